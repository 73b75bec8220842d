import type { NamedItem } from '../../domain/volunteer';
import type {
  VolunteerReferenceLists,
  VolunteerReportFilters,
} from '../../dataProvider/volunteers';

/** The nine filters of the report call (spec §2), in screen order. */
export const REPORT_FILTER_FIELDS = [
  'bloodGroup',
  'trainingInOrganization',
  'occupation',
  'occupationDetails1',
  'occupationDetails2',
  'category',
  'account',
  'responsibilityLevel',
  'responsibility',
] as const;

export type ReportFilterField = (typeof REPORT_FILTER_FIELDS)[number];
export type ReportFilterValues = Record<ReportFilterField, string[]>;

export const NO_FILTERS: ReportFilterValues = Object.fromEntries(
  REPORT_FILTER_FIELDS.map((field) => [field, []]),
) as unknown as ReportFilterValues;

const names = (items: readonly NamedItem[] | undefined): string[] => [
  ...new Set((items ?? []).map((item) => item.localized_name)),
];

/** The items of `items` whose names are chosen. */
const chosenIn = <T extends NamedItem>(items: readonly T[] | undefined, chosen: string[]) =>
  (items ?? []).filter((item) => chosen.includes(item.localized_name));

/**
 * Each filter's options: the top lists in full, a dependent list from the chosen parents only
 * (details 1 of the chosen occupations, details 2 of the chosen details 1, and so on).
 */
export function reportFilterOptions(
  reference: VolunteerReferenceLists | undefined,
  values: ReportFilterValues,
): Record<ReportFilterField, string[]> {
  const occupations = chosenIn(reference?.occupations, values.occupation);
  const areas = chosenIn(
    occupations.flatMap((o) => o.VyavasayKshetras),
    values.occupationDetails1,
  );
  return {
    bloodGroup: names(reference?.bloodGroups),
    trainingInOrganization: names(reference?.trainings),
    occupation: names(reference?.occupations),
    occupationDetails1: names(occupations.flatMap((o) => o.VyavasayKshetras)),
    occupationDetails2: names(areas.flatMap((a) => a.vyavasay_tapshils)),
    category: names(reference?.categories),
    account: names(chosenIn(reference?.categories, values.category).flatMap((c) => c.khateData)),
    responsibilityLevel: names(reference?.responsibilityLevels),
    responsibility: names(
      chosenIn(reference?.responsibilityLevels, values.responsibilityLevel).flatMap(
        (l) => l.dayitvaData,
      ),
    ),
  };
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
    const offered = reportFilterOptions(reference, next)[key];
    const kept = next[key].filter((name) => offered.includes(name));
    if (kept.length !== next[key].length) next = { ...next, [key]: kept };
  }
  return next;
}

/** The report call's filters: only those with a choice. */
export function filtersForCall(values: ReportFilterValues): VolunteerReportFilters {
  return Object.fromEntries(
    REPORT_FILTER_FIELDS.filter((field) => values[field].length > 0).map((field) => [
      field,
      values[field],
    ]),
  );
}
