import { financialYear } from './calendar';

export interface YearMonth {
  /** Financial year, '2026-27'. */
  year: string;
  /** 1..12 */
  month: number;
}

/** The 12 months ending with today's, oldest first, each with its financial year. */
export function lastTwelveMonths(today: Date): YearMonth[] {
  const months: YearMonth[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    const date = new Date(today.getFullYear(), today.getMonth() - back, 1);
    months.push({ year: financialYear(date), month: date.getMonth() + 1 });
  }
  return months;
}
