import { reportColumns, type ReportColumn } from './columns';
import { withLastYear } from './lastYear';
import { withTargets } from './targets';
import type { ReportView } from './view';

/** What a report's figures are set beside (issue 49): nothing, last year, or the targets. */
export type Comparison = 'lastYear' | 'targets' | null;

/**
 * A summary report's columns for a comparison: the gathering's figures (attendance) beside the
 * same month last year or beside their targets; the place and unit counts as they are.
 */
export function comparedReportColumns(
  view: ReportView,
  comparison: Comparison,
  translate: (key: string) => string,
  /** Indicator columns after the figures (asked with the report's indicators switch). */
  extra: readonly ReportColumn[] = [],
): ReportColumn[] {
  const columns = [...reportColumns(view), ...extra];
  if (comparison === 'lastYear')
    return withLastYear(
      columns,
      (p) => p.last_year ?? null,
      translate,
      (c) => Boolean(c.field),
    );
  if (comparison === 'targets') return withTargets(columns, (p) => p.target ?? null, translate);
  return columns;
}
