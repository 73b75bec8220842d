import type { ReportColumn } from './columns';
import { reportChildPlaces } from './normalise';
import type { PlaceCounts, ReportPlace, SummaryReport } from './types';
import type { ReportView } from './view';

/** A header cell: a group over its columns, or a column header (two rows high without a group). */
export interface HeaderCell {
  labelKey: string;
  col: number;
  colSpan: number;
  rowSpan: number;
}

/** The two header rows of a table whose columns may be grouped. */
export function headerRows(columns: readonly ReportColumn<never>[]): [HeaderCell[], HeaderCell[]] {
  const top: HeaderCell[] = [];
  const bottom: HeaderCell[] = [];
  columns.forEach((column, col) => {
    if (!column.groupKey) {
      top.push({ labelKey: column.labelKey, col, colSpan: 1, rowSpan: 2 });
      return;
    }
    const last = top.at(-1);
    const sameGroup = last && last.rowSpan === 1 && columns[col - 1]?.groupKey === column.groupKey;
    if (sameGroup) last.colSpan += 1;
    else top.push({ labelKey: column.groupKey, col, colSpan: 1, rowSpan: 1 });
    bottom.push({ labelKey: column.labelKey, col, colSpan: 1, rowSpan: 1 });
  });
  return [top, bottom];
}

type CountKey = keyof PlaceCounts;

/** The place counts shown above each view's table (the city and taluka summary tables). */
export const HEADER_COUNTS: Readonly<Record<ReportView, readonly CountKey[]>> = {
  bhag: [
    'total_nagar',
    'present_nagar',
    'Total_upkhand_nagar',
    'present_upkhand_nagar',
    'total_vasti',
    'present_vasti',
  ],
  gramin_jilha: [
    'Total_taluka',
    'present_taluka',
    'Total_upkhand',
    'present_upkhand',
    'Total_upkhand_nagar',
    'present_upkhand_nagar',
  ],
  taluka: [
    'Total_upkhand',
    'present_upkhand',
    'Total_upkhand_nagar',
    'present_upkhand_nagar',
    'total_mandal',
    'present_mandal',
    'Total_gaon',
    'present_gaon',
  ],
  city_nagar: [
    'Total_upkhand_nagar',
    'present_upkhand_nagar',
    'total_vasti',
    'present_vasti',
    'Total_gaon',
    'present_gaon',
  ],
  upkhand: ['total_mandal', 'present_mandal', 'Total_gaon', 'present_gaon', 'sankalpit_gaon'],
  upkhand_nagar: ['total_vasti', 'present_vasti'],
};

export const countLabelKey = (key: CountKey) => `app.ahawal.count.${key}`;

/** The header counts of a view: translation key and value. */
export const headerCounts = (view: ReportView, report: SummaryReport) =>
  HEADER_COUNTS[view].map((key) => ({ key, labelKey: countLabelKey(key), value: report[key] }));

/**
 * The table's rows: every child place the report lists. With `recordedOnly` (the exports),
 * upkhands, upkhand-nagars and nagars without a gathering record in the month are left out.
 */
export function reportRows(report: SummaryReport, recordedOnly = false): ReportPlace[] {
  if (!recordedOnly) return reportChildPlaces(report);
  const recorded = <T extends ReportPlace>(list?: T[]) =>
    list?.filter((p) => p.sanghik_record_found);
  return reportChildPlaces({
    ...report,
    nagars: recorded(report.nagars),
    upkhand: recorded(report.upkhand),
    upkhandNagar: recorded(report.upkhandNagar),
  });
}
