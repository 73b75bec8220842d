import { buildSheetRows, type Cell, type SheetColumn } from '../export/sheet';
import { chosenColumns, toggleGroup } from '../report/builder';
import {
  NO_WORD,
  VOLUNTEER_COLUMNS,
  YES_WORD,
  volunteerFieldsWhere,
  type VolunteerFieldKey,
} from './columns';

/** The volunteer report download (spec §9): file 'Swayam suchi Report', sheet 'Data'. */
export const VOLUNTEER_REPORT_FILE = 'Swayam suchi Report.xlsx';
export const VOLUNTEER_REPORT_SHEET = 'Data';

/** Always in the report, checked and locked (spec §2). */
export const VOLUNTEER_REPORT_LOCKED = volunteerFieldsWhere((f) => f.reportLocked === true);
/** The गणवेश group toggle: the six uniform items. */
export const VOLUNTEER_UNIFORM_FIELDS = volunteerFieldsWhere((f) => f.section === 'uniform');
/** The इतर group toggle: the two vehicle items (the yes/no fields of the 'other' section). */
export const VOLUNTEER_VEHICLE_FIELDS = volunteerFieldsWhere(
  (f) => f.section === 'other' && f.type === 'flag',
);

const FLAG_KEYS = new Set(VOLUNTEER_COLUMNS.filter((c) => c.flag).map((c) => c.key));

/** A volunteer as the report call answers it: the payload fields by key. */
export type VolunteerReportRecord = Partial<Record<VolunteerFieldKey, unknown>>;

/** `chosen` with the locked fields first and each field once, in the order chosen. */
export const volunteerReportColumns = (chosen: readonly VolunteerFieldKey[]) =>
  chosenColumns(VOLUNTEER_REPORT_LOCKED, chosen);

/** `chosen` with every `group` field added (when `on`) or removed (locked fields stay). */
export const toggleReportGroup = (
  chosen: readonly VolunteerFieldKey[],
  group: readonly VolunteerFieldKey[],
  on: boolean,
) => toggleGroup(VOLUNTEER_REPORT_LOCKED, chosen, group, on);

/** A cell of the report: flags as होय/नाही, numbers kept, anything else as text. */
export function volunteerReportCell(key: VolunteerFieldKey, value: unknown): Cell {
  if (FLAG_KEYS.has(key)) return value === true || value === YES_WORD ? YES_WORD : NO_WORD;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return String(value);
}

/**
 * The report sheet: the header row (`headerOf` gives each field's label) then one row per
 * volunteer, columns in `chosen` order after the locked ones, text cells neutralised.
 */
export function volunteerReportSheet(
  chosen: readonly VolunteerFieldKey[],
  records: readonly VolunteerReportRecord[],
  headerOf: (key: VolunteerFieldKey) => string,
): Cell[][] {
  const columns: SheetColumn<VolunteerReportRecord>[] = volunteerReportColumns(chosen).map(
    (key) => ({
      header: headerOf(key),
      value: (record) => volunteerReportCell(key, record[key]),
    }),
  );
  return buildSheetRows(columns, records);
}
