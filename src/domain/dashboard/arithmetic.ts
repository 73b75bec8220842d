import { formatFinancialYear, parseFinancialYear, APRIL } from '../calendar';
import type { YearMonth } from '../calendar';

/**
 * Dashboard arithmetic (DESIGN §13 Dashboard): reporting completeness and the change of a
 * figure from the month before. Pure, so the API and the screens agree on every number.
 */

/** The month before, across the financial-year boundary (April → March of the year before). */
export function previousMonth({ year, month }: YearMonth): YearMonth {
  const start = parseFinancialYear(year);
  if (start === undefined) throw new Error(`not a financial year: ${year}`);
  if (month === APRIL) return { year: formatFinancialYear(start - 1), month: 3 };
  return { year, month: month === 1 ? 12 : month - 1 };
}

/** Share of places with a record, as a whole percent (null when there is no place). */
export function completeness(withRecord: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((Math.min(withRecord, total) / total) * 100);
}

export interface MonthChange {
  /** This month minus the month before. */
  delta: number;
  /** The change as a whole percent of the month before; null when that month had none. */
  percent: number | null;
}

/** How a figure moved from the month before. */
export function monthChange(current: number, previous: number): MonthChange {
  const delta = current - previous;
  return { delta, percent: previous > 0 ? Math.round((delta / previous) * 100) : null };
}

/** Places still to report: all minus those with a record, never below zero. */
export const pendingCount = (withRecord: number, total: number): number =>
  Math.max(0, total - withRecord);
