import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { asListRecord, inListOrder } from './volunteerListShape';
import { versionText } from '../../repositories/version';
import { wholeList } from './volunteerStream';
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

/** A live volunteer's place, its engine version and the spec's version (`updatedAt`). */
export interface VolunteerChangeRow extends VolunteerScopeRow {
  version: number;
  updatedAt: string;
}

/**
 * The SELECT of a list page: live volunteers under `rootPath` in the list's order, as one JSON
 * text in that order.
 */
export function listJsonQuery(
  db: Kysely<Database>,
  rootPath: string,
  options: ListOptions = {},
  filters: ReportFilters = {},
) {
  let query = inListOrder(listBase(db, rootPath, options, filters), options);
  if (options.perPage) {
    query = query.limit(options.perPage).offset(((options.page ?? 1) - 1) * options.perPage);
  }
  // one JSON value, built in the sorted subquery's order: decoding 200 rows × 37 fields
  // one by one took PGlite twice as long
  return sql<{ records: string }>`
    select coalesce(json_agg(page), '[]')::text as records from (${asListRecord(query)}) page`;
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

    /** The whole list, streamed (see wholeList). */
    wholeList: (rootPath: string, options: ListOptions, filters: ReportFilters = {}) =>
      wholeList(db, rootPath, options, filters),

    /** id and place path of each live volunteer among `ids`. */
    async findForScope(ids: readonly number[]): Promise<VolunteerChangeRow[]> {
      if (ids.length === 0) return [];
      return (await db
        .selectFrom('volunteer')
        .select(['id', 'location_id', 'location_path', 'version'])
        .select(versionText(sql`updated_at`).as('updatedAt'))
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute()) as VolunteerChangeRow[];
    },

    /** id and path of a volunteer, deleted or not (history stays readable). */
    async findAny(id: number): Promise<VolunteerScopeRow | undefined> {
      return db
        .selectFrom('volunteer')
        .select(['id', 'location_id', 'location_path'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type VolunteersRepository = ReturnType<typeof volunteersRepository>;
