import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChangeEntry } from '../../src/domain/changes';
import type { Database } from '../db/schema';
import { escapeLike } from '../db/escapeLike';

/** What a reader of the trail asks: all inside `areaPath`, the caller's area. */
export interface ChangeQuery {
  areaPath: string;
  /** The modules the caller may read; the trail keeps others out. */
  modules: readonly string[];
  /** Changes with no place (module definitions) are the administrators'. */
  admin: boolean;
  placePath?: string;
  module?: string;
  recordId?: string;
  whoId?: number;
  /** Part of the person's name or e-mail. */
  person?: string;
  /** Days, inclusive: YYYY-MM-DD. */
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

/**
 * The change trail (migration 031 writes it: a new record's values, a change's [before, after]
 * or a removed record's values per entry): one row per field changed, newest first.
 */
export function changeLogRepository(db: Kysely<Database>) {
  return {
    async listPage(q: ChangeQuery): Promise<{ rows: ChangeEntry[]; total: number }> {
      if (q.modules.length === 0) return { rows: [], total: 0 };
      const where: RawBuilder<unknown>[] = [
        sql`c.module in (${sql.join(q.modules)})`,
        q.admin
          ? sql`(l.path like ${`${escapeLike(q.areaPath)}%`} or c.place_id is null)`
          : sql`l.path like ${`${escapeLike(q.areaPath)}%`}`,
      ];
      if (q.placePath) where.push(sql`l.path like ${`${escapeLike(q.placePath)}%`}`);
      if (q.module) where.push(sql`c.module = ${q.module}`);
      if (q.recordId) where.push(sql`c.record_id = ${q.recordId}`);
      if (q.whoId !== undefined) where.push(sql`c.who = ${q.whoId}`);
      if (q.person) {
        const like = `%${escapeLike(q.person)}%`;
        where.push(sql`(u.name ilike ${like} or u.email ilike ${like})`);
      }
      if (q.from) where.push(sql`c.at >= ${q.from}::date`);
      if (q.to) where.push(sql`c.at < ${q.to}::date + 1`);
      const { rows } = await sql<ChangeEntry & { total: number }>`
        select c.change_id || ':' || f.key as id, c.module, c.record_id as "recordId",
          c.place_id as "placeId",
          case when l.location_id is null then null
               else trim(l.localized_name || ' ' || l.name_suffix) end as "placeName",
          f.key as field,
          case c.op when 'U' then f.value->0 when 'D' then f.value end as before,
          case c.op when 'U' then f.value->1 when 'I' then f.value end as after,
          coalesce(u.name, u.email) as who, c.who as "whoId",
          to_json(c.at)#>>'{}' as at, c.via, count(*) over ()::int as total
        from change_log c
        left join location l on l.location_id = c.place_id
        left join app_user u on u.user_id = c.who
        cross join lateral jsonb_each(c.changes) f
        where ${sql.join(where, sql` and `)}
        order by c.change_id desc, f.key
        limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`.execute(db);
      return {
        total: rows[0]?.total ?? 0,
        rows: rows.map((row) => {
          const { total, ...change } = row;
          void total;
          return change;
        }),
      };
    },
  };
}
