/** Months and financial years (April to March, written '2026-27'); months are 1..12. */

export const FIRST_FINANCIAL_YEAR = 2023;
export const APRIL = 4;
/** Months of a financial year in order: April … March. */
export const FINANCIAL_MONTHS: readonly number[] = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];

export interface MonthChoice {
  month: number;
  /** Translation key of the Marathi month name. */
  labelKey: string;
}

export const monthKey = (month: number) => `app.gathering.month.${month}`;

/** '2026-27' for the financial year starting in April of `startYear`. */
export const formatFinancialYear = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The start year of a date's financial year: months before April belong to the previous one. */
export const financialYearStart = (date: Date): number =>
  date.getMonth() + 1 >= APRIL ? date.getFullYear() : date.getFullYear() - 1;

export const financialYear = (date: Date): string => formatFinancialYear(financialYearStart(date));

/** The start year of '2026-27', or undefined when the text is not a financial year. */
export function parseFinancialYear(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const start = Number(match[1]);
  return formatFinancialYear(start) === text ? start : undefined;
}

/** The calendar year a month of a financial year falls in (Jan–Mar: the second one). */
export const calendarYearOf = (startYear: number, month: number): number =>
  month >= APRIL ? startYear : startYear + 1;

/** First and last day of a month of a financial year, as 'yyyy-mm-dd'. */
export function monthRange(startYear: number, month: number): { first: string; last: string } {
  const year = calendarYearOf(startYear, month);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${lastDay}` };
}

/** Every financial year from 2023-24 up to today's, oldest first. */
export function yearChoices(today: Date): string[] {
  const current = financialYearStart(today);
  const years: string[] = [];
  for (let y = FIRST_FINANCIAL_YEAR; y <= current; y += 1) years.push(formatFinancialYear(y));
  return years;
}

/** The years a plan may be made for (targets, issue 49): every one so far and the next. */
export const yearChoicesAhead = (today: Date): string[] => [
  ...yearChoices(today),
  formatFinancialYear(financialYearStart(today) + 1),
];

/** Every month of a financial year, April first (a plan's months, begun or not). */
export const yearMonthChoices = (): MonthChoice[] =>
  FINANCIAL_MONTHS.map((month) => ({ month, labelKey: monthKey(month) }));

/** The restricted list: the last two financial years. */
export const restrictedYearChoices = (today: Date): string[] => yearChoices(today).slice(-2);

/**
 * The current month and up to `back` months before it, never before April of the current
 * financial year: April offers only April, May offers May and April. Current month first.
 */
function monthChoices(today: Date, back: number): MonthChoice[] {
  const index = FINANCIAL_MONTHS.indexOf(today.getMonth() + 1);
  return FINANCIAL_MONTHS.slice(Math.max(0, index - back), index + 1)
    .reverse()
    .map((month) => ({ month, labelKey: monthKey(month) }));
}

/** The months of financial year `year` that have begun by `today`, newest first. */
export function startedMonths(year: string, today: Date): MonthChoice[] {
  const start = parseFinancialYear(year);
  if (start === undefined) return [];
  const day = isoDate(today);
  return FINANCIAL_MONTHS.filter((m) => monthRange(start, m).first <= day)
    .reverse()
    .map((month) => ({ month, labelKey: monthKey(month) }));
}

/** Summary report: the current month and the previous four. */
export const reportMonthChoices = (today: Date) => monthChoices(today, 4);

/** Whether `text` is a real calendar date written 'yyyy-mm-dd'. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A date as 'yyyy-mm-dd' in local time. */
export const isoDate = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
