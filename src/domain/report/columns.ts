import { derivedTotals, totalsRow, type Cell, type SheetColumn } from '../export';
import { totalDesignatedUnits, totalPresentUnits } from './unitTotals';
import { ACTIVITY_KEYS } from './normaliseMetrics';
import type { ReportMandal, ReportPlace } from './types';
import type { ReportView } from './view';

const K = 'app.ahawal';

/** A report column: translation keys of its header (and of the header spanning its group). */
export interface ReportColumn<R = ReportPlace> {
  labelKey: string;
  /** Neighbouring columns with the same group share one header cell above theirs. */
  groupKey?: string;
  value(row: R): Cell;
  /** The roll-up figure it shows, when a target may be set on it (issue 49). */
  field?: string;
  /** A total that is not the column's sum, from the totals row (`at`: its own place in it). */
  totalOf?(totals: readonly Cell[], at: number, rows: readonly R[]): Cell;
}

const countPair = (
  group: string,
  total: (p: ReportPlace) => number,
  present: (p: ReportPlace) => number,
): ReportColumn[] => [
  { groupKey: `${K}.group.${group}`, labelKey: `${K}.col.total`, value: total },
  { groupKey: `${K}.group.${group}`, labelKey: `${K}.col.withRecord`, value: present },
];

/** A row's name: the mandal's name for mandals, else the place's, with its suffix. */
export function reportRowLabel(place: ReportPlace | ReportMandal): string {
  const name =
    'mandal_name' in place && place.mandal_name ? place.mandal_name : place.location_name;
  return [name, place.name_suffix].filter(Boolean).join(' ');
}

const gaonCount = (p: ReportPlace | ReportMandal) =>
  'gaon_count' in p ? p.gaon_count : p.Total_gaon;

/** The place-count columns after the name, per view. */
const COUNT_COLUMNS: Readonly<Record<ReportView, ReportColumn[]>> = {
  bhag: [
    ...countPair(
      'upkhand_nagar',
      (p) => p.Total_upkhand_nagar,
      (p) => p.present_upkhand_nagar,
    ),
    ...countPair(
      'vasti',
      (p) => p.total_vasti,
      (p) => p.present_vasti,
    ),
  ],
  gramin_jilha: [
    ...countPair(
      'upkhand_nagar',
      (p) => p.Total_upkhand_nagar,
      (p) => p.present_upkhand_nagar,
    ),
    ...countPair(
      'upkhand',
      (p) => p.Total_upkhand,
      (p) => p.present_upkhand,
    ),
  ],
  taluka: [
    ...countPair(
      'mandal',
      (p) => p.total_mandal,
      (p) => p.present_mandal,
    ),
    ...countPair(
      'gaon_vasti',
      (p) => p.Total_gaon,
      (p) => p.present_gaon,
    ),
  ],
  city_nagar: countPair(
    'gaon_vasti',
    (p) => p.Total_gaon,
    (p) => p.present_gaon,
  ),
  upkhand: countPair('gaon', gaonCount, (p) => p.present_gaon),
  upkhand_nagar: [],
};

const NAME_KEYS: Readonly<Record<ReportView, string>> = {
  bhag: `${K}.col.nagar`,
  gramin_jilha: `${K}.col.taluka`,
  taluka: `${K}.col.upkhandOrNagar`,
  city_nagar: `${K}.col.upkhandOrNagar`,
  upkhand: `${K}.col.mandal`,
  upkhand_nagar: `${K}.col.vasti`,
};

/** Designated units, present units (per type and their total) and attendance: every view. */
export function metricColumns<R extends ReportPlace>(): ReportColumn<R>[] {
  const perType = (
    group: string,
    read: (p: R) => Record<string, number>,
    total: (p: R) => number,
  ) => [
    ...ACTIVITY_KEYS.map((k) => ({
      groupKey: `${K}.group.${group}`,
      labelKey: `${K}.col.${k}`,
      value: (p: R) => read(p)[k] ?? 0,
    })),
    { groupKey: `${K}.group.${group}`, labelKey: `${K}.col.total`, value: total },
  ];
  const attendance = (
    ['praudh', 'tarun_vyavasayi', 'maha_vidyarthi', 'baal', 'total', 'shishu'] as const
  ).map((field) => ({
    groupKey: `${K}.group.attendance`,
    labelKey: `${K}.col.${field}`,
    value: (p: R) => p.present_sayamsevak_upastiti[field],
    // the gathering's own figures: a target may be set on each, last year compared
    field,
  }));
  return [
    ...perType('designated', (p) => p.ekunSankalpit, totalDesignatedUnits),
    ...perType('present', (p) => p.present_Sankalpit, totalPresentUnits),
    ...attendance,
  ];
}

/** The columns of a view's table and export: the child's name, its place counts, the metrics. */
export function reportColumns(view: ReportView): ReportColumn[] {
  return [
    { labelKey: NAME_KEYS[view], value: reportRowLabel },
    ...COUNT_COLUMNS[view],
    ...metricColumns(),
  ];
}

/** The columns with their texts: what the one table and the sheets take. */
export const sheetColumns = <R>(
  columns: readonly ReportColumn<R>[],
  translate: (key: string) => string,
): SheetColumn<R>[] =>
  columns.map((c) => ({
    header: translate(c.labelKey),
    ...(c.groupKey ? { group: translate(c.groupKey) } : {}),
    value: c.value,
    ...(c.totalOf ? { totalOf: c.totalOf } : {}),
  }));

/** A row's cells, in column order. */
export const rowCells = <R>(columns: readonly ReportColumn<R>[], row: R): Cell[] =>
  columns.map((c) => c.value(row));

/** The totals row of a report, whose columns are all counts (0 under each when no place). */
export const reportTotalsRow = <R>(
  columns: readonly ReportColumn<R>[],
  rows: readonly R[],
  label: string,
): Cell[] =>
  derivedTotals(
    columns,
    totalsRow(
      rows.map((r) => rowCells(columns, r)),
      columns.length,
      label,
      0,
    ),
    rows,
  );
