import {
  VOLUNTEER_FIELD,
  volunteerFieldsWhere,
  type NormalisedVolunteer,
  type VolunteerFieldDeclaration,
  type VolunteerFieldKey,
} from './columns';

/** A stored volunteer as the API answers it (docs/api.md "The volunteer record"). */
export type VolunteerRecord = NormalisedVolunteer & {
  id: number;
  level: number;
  location: string;
  location_id: number;
  /** ISO 8601 in UTC, as Date.prototype.toISOString writes it */
  createdAt: string;
  updatedAt: string;
};

/** One snapshot of GET /swayamsevak/history/{id}, oldest first. */
export type VolunteerSnapshot = Omit<VolunteerRecord, 'id' | 'level' | 'location' | 'updatedAt'>;

/** The list's columns (after the serial number), its sortable ones and its searched ones. */
export const VOLUNTEER_LIST_COLUMNS = volunteerFieldsWhere((f) => f.inList === true);
export const VOLUNTEER_SORTABLE = volunteerFieldsWhere((f) => f.sortable === true);
export const VOLUNTEER_SEARCHED = volunteerFieldsWhere((f) => f.search === true);
/** The list's standard filters (Frappe in_standard_filter). */
export const VOLUNTEER_LIST_FILTERS = volunteerFieldsWhere((f) => f.filter === true);

/** The report builder's filters, in its screen order (spec §2). */
export const VOLUNTEER_REPORT_FILTERS: VolunteerFieldKey[] = volunteerFieldsWhere(
  (f) => f.reportFilter !== undefined,
).sort((a, b) => reportPosition(a) - reportPosition(b));

function reportPosition(key: VolunteerFieldKey): number {
  return (VOLUNTEER_FIELD[key] as VolunteerFieldDeclaration).reportFilter ?? 0;
}
