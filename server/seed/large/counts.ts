import { sql, type Kysely } from 'kysely';
import { FESTIVALS } from '../../../src/domain/engine';
import { financialYear } from '../../../src/domain/modules/gathering';
import type { Database } from '../../db/schema';
import { rebuildCountRollups } from '../../rollups';

/** Figures of one unit at one festival: the inputs of its sub-type (DESIGN §7) and the extras. */
const UNIT_FIGURES = sql`
  case when u.ekak_sub_type_id in (4, 8, 9) then n.a else 0 end as praudh,
  case when u.ekak_sub_type_id in (3, 7, 9) then n.b else 0 end as tarun_vyavasayi,
  case when u.ekak_sub_type_id in (1, 2, 5, 6) then n.c else 0 end as maha_vidyarthi,
  case when u.ekak_sub_type_id in (1, 2, 5, 6) then n.d else 0 end as baal,
  n.e % 7 as shishu, n.e as mahila, n.e % 4 as nimantrit`;

/**
 * A year of festival records (most units hold each festival) and of the campaign count forms
 * (every village, उपखंड and भाग) on the state-scale data, then their roll-ups rebuilt.
 * Does nothing when the year is there already.
 */
export function seedLargeCounts(db: Kysely<Database>, today = new Date()): Promise<number> {
  // made-up data keeps no change trail (issue 48 §3): one connection with the trail off
  return db.connection().execute(async (conn) => {
    await sql`set ssm.trail = 'off'`.execute(conn);
    const made = await fillLargeCounts(conn, today);
    await sql`reset ssm.trail`.execute(conn);
    return made;
  });
}

async function fillLargeCounts(db: Kysely<Database>, today: Date): Promise<number> {
  const year = financialYear(today);
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from count_record where entity = 'utsav' and year = ${year}`.execute(
    db,
  );
  if (rows[0].n > 10_000) return 0;
  await sql`delete from count_record where year = ${year}`.execute(db);
  const festivals = sql.join(FESTIVALS.map((f, i) => sql`(${f.code}::text, ${i}::int)`));
  await sql`
    insert into count_record (entity, year, part, subject_id, location_id, location_path, data, sums, version, saved_at)
    select 'utsav', ${year}, f.code, u.sankalp_id, l.location_id, l.path,
      to_jsonb(v) - 'total', jsonb_build_object('_records', 1) || to_jsonb(v), 1, now()
    from sankalp u
    join location l on l.location_id = u.location_id
    cross join (values ${festivals}) as f(code, i)
    cross join lateral (select (u.sankalp_id * 7 + f.i * 3) % 41 as a, (u.sankalp_id + f.i) % 23 as b,
      (u.sankalp_id * 3 + f.i) % 37 as c, (u.sankalp_id + f.i * 5) % 29 as d, (u.sankalp_id + f.i) % 11 as e) n
    cross join lateral (select *, praudh + tarun_vyavasayi + maha_vidyarthi + baal + mahila + nimantrit as total
      from (select ${UNIT_FIGURES}) figures) v
    where u.deleted_at is null and (u.sankalp_id + f.i) % 6 <> 0`.execute(db);
  const placeForm = (entity: string, levels: number[], figures: ReturnType<typeof sql>) =>
    sql`
    insert into count_record (entity, year, part, subject_id, location_id, location_path, data, sums, version, saved_at)
    select ${entity}, ${year}, '', l.location_id, l.location_id, l.path,
      to_jsonb(v), jsonb_build_object('_records', 1) || to_jsonb(v), 1, now()
    from location l cross join lateral (select ${figures}) v
    where l.level_id in (${sql.join(levels)}) and l.location_id % 5 <> 0`.execute(db);
  await placeForm(
    'bhaugolik',
    [10, 11],
    sql`1 as reached, l.location_id % 40 as households, l.location_id % 90 as persons`,
  );
  await placeForm(
    'abhiyan-vrutta',
    [8],
    sql`l.location_id % 400 as households, l.location_id % 900 as persons, l.location_id % 300 as literature`,
  );
  await db.transaction().execute((trx) => rebuildCountRollups(trx));
  await sql`analyze count_record`.execute(db);
  await sql`analyze count_rollup`.execute(db);
  const { rows: added } = await sql<{ n: number }>`
    select count(*)::int as n from count_record where year = ${year}`.execute(db);
  return added[0].n;
}
