import {
  APRIL,
  FIRST_FINANCIAL_YEAR,
  formatFinancialYear,
  parseFinancialYear,
} from '../calendar/calendar';
import type { Shift } from '../expressions';
import type { Period } from './types';

/** The financial year before '2026-27': '2025-26'. */
function yearBefore(year: string): string | undefined {
  const start = parseFinancialYear(year);
  return start === undefined ? undefined : formatFinancialYear(start - 1);
}

/** The year a report compares with (issue 49): the one before, null before the app's first. */
export function lastYearOf(year: string): string | null {
  const start = parseFinancialYear(year);
  if (start === undefined || start - 1 < FIRST_FINANCIAL_YEAR) return null;
  return formatFinancialYear(start - 1);
}

/**
 * The period a check's `previous(…)` or `last_year(…)` reads (issue 48 §1): last year's is the
 * same month or part a year before; the previous of a month is the month before (April's is
 * March of the year before); a yearly or festival period's previous is last year's. Undefined
 * when the year does not read.
 */
export function shiftedPeriod(period: Period, shift: Shift): Period | undefined {
  const before = yearBefore(period.year);
  if (shift === 'last_year' || period.month === undefined)
    return before === undefined ? undefined : { ...period, year: before };
  if (period.month === APRIL) return before === undefined ? undefined : { year: before, month: 3 };
  return { ...period, month: period.month === 1 ? 12 : period.month - 1 };
}
