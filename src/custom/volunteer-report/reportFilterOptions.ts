import {
  itemsForChosen,
  VOLUNTEER_REPORT_FILTERS,
  type NamedItem,
  type VolunteerFieldKey,
} from '../../domain/volunteer';
import type {
  VolunteerReferenceLists,
  VolunteerReportFilters,
} from '../../dataProvider/volunteers';

/** The filters of the report call (spec §2), in screen order: declared in the volunteer fields. */
export const REPORT_FILTER_FIELDS = VOLUNTEER_REPORT_FILTERS;

export type ReportFilterField = VolunteerFieldKey;
export type ReportFilterValues = Partial<Record<ReportFilterField, string[]>>;

export const NO_FILTERS: ReportFilterValues = Object.fromEntries(
  REPORT_FILTER_FIELDS.map((field) => [field, []]),
);

const names = (items: readonly NamedItem[]): string[] => [
  ...new Set(items.map((item) => item.localized_name)),
];

/**
 * Each filter's options: the top lists in full, a dependent list from the chosen parents only
 * (details 1 of the chosen occupations, details 2 of the chosen details 1, and so on).
 */
export function reportFilterOptions(
  reference: VolunteerReferenceLists | undefined,
  values: ReportFilterValues,
): Partial<Record<ReportFilterField, string[]>> {
  return Object.fromEntries(
    REPORT_FILTER_FIELDS.map((field) => [field, names(itemsForChosen(reference, field, values))]),
  );
}

/** `values` with `field` set and every dependent choice no longer offered dropped. */
export function withFilter(
  reference: VolunteerReferenceLists | undefined,
  values: ReportFilterValues,
  field: ReportFilterField,
  chosen: string[],
): ReportFilterValues {
  let next = { ...values, [field]: chosen };
  // parents come before their dependents in REPORT_FILTER_FIELDS, so one pass settles it
  for (const key of REPORT_FILTER_FIELDS) {
    const offered = reportFilterOptions(reference, next)[key] ?? [];
    const current = next[key] ?? [];
    const kept = current.filter((name) => offered.includes(name));
    if (kept.length !== current.length) next = { ...next, [key]: kept };
  }
  return next;
}

/** The report call's filters: only those with a choice. */
export function filtersForCall(values: ReportFilterValues): VolunteerReportFilters {
  return Object.fromEntries(
    REPORT_FILTER_FIELDS.filter((field) => (values[field]?.length ?? 0) > 0).map((field) => [
      field,
      values[field],
    ]),
  );
}
