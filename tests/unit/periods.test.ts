import { describe, expect, it } from 'vitest';
import {
  FINANCIAL_YEAR,
  MONTH,
  isOpenForEntry,
  periodKindOf,
  periodText,
  yearByAxis,
  type EntryWindow,
  type Period,
  type PeriodBody,
  type PeriodKind,
} from '../../src/domain/periods';
import { GATHERING_ENTRY_WINDOW, entryMonthChoices } from '../../src/domain/modules/gathering';
import { i18nProvider } from '../../src/i18n';

const FESTIVAL = yearByAxis('festival');

describe('a period named by an API body (parse)', () => {
  const CASES: [PeriodKind, PeriodBody, Period | { problem: string }][] = [
    [MONTH, { year: '2026-27', month: 7 }, { year: '2026-27', month: 7 }],
    [MONTH, { year: '2026-28', month: 7 }, { problem: 'year' }],
    [MONTH, { year: '2026-27', month: 13 }, { problem: 'month' }],
    [MONTH, { year: '2026-27', month: 2.5 }, { problem: 'month' }],
    [MONTH, { year: '2026-27' }, { problem: 'month' }],
    [FINANCIAL_YEAR, { year: '2026-27' }, { year: '2026-27', part: '' }],
    [FINANCIAL_YEAR, { year: '2026-27', festival: 'gurupujan' }, { problem: 'festival' }],
    [FINANCIAL_YEAR, { year: '2026-27', festival: '' }, { year: '2026-27', part: '' }],
    [FINANCIAL_YEAR, { year: 2026 }, { problem: 'year' }],
    [FESTIVAL, { year: '2026-27', festival: 'gurupujan' }, { year: '2026-27', part: 'gurupujan' }],
    [FESTIVAL, { year: '2026-27', festival: 'holi' }, { problem: 'festival' }],
    [FESTIVAL, { year: '2026-27' }, { problem: 'festival' }],
    [FESTIVAL, { year: 'x', festival: 'gurupujan' }, { problem: 'year' }],
  ];
  it.each(CASES)('%#: %j', (kind, body, expected) => {
    expect(kind.parse(body)).toEqual(expected);
  });
});

describe('the calendar month a period counts in (monthOf)', () => {
  it.each([
    [MONTH, { year: '2026-27', month: 2 }, { month: 2, first: '2027-02-01', last: '2027-02-28' }],
    [FINANCIAL_YEAR, { year: '2026-27', part: '' }, { month: 3, first: '2027-03-01' }],
    [FESTIVAL, { year: '2026-27', part: 'makarsankrant' }, { month: 1, first: '2027-01-01' }],
    [FESTIVAL, { year: '2026-27', part: 'gurupujan' }, { month: 7, last: '2026-07-31' }],
  ] as const)('%#', (kind, period, expected) => {
    expect(kind.monthOf(period)).toMatchObject({ year: '2026-27', ...expected });
  });
});

