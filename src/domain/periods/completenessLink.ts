/** Where an office above sees a form's period below it, with its pending places (digests). */
export const COMPLETENESS_PATH = '/period-approvals';

/** A digest's link: the form's completeness for the period (`part`: month, festival or ''). */
export function completenessLink(form: string, year: string, part: string): string {
  const query = new URLSearchParams({ form, year, part });
  return `${COMPLETENESS_PATH}?${query.toString()}`;
}

/** The period a completeness link names, or null when it names none (opened from the menu). */
export function linkedCompleteness(
  search: URLSearchParams,
): { form: string; year: string; part: string } | null {
  const form = search.get('form');
  const year = search.get('year');
  if (!form || !year || !/^\d{4}-\d{2}$/.test(year)) return null;
  return { form, year, part: search.get('part') ?? '' };
}
