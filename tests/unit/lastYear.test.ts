import { lastYearOf } from '../../src/domain/periods';
import {
  comparedReportColumns,
  reportTotalsRow,
  withLastYear,
  yearChange,
  yearChangeText,
  type Comparison,
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

describe('lastYearOf: the year a report compares with', () => {
  it.each([
    ['2026-27', '2025-26'],
    ['2024-25', '2023-24'],
    // the app's first year has none before it
    ['2023-24', null],
    ['2026-28', null],
    ['', null],
  ])('%s → %s', (year, expected) => {
    expect(lastYearOf(year)).toBe(expected);
  });
});

describe('comparedReportColumns: the summary report compared', () => {
  const headers = (c: Comparison) =>
    comparedReportColumns('upkhand', c, (k) => k).map((col) => col.labelKey);
  it('compares the six attendance figures only, with last year or with their targets', () => {
    const plain = headers(null);
    for (const comparison of ['lastYear', 'targets'] as const) {
      const compared = headers(comparison);
      expect(compared.length).toBe(plain.length + 6 * 2);
    }
    expect(headers('lastYear').filter((k) => k === 'app.compare.change')).toHaveLength(6);
    expect(headers('targets').filter((k) => k === 'app.target.achieved')).toHaveLength(6);
  });
});
