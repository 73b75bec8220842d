import { sql } from 'kysely';
import { versionText } from '../../repositories/version';
import { isoTime, personJsonSelection } from './volunteerColumns';
import type { listBase, ListOptions } from './volunteerFilters';

type ListQuery = ReturnType<typeof listBase>;

/** The list's order: newest change first unless `options.sortColumn` says else, then id. */
export function inListOrder(query: ListQuery, options: ListOptions) {
  const column = options.sortColumn ?? 'v.updated_at';
  // names in code-point order, the same on every server whatever its locale
  const sortKey = column.endsWith('_at') ? sql.ref(column) : sql`${sql.ref(column)} collate "C"`;
  return query.orderBy(sortKey, options.order ?? 'desc').orderBy('v.id', options.order ?? 'desc');
}

/** A volunteer as the list answers it (listReply), the SELECT's columns. */
export const asListRecord = (query: ListQuery) =>
  query
    .select(['v.id', 'v.location_id', 'l.level_id as level', 'l.localized_name as location'])
    .select(personJsonSelection('v'))
    .select([isoTime('v.created_at').as('createdAt')])
    // to the microsecond: it is the version an edit sends back (issue 17)
    .select(versionText(sql`v.updated_at`).as('updatedAt'));
