import { changedTargets, targetFields, typedTarget } from '../../src/domain/engine';
import { bhaugolik } from '../../src/domain/modules/bhaugolik';
import { utsav } from '../../src/domain/modules/utsav';
import {
  achievement,
  achievementText,
  reportTotalsRow,
  withTargets,
  type ReportColumn,
} from '../../src/domain/report';

// issue 49 §1: targets typed on a sheet, and a figure against its target
describe('the figures a target may be set on', () => {
  it('are a form’s summed fields, and its total when it has one', () => {
    expect(targetFields(utsav)).toEqual([
      'praudh',
      'tarun_vyavasayi',
      'maha_vidyarthi',
      'baal',
      'shishu',
      'mahila',
      'nimantrit',
      'total',
    ]);
    expect(targetFields(bhaugolik)).not.toContain('total');
  });
});

describe('typedTarget', () => {
  it.each([
    ['120', { ok: true, value: 120 }],
    [' 0 ', { ok: true, value: 0 }],
    ['', { ok: true, value: null }],
    ['12.5', { ok: false }],
    ['-3', { ok: false }],
    ['१२', { ok: false }],
    ['1000000001', { ok: false }],
  ] as const)('"%s" → %o', (text, read) => expect(typedTarget(text)).toEqual(read));
});

describe('changedTargets', () => {
  const read: { placeId: number; values: Record<string, number> }[] = [
    { placeId: 1, values: { persons: 500 } },
    { placeId: 2, values: {} },
  ];
  it('sends each place’s changed figures only, a blank as null', () => {
    expect(
      changedTargets(read, { 1: { persons: '', households: '' }, 2: { households: '7' } }),
    ).toEqual([
      { placeId: 1, field: 'persons', value: null },
      { placeId: 2, field: 'households', value: 7 },
    ]);
    expect(changedTargets(read, { 1: { persons: '500' } })).toEqual([]);
  });
  it('sends nothing while a cell is not a target', () => {
    expect(changedTargets(read, { 2: { households: 'सात' } })).toBeNull();
  });
});

describe('achievement', () => {
  it.each([
    [85, 100, 85, '85%'],
    [150, 100, 150, '150%'],
    [0, 100, 0, '0%'],
    [5, 0, null, 'लक्ष्य नाही'],
    [5, '', null, 'लक्ष्य नाही'],
    ['', 100, null, ''],
  ] as const)('%s of %s → %s, "%s"', (figure, target, percent, text) => {
    expect(achievement(figure, target)).toBe(percent);
    expect(achievementText(figure, target, 'लक्ष्य नाही')).toBe(text);
  });

  it('compares only the columns with a figure a target is set on; the totals’ share from the totals', () => {
    type Row = { name: string; persons: number; target?: number };
    const columns: ReportColumn<Row>[] = [
      { labelKey: 'name', value: (r) => r.name },
      { labelKey: 'records', value: () => 1 },
      { labelKey: 'persons', value: (r) => r.persons, field: 'persons' },
    ];
    const compared = withTargets(
      columns,
      (r) => (r.target === undefined ? null : { persons: r.target }),
      (k) => (k === 'app.target.none' ? 'लक्ष्य नाही' : k),
    );
    expect(compared.map((c) => c.labelKey)).toEqual([
      'name',
      'records',
      'app.target.figure',
      'app.target.target',
      'app.target.achieved',
    ]);
    const rows = [
      { name: 'अ', persons: 90, target: 100 },
      { name: 'ब', persons: 30 },
    ];
    expect(rows.map((r) => compared.map((c) => c.value(r)))).toEqual([
      ['अ', 1, 90, 100, '90%'],
      ['ब', 1, 30, '', 'लक्ष्य नाही'],
    ]);
    expect(reportTotalsRow(compared, rows, 'एकूण')).toEqual(['एकूण', 2, 120, 100, '120%']);
  });
});
