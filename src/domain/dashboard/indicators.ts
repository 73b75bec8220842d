import { indicatorValue, type Indicator } from '../report/indicators';
import type { AnalyticsMonth, DashboardSummary } from './types';

/**
 * A month's figure an indicator of the gathering reads (issue 49 §3): an age group's or the
 * total attendance, `records` (units that met), `eligible` (units designated); null: none such.
 */
export function monthFigure(m: AnalyticsMonth, name: string): number | null {
  if (name === 'records') return m.present.total;
  if (name === 'eligible') return m.designated.total;
  return Object.hasOwn(m.attendance, name)
    ? m.attendance[name as keyof AnalyticsMonth['attendance']]
    : null;
}

/** An indicator's value in each month, in order (null where a side has none). */
export const indicatorByMonth = (indicator: Indicator, months: readonly AnalyticsMonth[]) =>
  months.map((m) => indicatorValue(indicator, (name) => monthFigure(m, name)));

/** The dashboard month's figure an indicator reads: the total, units that met, designated. */
export function summaryFigure(s: DashboardSummary, name: string): number | null {
  if (name === 'total') return s.gathering.attendance;
  if (name === 'records') return s.gathering.present_units;
  if (name === 'eligible') return s.designated.total;
  return null;
}
