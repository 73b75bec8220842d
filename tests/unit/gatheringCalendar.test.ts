import { isPeriodOpenForEntry } from '../../src/domain/engine';
import { sanghik } from '../../src/domain/modules/gathering/sanghik';
import {
  entryMonthChoices,
  financialYear,
  isIsoDate,
  monthKey,
  monthRange,
  parseFinancialYear,
  reportMonthChoices,
  restrictedYearChoices,
  yearChoices,
} from '../../src/domain/modules/gathering';

const day = (y: number, m: number, d = 15) => new Date(y, m - 1, d);
const months = (choices: { month: number }[]) => choices.map((c) => c.month);

describe('financialYear', () => {
  it.each([
    [day(2026, 3, 31), '2025-26'],
    [day(2026, 4, 1), '2026-27'],
    [day(2026, 12, 31), '2026-27'],
    [day(2027, 1, 1), '2026-27'],
    [day(2027, 3, 31), '2026-27'],
    [day(2027, 4, 1), '2027-28'],
    [day(2099, 6, 1), '2099-00'],
  ])('%s is in %s', (date, expected) => expect(financialYear(date)).toBe(expected));

  it.each([
    ['2026-27', 2026],
    ['2099-00', 2099],
    ['2026-28', undefined],
    ['2026', undefined],
    ['26-27', undefined],
  ])('parses %s', (text, start) => expect(parseFinancialYear(text)).toBe(start));

  it.each([
    [2026, 4, '2026-04-01', '2026-04-30'],
    [2026, 12, '2026-12-01', '2026-12-31'],
    [2026, 2, '2027-02-01', '2027-02-28'],
    [2027, 2, '2028-02-01', '2028-02-29'],
    [2026, 3, '2027-03-01', '2027-03-31'],
  ])('month range of %i-%i', (start, month, first, last) =>
    expect(monthRange(start, month)).toEqual({ first, last }),
  );
});

describe('year lists', () => {
  it.each([
    [day(2024, 3), ['2023-24'], ['2023-24']],
    [day(2024, 4), ['2023-24', '2024-25'], ['2023-24', '2024-25']],
    [day(2026, 1), ['2023-24', '2024-25', '2025-26'], ['2024-25', '2025-26']],
    [day(2026, 11), ['2023-24', '2024-25', '2025-26', '2026-27'], ['2025-26', '2026-27']],
  ])('on %s', (today, all, restricted) => {
    expect(yearChoices(today)).toEqual(all);
    expect(restrictedYearChoices(today)).toEqual(restricted);
  });
});

// month of today → entry months, report months (current first; never before April)
const TABLE: [number, number[], number[]][] = [
  [4, [4], [4]],
  [5, [5, 4], [5, 4]],
  [6, [6, 5, 4], [6, 5, 4]],
  [7, [7, 6, 5], [7, 6, 5, 4]],
  [8, [8, 7, 6], [8, 7, 6, 5, 4]],
  [9, [9, 8, 7], [9, 8, 7, 6, 5]],
  [10, [10, 9, 8], [10, 9, 8, 7, 6]],
  [11, [11, 10, 9], [11, 10, 9, 8, 7]],
  [12, [12, 11, 10], [12, 11, 10, 9, 8]],
  [1, [1, 12, 11], [1, 12, 11, 10, 9]],
  [2, [2, 1, 12], [2, 1, 12, 11, 10]],
  [3, [3, 2, 1], [3, 2, 1, 12, 11]],
];

describe.each(TABLE)('in month %i', (month, entry, report) => {
  const today = day(2027, month);
  it('offers the entry months', () => expect(months(entryMonthChoices(today))).toEqual(entry));
  it('offers the report months', () => expect(months(reportMonthChoices(today))).toEqual(report));
  it('names months by Marathi key', () => {
    expect(entryMonthChoices(today)[0]).toEqual({
      month,
      labelKey: `app.gathering.month.${month}`,
    });
  });
  it('opens for saving exactly the entry months of the current year', () => {
    const year = financialYear(today);
    const open = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) =>
      isPeriodOpenForEntry(sanghik, { year, month: m }, today),
    );
    expect(open.sort((a, b) => a - b)).toEqual([...entry].sort((a, b) => a - b));
    expect(isPeriodOpenForEntry(sanghik, { year: '2020-21', month }, today)).toBe(false);
  });
});

describe('dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
  ])('%s valid: %s', (text, ok) => expect(isIsoDate(text)).toBe(ok));
  it('makes month keys', () => expect(monthKey(4)).toBe('app.gathering.month.4'));
});
