import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { MonthRef } from '../../server/modules/gathering/sanghikRepository';

/**
 * The report's figures for a place and its children computed the straightforward way, from the
 * raw rows of the subtree (units, status history, attendance) at request time: what the
 * roll-ups are measured against.
 */
export function rawReportQuery(locationId: number, m: MonthRef) {
  return sql<Record<string, number>>`
    with place as (select path from location where location_id = ${locationId}),
    kids as (
      select location_id, path from location
      where location_id = ${locationId} or parent_id = ${locationId}),
    units as (
      select u.sankalp_id, u.ekak_sub_type_id, l.path,
        exists (
          select 1 from sankalp_status s
          where s.sankalp_id = u.sankalp_id and s.status = 'active'
            and s.effective_date <= ${m.last}::date
            and not exists (
              select 1 from sankalp_status n
              where n.sankalp_id = s.sankalp_id and n.effective_date <= ${m.first}::date
                and (n.effective_date, n.status_id) > (s.effective_date, s.status_id))) designated
      from sankalp u join location l on l.location_id = u.location_id, place p
      where l.path like p.path || '%' and u.deleted_at is null)
    select k.location_id, u.ekak_sub_type_id,
      count(*) filter (where u.designated)::int designated,
      count(a.sankalp_id) filter (where a.total > 0 or a.shishu > 0)::int present,
      coalesce(sum(a.praudh), 0)::int praudh, coalesce(sum(a.tarun_vyavasayi), 0)::int tarun,
      coalesce(sum(a.maha_vidyarthi), 0)::int maha, coalesce(sum(a.baal), 0)::int baal,
      coalesce(sum(a.total), 0)::int total, coalesce(sum(a.shishu), 0)::int shishu
    from kids k join units u on u.path like k.path || '%'
    left join sanghik_upstiti a
      on a.sankalp_id = u.sankalp_id and a.year = ${m.year} and a.month = ${m.month}
    group by k.location_id, u.ekak_sub_type_id`;
}

/** Planning and execution time of a query, as EXPLAIN ANALYZE reports them (ms). */
export async function explainTimes(db: Kysely<Database>, query: RawBuilder<unknown>) {
  const compiled = query.compile(db);
  // the statement's name comment is not at the start here, so it is planned as a fresh query
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const value = Object.values(rows[0]!)[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, number>[];
  return { planning: plan[0]!['Planning Time']!, execution: plan[0]!['Execution Time']! };
}
