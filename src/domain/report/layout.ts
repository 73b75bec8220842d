import { groupedHeader } from '../export';
import type { ReportColumn } from './columns';
import { reportChildPlaces } from './normalise';
import type { PlaceCounts, ReportPlace, SummaryReport } from './types';
import type { ReportView } from './view';

/** A report header cell, named by its translation key. */
export interface HeaderCell {
  labelKey: string;
  col: number;
  colSpan: number;
  rowSpan: number;
}

/** The two header rows of a report (groupedHeader over its columns' translation keys). */
export function headerRows(columns: readonly ReportColumn<never>[]): [HeaderCell[], HeaderCell[]] {
  const rows = groupedHeader(columns.map((c) => ({ header: c.labelKey, group: c.groupKey })));
  const [top = [], bottom = []] = rows.map((row) =>
    row.map(({ text, ...cell }) => ({
      ...cell,
      labelKey: text,
      rowSpan: rows.length === 1 ? 2 : cell.rowSpan,
    })),
  );
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
