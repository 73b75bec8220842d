import type { GetListParams } from 'react-admin';

const compare = (x: unknown, y: unknown) =>
  typeof x === 'number' && typeof y === 'number'
    ? x - y
    : String(x ?? '').localeCompare(String(y ?? ''));

/**
 * Sorts and pages rows that an endpoint answers whole. `serverOrderField`: sorting by it keeps
 * the order the server chose (the units' `id`, react-admin's default sort, says nothing).
 */
export function sortAndPage<R extends object>(
  rows: readonly R[],
  params: GetListParams,
  serverOrderField?: string,
): R[] {
  const { sort, pagination } = params;
  const field = sort?.field ?? 'id';
  const sign = sort?.order === 'DESC' ? -1 : 1;
  const value = (row: R) => (row as Record<string, unknown>)[field];
  const sorted =
    field === serverOrderField
      ? [...rows]
      : [...rows].sort((a, b) => sign * compare(value(a), value(b)));
  if (!pagination) return sorted;
  const start = (pagination.page - 1) * pagination.perPage;
  return sorted.slice(start, start + pagination.perPage);
}
