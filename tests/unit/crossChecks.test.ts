import {
  crossCheckIssues,
  declarationProblems,
  type CrossCheck,
  type RegisterDeclaration,
} from '../../src/domain/engine';

const d = (checks: CrossCheck[]) => ({ name: 'seva', checks });
const check = (op: CrossCheck['op'], right: string | number): CrossCheck => ({
  left: 'a',
  op,
  right,
  message: 'broken',
});

describe('crossCheckIssues: one pure function for every check across fields', () => {
  it.each([
    ['<', 1, 2, true],
    ['<', 2, 2, false],
    ['<=', 2, 2, true],
    ['<=', 3, 2, false],
    ['=', 2, 2, true],
    ['=', 1, 2, false],
    ['>=', 2, 2, true],
    ['>=', 1, 2, false],
    ['>', 3, 2, true],
    ['>', 2, 2, false],
    ['!=', 1, 2, true],
    ['!=', 2, 2, false],
  ] as const)('%s: %s against %s holds: %s', (op, a, b, holds) => {
    const issues = crossCheckIssues(d([check(op, 'b')]), { a, b });
    expect(issues).toEqual(holds ? [] : [{ field: 'a', key: 'resources.seva.checks.broken' }]);
    // the same against a number
    expect(crossCheckIssues(d([check(op, b)]), { a }).length === 0).toBe(holds);
  });

  it('compares dates as their text, and lets an empty side or sides of two kinds pass', () => {
    const before = check('<=', 'b');
    expect(crossCheckIssues(d([before]), { a: '2026-01-02', b: '2026-01-01' })).toHaveLength(1);
    expect(crossCheckIssues(d([before]), { a: '2026-01-01', b: '2026-01-02' })).toEqual([]);
    expect(crossCheckIssues(d([before]), { a: null, b: 2 })).toEqual([]);
    expect(crossCheckIssues(d([before]), { a: '', b: 2 })).toEqual([]);
    expect(crossCheckIssues(d([before]), { a: '5', b: 2 })).toEqual([]);
  });

  it('is refused by the declaration check when a side is no field or the words no code', () => {
    const base = {
      name: 'seva',
      kind: 'register',
      period: 'none',
      placeLevels: [10],
      sections: ['main'],
      fields: [
        { name: 'title', type: 'text', section: 'main' },
        { name: 'location_id', type: 'place', section: 'main' },
        { name: 'a', type: 'integer', section: 'main' },
      ],
      access: {},
      menu: { id: 'seva', parent: 'application', order: 1 },
      routes: { list: ['/seva'] },
      view: { list: 'table', titleField: 'title' },
    } as unknown as RegisterDeclaration;
    expect(declarationProblems({ ...base, checks: [check('<', 5)] })).toEqual([]);
    expect(declarationProblems({ ...base, checks: [check('<', 'nothing')] })).toEqual([
      'seva: check 0',
    ]);
    expect(
      declarationProblems({ ...base, checks: [{ ...check('<', 5), message: 'two words' }] }),
    ).toEqual(['seva: check 0']);
  });
});
