import type { ReportColumn } from './columns';
import { indicatorValue, type Indicator } from './indicators';
import type { ReportPlace } from './types';

/** A summary row's figure an indicator of the gathering reads (null: one it does not have). */
export function placeFigure(p: ReportPlace, name: string): number | null {
  if (name === 'records') return p.present_Sankalpit.total;
  if (name === 'eligible') return p.ekunSankalpit.total;
  const attendance = p.present_sayamsevak_upastiti;
  return Object.hasOwn(attendance, name) ? attendance[name as keyof typeof attendance] : null;
}

const summed = (rows: readonly ReportPlace[], name: string) => {
  const values = rows.map((r) => placeFigure(r, name));
  return values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + v!, 0);
};

/**
 * The gathering's indicators as columns of the summary report (issue 49 §3): each row's from
 * its figures, the totals' from the summed figures (not a sum of ratios).
 */
export function indicatorReportColumns(
  indicators: readonly Indicator[],
  labelKeyOf: (name: string) => string,
): ReportColumn[] {
  return indicators.map((indicator) => ({
    groupKey: 'app.countReport.group.indicators',
    labelKey: labelKeyOf(indicator.name),
    value: (p) => indicatorValue(indicator, (name) => placeFigure(p, name)) ?? '',
    totalOf: (_totals, _at, rows) => indicatorValue(indicator, (name) => summed(rows, name)) ?? '',
  }));
}