describe('the periods open for entry (the one window rule)', () => {
  const YEARLY: EntryWindow = { back: 0, graceMonths: 1 };
  const CASES: [string, PeriodKind, EntryWindow, Date, Period[]][] = [
    [
      'gathering in July',
      MONTH,
      GATHERING_ENTRY_WINDOW,
      new Date(2026, 6, 3),
      [
        { year: '2026-27', month: 7 },
        { year: '2026-27', month: 6 },
        { year: '2026-27', month: 5 },
      ],
    ],
    [
      'gathering in April: April only',
      MONTH,
      GATHERING_ENTRY_WINDOW,
      new Date(2026, 3, 30),
      [{ year: '2026-27', month: 4 }],
    ],
    [
      'gathering in January',
      MONTH,
      GATHERING_ENTRY_WINDOW,
      new Date(2027, 0, 1),
      [
        { year: '2026-27', month: 1 },
        { year: '2026-27', month: 12 },
        { year: '2026-27', month: 11 },
      ],
    ],
    [
      'three months across the year end',
      MONTH,
      { back: 2 },
      new Date(2026, 4, 9),
      [
        { year: '2026-27', month: 5 },
        { year: '2026-27', month: 4 },
        { year: '2025-26', month: 3 },
      ],
    ],
    [
      'a yearly return in April',
      FINANCIAL_YEAR,
      YEARLY,
      new Date(2026, 3, 9),
      [
        { year: '2026-27', part: '' },
        { year: '2025-26', part: '' },
      ],
    ],
    [
      'a yearly return in May',
      FINANCIAL_YEAR,
      YEARLY,
      new Date(2026, 4, 1),
      [{ year: '2026-27', part: '' }],
    ],
    [
      'two grace months',
      FINANCIAL_YEAR,
      { back: 0, graceMonths: 2 },
      new Date(2026, 4, 1),
      [
        { year: '2026-27', part: '' },
        { year: '2025-26', part: '' },
      ],
    ],
  ];
  it.each(CASES)('%s', (_what, kind, window, today, expected) => {
    expect(kind.open(today, window)).toEqual(expected);
    for (const p of expected) expect(isOpenForEntry(kind, window, p, today)).toBe(true);
    const older = { ...expected.at(-1)!, year: '2020-21' };
    expect(isOpenForEntry(kind, window, older, today)).toBe(false);
  });

  it('offers every festival of each open year', () => {
    const open = FESTIVAL.open(new Date(2026, 3, 9), YEARLY);
    expect(open).toHaveLength(12);
    expect(open[0]).toEqual({ year: '2026-27', part: 'makarsankrant' });
  });

  it("is the gathering screen's month list", () => {
    expect(entryMonthChoices(new Date(2026, 5, 15)).map((c) => c.month)).toEqual([6, 5, 4]);
    expect(entryMonthChoices(new Date(2026, 5, 15))[0]!.labelKey).toBe('app.gathering.month.6');
  });
});

describe('order and names', () => {
  it('orders periods oldest first', () => {
    const months: Period[] = [
      { year: '2026-27', month: 1 },
      { year: '2025-26', month: 12 },
      { year: '2026-27', month: 4 },
    ];
    const sorted = [...months].sort((a, b) => MONTH.order(a) - MONTH.order(b));
    expect(sorted.map((p) => p.month)).toEqual([12, 4, 1]);
    const festivals: Period[] = [
      { year: '2026-27', part: 'vijayadashami' },
      { year: '2026-27', part: 'makarsankrant' },
      { year: '2025-26', part: 'vijayadashami' },
    ];
    festivals.sort((a, b) => FESTIVAL.order(a) - FESTIVAL.order(b));
    expect(festivals.map((p) => `${p.year} ${p.part}`)).toEqual([
      '2025-26 vijayadashami',
      '2026-27 makarsankrant',
      '2026-27 vijayadashami',
    ]);
  });

  it.each([
    [MONTH, { year: '2026-27', month: 7 }, 'जुलै, आर्थिक वर्ष 2026-27'],
    [FINANCIAL_YEAR, { year: '2026-27', part: '' }, 'आर्थिक वर्ष 2026-27'],
    [FESTIVAL, { year: '2026-27', part: 'gurupujan' }, 'गुरुपूजन, आर्थिक वर्ष 2026-27'],
  ] as const)('%#: %s in Marathi', (kind, period, text) => {
    const translate = (key: string, args?: object) => i18nProvider.translate(key, args);
    expect(periodText(kind.label(period), translate)).toBe(text);
  });
});

describe('the kind a declaration names', () => {
  it.each([
    [{ period: 'month' }, 'month'],
    [{ period: 'financialYear' }, 'financialYear'],
    [{ period: 'financialYear', axis: 'festival' }, 'financialYear:festival'],
    [{ period: 'month', axis: 'festival' }, undefined],
    [{ period: 'financialYear', axis: 'phase' }, undefined],
    [{ period: 'week' }, undefined],
    [{ period: 'toString' }, undefined],
  ])('%j → %s', (d, name) => {
    expect(periodKindOf(d)?.name).toBe(name);
  });
});
