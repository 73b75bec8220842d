import {
  brokenChecks,
  judgeCheck,
  reasonsFor,
  sideProblem,
  type CheckFigures,
} from '../../src/domain/checks';
import {
  crossCheckIssues,
  declarationProblems,
  type CrossCheck,
  type FieldDeclaration,
  type RegisterDeclaration,
} from '../../src/domain/engine';
import { shiftedPeriod } from '../../src/domain/periods';
import { renameField } from '../../src/domain/expressions';

// issue 48 §1: checks as data over the record, its previous period, last year and other forms
const count = (name: string): FieldDeclaration =>
  ({ name, type: 'count', section: 'main' }) as FieldDeclaration;
const form = {
  name: 'seva',
  fields: [count('praudh'), count('baal'), { ...count('note'), type: 'text' } as FieldDeclaration],
};
const check = (left: string, op: CrossCheck['op'], right: string | number, extra = {}) =>
  ({ left, op, right, message: 'broken', ...extra }) as CrossCheck;
const judge = (c: CrossCheck, values: object, figures: CheckFigures = {}) =>
  judgeCheck({ ...form, checks: [c] }, c, values as Record<string, unknown>, figures);

describe('judgeCheck: one pure function, in the browser and on the server', () => {
  it.each([
    [
      'a sum of the record’s figures',
      check('praudh + baal', '<=', 100),
      { praudh: 60, baal: 30 },
      {},
      true,
    ],
    ['the same, over', check('praudh + baal', '<=', 100), { praudh: 60, baal: 50 }, {}, false],
    [
      'a figure left blank counts 0',
      check('sum(praudh, baal)', '>=', 10),
      { praudh: 12 },
      {},
      true,
    ],
    [
      'precedence: × before +',
      check('praudh + baal * 2', '=', 14),
      { praudh: 4, baal: 5 },
      {},
      true,
    ],
    [
      'division by zero: not judged',
      check('praudh / baal', '>', 1),
      { praudh: 4, baal: 0 },
      {},
      null,
    ],
    [
      'no previous period: not judged',
      check('praudh', '<=', 'previous(praudh) * 2'),
      { praudh: 50 },
      {},
      null,
    ],
    [
      'against the previous period',
      check('praudh', '<=', 'previous(praudh) * 2'),
      { praudh: 50 },
      { previous: { praudh: 20 } },
      false,
    ],
    [
      'a previous record with the figure blank counts 0',
      check('praudh', '<=', 'previous(praudh) + 5'),
      { praudh: 4 },
      { previous: { baal: 3 } },
      true,
    ],
    [
      'against the same month last year',
      check('praudh + baal', '>=', 'last_year(praudh + baal) ÷ 2'),
      { praudh: 10, baal: 10 },
      { lastYear: { praudh: 30, baal: 20 } },
      false,
    ],
    [
      'against another form for the same place and period',
      check('praudh', '<=', "form('bhaugolik', persons)"),
      { praudh: 40 },
      { forms: { bhaugolik: { persons: 45 } } },
      true,
    ],
    [
      'another form with no record there: not judged',
      check('praudh', '<=', "form('bhaugolik', persons)"),
      { praudh: 40 },
      { forms: { bhaugolik: null } },
      null,
    ],
    ['an unreadable side: not judged', check('praudh +', '<', 3), { praudh: 1 }, {}, null],
  ] as const)('%s', (_name, c, values, figures, expected) => {
    expect(judge(c, values, figures)).toBe(expected);
  });

  it('keeps the older field-to-field checks as they were (dates compared as text)', () => {
    expect(judge(check('praudh', '<', 'baal'), { praudh: 1, baal: 2 })).toBe(true);
    expect(judge(check('note', '<=', 'baal'), { note: '2026-01-02', baal: '2026-01-01' })).toBe(
      false,
    );
    expect(
      crossCheckIssues(
        { name: 'seva', checks: [check('praudh', '<', 'baal')] },
        {
          praudh: 3,
          baal: 2,
        },
      ),
    ).toEqual([{ field: 'praudh', key: 'resources.seva.checks.broken' }]);
  });
});

