import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { versionText } from './version';
import { isoTime, personJsonSelection, personSelection, withNumbers } from './volunteerColumns';
import {
  hasReportFilters,
  listBase,
  liveCountUnder,
  type ListOptions,
  type ReportFilters,
} from './volunteerFilters';

export interface VolunteerScopeRow {
  id: number;
  location_id: number;
  location_path: string;
}

/**
 * The SELECT of a list: live volunteers under `rootPath`, newest change first unless
 * `options.sortColumn` says else, as one JSON text in the sorted order.
 */
export function listJsonQuery(
  db: Kysely<Database>,
  rootPath: string,
  options: ListOptions = {},
  filters: ReportFilters = {},
) {
  const base = listBase(db, rootPath, options, filters);
  const column = options.sortColumn ?? 'v.updated_at';
  // names in code-point order, the same on every server whatever its locale
  const sortKey = column.endsWith('_at') ? sql.ref(column) : sql`${sql.ref(column)} collate "C"`;
  let query = base
    .orderBy(sortKey, options.order ?? 'desc')
    .orderBy('v.id', options.order ?? 'desc');
  if (options.perPage) {
    query = query.limit(options.perPage).offset(((options.page ?? 1) - 1) * options.perPage);
  }
  const page = query
    .select(['v.id', 'v.location_id', 'l.level_id as level', 'l.localized_name as location'])
    .select(personJsonSelection('v'))
    .select([isoTime('v.created_at').as('createdAt')])
    // to the microsecond: it is the version an edit sends back (issue 17)
    .select(versionText(sql`v.updated_at`).as('updatedAt'));
  // one JSON value, built in the sorted subquery's order: decoding 200 rows × 37 fields
  // one by one took PGlite twice as long
  return sql<{ records: string }>`
    select coalesce(json_agg(page), '[]')::text as records from (${page}) page`;
}

export function volunteersRepository(db: Kysely<Database>) {
  return {
    /**
     * Live volunteers under `rootPath` (see listJsonQuery) as the JSON text of the answer,
     * sent as it comes from the database; with the total when paged.
     */
    async list(
      rootPath: string,
      options: ListOptions = {},
      filters: ReportFilters = {},
    ): Promise<{ json: string; total?: number }> {
      const { rows } = await listJsonQuery(db, rootPath, options, filters).execute(db);
      const json = rows[0]?.records ?? '[]';
      if (!options.perPage) return { json };
      const unfiltered = !options.q?.trim() && !hasReportFilters(filters);
      const total = unfiltered
        ? await liveCountUnder(db, rootPath)
        : (
            await listBase(db, rootPath, options, filters)
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow()
          ).total;
      return { json, total: Number(total) };
    },

    /** id and place path of each live volunteer among `ids`. */
    async findForScope(ids: readonly number[]): Promise<VolunteerScopeRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('volunteer')
        .select(['id', 'location_id', 'location_path'])
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /** id and path of a volunteer, deleted or not (history stays readable). */
    async findAny(id: number): Promise<VolunteerScopeRow | undefined> {
      return db
        .selectFrom('volunteer')
        .select(['id', 'location_id', 'location_path'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Every snapshot of a volunteer, oldest first. */
    async history(id: number) {
      const rows = await db
        .selectFrom('volunteer_history as h')
        .select(['h.location_id'])
        .select(personSelection('h'))
        .select('h.created_at as createdAt')
        .where('h.volunteer_id', '=', id)
        .orderBy('h.id')
        .execute();
      return rows.map((r) => withNumbers(r));
    },
  };
}

export type VolunteersRepository = ReturnType<typeof volunteersRepository>;
