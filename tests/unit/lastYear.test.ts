import {
  reportTotalsRow,
  withLastYear,
  yearChange,
  yearChangeText,
  type ReportColumn,
} from '../../src/domain/report';

// issue 49 §2: a figure beside the same period last year and its change
describe('yearChange and its text', () => {
  it.each([
    [120, 100, 20, '▲ 20%'],
    [80, 100, -20, '▼ 20%'],
    [100, 100, 0, '= 0%'],
    [0, 0, 0, '= 0%'],
    [5, 0, null, 'नवे'],
    [1, 3, -67, '▼ 67%'],
    [5, '', null, ''],
    ['', 5, null, ''],
  ] as const)('%s against %s → %s, "%s"', (now, before, change, text) => {
    expect(yearChange(now, before)).toBe(change);
    expect(yearChangeText(now, before, 'नवे')).toBe(text);
  });
});

describe('withLastYear: a report’s columns compared', () => {
  type Row = { name: string; now: number; before: number | null };
  const columns: ReportColumn<Row>[] = [
    { labelKey: 'name', value: (r) => r.name },
    { labelKey: 'persons', groupKey: 'section', value: (r) => r.now },
  ];
  const lastYearOf = (r: Row) => (r.before === null ? null : { ...r, now: r.before });
  const compared = withLastYear(columns, lastYearOf, (k) => (k === 'app.compare.new' ? 'नवे' : k));
  const rows: Row[] = [
    { name: 'अ', now: 120, before: 100 },
    { name: 'ब', now: 30, before: null },
  ];

  it('keeps the name and makes three columns of a figure under its name', () => {
    expect(compared.map((c) => [c.groupKey ?? null, c.labelKey])).toEqual([
      [null, 'name'],
      ['persons', 'app.compare.thisYear'],
      ['persons', 'app.compare.lastYear'],
      ['persons', 'app.compare.change'],
    ]);
    expect(rows.map((r) => compared.map((c) => c.value(r)))).toEqual([
      ['अ', 120, 100, '▲ 20%'],
      ['ब', 30, '', ''],
    ]);
  });

  it('gives the totals’ change, not a sum of changes', () => {
    expect(reportTotalsRow(compared, rows, 'एकूण')).toEqual(['एकूण', 150, 100, '▲ 50%']);
  });
});
