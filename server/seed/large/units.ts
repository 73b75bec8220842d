import { sql, type Kysely } from 'kysely';
import { financialYear, isoDate, monthRange } from '../../../src/domain/modules/gathering';
import { LEVEL } from '../../../src/domain/levels';
import type { Database } from '../../db/schema';

/**
 * 1 to 3 units per village and vasti (about 60 000), all nine sub-types, started over the last
 * two years; one in 13 closed and one in 29 paused some months later.
 */
export async function seedLargeUnits(db: Kysely<Database>, firstId: number, today: Date) {
  const todayText = isoDate(today);
  await sql`
    insert into sankalp (localized_name, ekak_type_id, ekak_sub_type_id, location_id, start_date,
      status_date, meeting_day, meeting_time)
    select l.localized_name || ' ' || g, case when s <= 4 then 1 when s <= 8 then 2 else 3 end, s,
      l.location_id, d, d, 'रविवार', '07:00'
    from location l
    cross join lateral generate_series(1, 1 + (l.location_id % 5 = 0)::int
      + (l.location_id % 7 = 0)::int) g
    cross join lateral (select 1 + (l.location_id * 7 + g * 5) % 9 s,
      ${todayText}::date - ((l.location_id * 37 + g * 101) % 700) d) x
    where l.level_id in (${LEVEL.GAON}, ${LEVEL.VASTI}) and l.location_id >= ${firstId}`.execute(
    db,
  );
  await sql`
    insert into sankalp_status (sankalp_id, status, effective_date)
    select sankalp_id, 'active', start_date from sankalp where location_id >= ${firstId}`.execute(
    db,
  );
  await sql`
    insert into sankalp_status (sankalp_id, status, effective_date, reason)
    select sankalp_id, case when sankalp_id % 13 = 0 then 'closed' else 'paused' end,
      least(${todayText}::date, start_date + 30 + (sankalp_id * 11) % 300), 'कार्यकर्ते उपलब्ध नाहीत'
    from sankalp where location_id >= ${firstId} and (sankalp_id % 13 = 0 or sankalp_id % 29 = 0)
    `.execute(db);
  await sql`
    update sankalp u set status = s.status, status_date = s.effective_date
    from sankalp_status s where s.sankalp_id = u.sankalp_id and s.status <> 'active'
      and u.location_id >= ${firstId}`.execute(db);
}

/** The 12 months before `today`'s: a gathering record per उपखंड / उपखंड नगर and month. */
export async function seedLargeAttendance(db: Kysely<Database>, firstId: number, today: Date) {
  for (let back = 1; back <= 12; back++) {
    const date = new Date(today.getFullYear(), today.getMonth() - back, 1);
    const year = financialYear(date);
    const month = date.getMonth() + 1;
    const { first, last } = monthRange(Number(year.slice(0, 4)), month);
    await sql`
      insert into sanghik (location_id, year, month)
      select location_id, ${year}, ${month} from location
      where level_id = ${LEVEL.UPKHAND} and location_id >= ${firstId}`.execute(db);
    const v = (k: number) => sql`(1 + (u.sankalp_id * ${k} + ${back * 7}) % 15)`;
    const when = (subTypes: number[], value: ReturnType<typeof v>) =>
      sql`case when u.ekak_sub_type_id in (${sql.join(subTypes)}) then ${value} else 0 end`;
    await sql`
      insert into sanghik_upstiti (sankalp_id, year, month, sanghik_id, praudh, tarun_vyavasayi,
        maha_vidyarthi, baal, shishu, total)
      select x.sankalp_id, ${year}, ${month}, h.sanghik_id, x.p, x.t, x.m, x.b, x.s,
        x.p + x.t + x.m + x.b
      from (
        select u.sankalp_id, nullif(split_part(l.path, '/', 6), '')::int owner,
          ${when([4, 8, 9], v(3))} p, ${when([3, 7, 9], v(5))} t,
          ${when([1, 2, 5, 6], v(7))} m, ${when([1, 2, 5, 6], v(11))} b, ${when([1, 2], v(13))} s
        from sankalp u join location l on l.location_id = u.location_id
        where u.location_id >= ${firstId} and u.start_date <= ${last}::date
          and (u.status = 'active' or u.status_date > ${first}::date)
          and (u.sankalp_id * 7 + ${back * 13}) % 20 < 17) x
      join sanghik h on h.location_id = x.owner and h.year = ${year} and h.month = ${month}`.execute(
      db,
    );
  }
}
