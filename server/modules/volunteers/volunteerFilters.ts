import { sql, type Kysely } from 'kysely';
import { escapeLike } from '../../db/escapeLike';
import {
  VOLUNTEER_REPORT_FILTERS,
  VOLUNTEER_SEARCHED,
  VOLUNTEER_SORTABLE,
} from '../../../src/domain/modules/volunteers/record';
import type { VolunteerFieldKey } from '../../../src/domain/modules/volunteers/fields';
import type { Database } from '../../db/schema';

/** The list's sort keys: the two times and the declared sortable fields. */
export const SORT_COLUMNS: Readonly<Record<string, string>> = {
  updatedAt: 'v.updated_at',
  createdAt: 'v.created_at',
  ...Object.fromEntries(VOLUNTEER_SORTABLE.map((key) => [key, `v.${key}`])),
};

export interface ListOptions {
  page?: number;
  perPage?: number;
  /** A value of SORT_COLUMNS. */
  sortColumn?: string;
  order?: 'asc' | 'desc';
  /** Part of a name, the mobile number or the e-mail. */
  q?: string;
}

/** The report's filter arrays (spec §7, declared in the volunteer fields), each any of its values. */
export const REPORT_FILTER_KEYS = VOLUNTEER_REPORT_FILTERS;

export type ReportFilters = Partial<Record<VolunteerFieldKey, string[]>>;

/** Live volunteers under `rootPath` (path prefix: index-backed), searched and filtered. */
export function listBase(
  db: Kysely<Database>,
  rootPath: string,
  options: ListOptions,
  filters: ReportFilters,
) {
  let query = db
    .selectFrom('volunteer as v')
    .innerJoin('location as l', 'l.location_id', 'v.location_id')
    .where('v.deleted_at', 'is', null)
    .where('v.location_path', 'like', `${escapeLike(rootPath)}%`);
  const q = options.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    query = query.where((eb) =>
      eb.or([
        ...VOLUNTEER_SEARCHED.map((key) => eb(`v.${key}`, 'ilike', pattern)),
        eb(sql<string>`v."firstName" || ' ' || v."surname"`, 'ilike', pattern),
      ]),
    );
  }
  for (const key of REPORT_FILTER_KEYS) {
    const values = filters[key];
    if (values && values.length > 0) query = query.where(`v.${key}`, 'in', values);
  }
  return query;
}

export const hasReportFilters = (filters: ReportFilters) =>
  REPORT_FILTER_KEYS.some((key) => (filters[key]?.length ?? 0) > 0);

/** Live volunteers under `rootPath`: the per-place counts (migration 006) of its places. */
export async function liveCountUnder(db: Kysely<Database>, rootPath: string): Promise<number> {
  const { rows } = await sql<{ total: string | number | null }>`
    select sum(c.live) as total from volunteer_place_count c
    join location l on l.location_id = c.location_id
    where l.path like ${`${escapeLike(rootPath)}%`}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
