import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { PeriodKey } from '../../../server/engine/repositories/periodStatus';

type Row = { location_id: number; submitted: number; on_time: number; approved: number };

/**
 * The kept progress of a period (period_progress) beside the same figures counted from the raw
 * rows (issue 25): per place, expected places of `level` below it submitted, on time, and under
 * an approved place at or below it (an approval above a place covers it all: the service reads
 * that at answer time). Places with nothing are left out of both.
 */
export async function progressOracle(db: Kysely<Database>, k: PeriodKey, level: number) {
  const key = sql`s.module = ${k.module} and s.year = ${k.year} and s.part = ${k.part}`;
  const counted = await sql<Row>`
    with sub as (
      select l.path, s.on_time from period_status s join location l using (location_id)
      where ${key} and s.submitted_on is not null),
    appr as (
      select l.path from period_status s join location l using (location_id)
      where ${key} and s.approved_at is not null),
    expected as (select path from location where level_id = ${level} and closed_on is null),
    figures as (
      select p.location_id,
        (select count(*) from sub where sub.path like p.path || '%')::int as submitted,
        (select count(*) from sub where sub.on_time and sub.path like p.path || '%')::int
          as on_time,
        (select count(*) from expected e where e.path like p.path || '%' and exists (
          select 1 from appr a where e.path like a.path || '%' and a.path like p.path || '%'))::int
          as approved
      from location p)
    select * from figures where submitted <> 0 or on_time <> 0 or approved <> 0
    order by location_id`.execute(db);
  const kept = await sql<Row>`
    select location_id, submitted, on_time, approved from period_progress s
    where ${key} and (submitted <> 0 or on_time <> 0 or approved <> 0)
    order by location_id`.execute(db);
  return { kept: kept.rows, counted: counted.rows };
}