describe('brokenChecks: importance, and where each shows', () => {
  const checks = [
    check('praudh + baal', '<=', 100, { message: 'tooMany' }),
    check('baal', '<=', 'last_year(baal) * 2', { message: 'grewFast', importance: 'warn' }),
    check('previous(praudh)', '<=', 'praudh * 10', { message: 'fell', importance: 'warn' }),
  ];
  const values = { praudh: 2, baal: 120 };
  const figures = { lastYear: { baal: 10 }, previous: { praudh: 50 } };

  it('lists every broken check with its importance, refusing ones by default', () => {
    expect(brokenChecks({ ...form, checks }, values, figures)).toEqual([
      {
        message: 'tooMany',
        importance: 'refuse',
        field: 'praudh',
        key: 'resources.seva.checks.tooMany',
      },
      {
        message: 'grewFast',
        importance: 'warn',
        field: 'baal',
        key: 'resources.seva.checks.grewFast',
      },
      { message: 'fell', importance: 'warn', field: 'total', key: 'resources.seva.checks.fell' },
    ]);
  });

  it('refuses on the record alone only what refuses and can be judged there', () => {
    expect(crossCheckIssues({ ...form, checks }, values)).toEqual([
      { field: 'praudh', key: 'resources.seva.checks.tooMany' },
    ]);
  });

  it('asks a reason for each broken warning, keeps one line, and drops the others', () => {
    const broken = brokenChecks({ ...form, checks }, values, figures);
    const answer = reasonsFor(broken, {
      grewFast: '  नवीन   शाखा\nसुरू झाली ',
      fell: 'x'.repeat(201),
      tooMany: 'not a warning',
      gone: 'a check not broken',
    });
    expect(answer.kept).toEqual({ grewFast: 'नवीन शाखा सुरू झाली' });
    expect(answer.tooLong.map((b) => b.message)).toEqual(['fell']);
    expect(reasonsFor(broken, undefined).missing.map((b) => b.message)).toEqual([
      'grewFast',
      'fell',
    ]);
  });
});

describe('a declaration’s checks', () => {
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
      { name: 'b', type: 'integer', section: 'main' },
    ],
    access: {},
    menu: { id: 'seva', parent: 'application', order: 1 },
    routes: { list: ['/seva'] },
    view: { list: 'table', titleField: 'title' },
  } as unknown as RegisterDeclaration;
  const problems = (c: CrossCheck) => declarationProblems({ ...base, checks: [c] });

  it.each([
    ['an expression over its fields', check('a + b', '<=', 'previous(a) * 2'), []],
    ['another form’s figure', check('a', '<=', "form('bhaugolik', persons)"), []],
    ['a warning', check('a', '<', 5, { importance: 'warn' }), []],
    ['a field it does not have', check('a + c', '<', 5), ['seva: check 0']],
    ['a side that does not read', check('a +', '<', 5), ['seva: check 0']],
    [
      'an importance of neither kind',
      check('a', '<', 5, { importance: 'maybe' }),
      ['seva: check 0'],
    ],
  ] as const)('%s', (_name, c, expected) => {
    expect(problems(c)).toEqual(expected);
  });
});

describe('shiftedPeriod: what previous(…) and last_year(…) read', () => {
  it.each([
    [
      'a month: the month before',
      { year: '2026-27', month: 11 },
      'previous',
      { year: '2026-27', month: 10 },
    ],
    [
      'January: December of the same year',
      { year: '2026-27', month: 1 },
      'previous',
      { year: '2026-27', month: 12 },
    ],
    [
      'April: March of the year before',
      { year: '2026-27', month: 4 },
      'previous',
      { year: '2025-26', month: 3 },
    ],
    [
      'a month last year',
      { year: '2026-27', month: 11 },
      'last_year',
      { year: '2025-26', month: 11 },
    ],
    [
      'a year: the year before',
      { year: '2026-27', part: '' },
      'previous',
      { year: '2025-26', part: '' },
    ],
    [
      'a festival: last year’s',
      { year: '2026-27', part: 'gurupujan' },
      'last_year',
      { year: '2025-26', part: 'gurupujan' },
    ],
    ['a year that does not read', { year: '2026', part: '' }, 'previous', undefined],
  ] as const)('%s', (_name, period, shift, expected) => {
    expect(shiftedPeriod(period, shift)).toEqual(expected);
  });
});

describe('renameField: a field renamed in the builder is followed inside formulas', () => {
  it.each([
    ['a plain side', 'persons', 'people'],
    ['a sum', 'persons + households', 'people + households'],
    ['shifted', 'last_year(persons) × 2', 'last_year(people) × 2'],
    [
      'not another form’s field',
      "persons - form('bhaugolik', persons)",
      "people - form('bhaugolik', persons)",
    ],
    ['not a longer name', 'personsAbroad + persons', 'personsAbroad + people'],
    ['a text that does not read: unchanged', 'persons +* ?', 'persons +* ?'],
  ] as const)('%s', (_name, text, expected) => {
    expect(renameField(text, 'persons', 'people')).toBe(expected);
  });
});

describe('sideProblem: what the builder says of a side as it is typed', () => {
  const names = new Set(['households', 'persons']);
  it.each([
    ['households', null],
    [12, null],
    ['households + persons', null],
    ["form('bhaugolik', teams)", null],
    ['last_year(persons) × 2', null],
    ['visitors', { key: 'app.check.unknownField', args: { field: 'visitors' } }],
    ['persons + visitors', { key: 'app.check.unknownField', args: { field: 'visitors' } }],
    ['persons ×', { key: 'app.expression.unfinished' }],
    ['', { key: 'app.expression.empty' }],
    [Number.NaN, { key: 'app.expression.empty' }],
  ] as const)('%s → %o', (side, problem) => {
    expect(sideProblem(side, names)).toEqual(problem);
  });
});
