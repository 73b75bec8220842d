import { sql, type Kysely } from 'kysely';
import { LEVEL } from '../../src/domain/levels';
import { PLACE_KINDS } from '../../src/domain/report';
import { ATTENDANCE_FIELDS, ROLLUP_COLUMNS } from '../../src/domain/modules/gathering';
import type { Database } from '../db/schema';
import {
  DESIGNATED_COLUMNS,
  OPEN_END,
  REC_COLUMNS,
  SUB_TYPE_IDS,
  ancestorsOf,
  kindCounts,
  monthKeySql,
  presentSql,
} from './kindsSql';
import { closedPathsForRebuild, underNoneOf } from './openPlaces';

const cols = (names: readonly string[]) => sql.join(names.map((c) => sql.ref(c)));
const present = presentSql('a');

/** Attendance sums and present units per place and month, from sanghik_upstiti. */
const ATTENDANCE_SUMS: ReadonlySet<string> = new Set([...ATTENDANCE_FIELDS, 'total']);

async function rebuildAttendance(trx: Kysely<Database>) {
  const perSubType = SUB_TYPE_IDS.map(
    (s) =>
      sql`count(*) filter (where ${present} and u.ekak_sub_type_id = ${s})::int as ${sql.ref(`present_${s}`)}`,
  );
  // attendance sums are bigint columns (migration 013): a state's month may pass 2³¹
  const sums = ROLLUP_COLUMNS.map((c) =>
    ATTENDANCE_SUMS.has(c) ? sql`sum(p.${sql.ref(c)})::int8` : sql`sum(p.${sql.ref(c)})::int`,
  );
  await sql`delete from sanghik_rollup`.execute(trx);
  await sql`
    insert into sanghik_rollup (${cols(ROLLUP_COLUMNS)}, location_id, year, month)
    select ${sql.join(sums)}, anc.id, p.year, p.month
    from (
      select u.location_id, a.year, a.month, sum(a.praudh)::int8 praudh,
        sum(a.tarun_vyavasayi)::int8 tarun_vyavasayi, sum(a.maha_vidyarthi)::int8 maha_vidyarthi,
        sum(a.baal)::int8 baal, sum(a.shishu)::int8 shishu, sum(a.total)::int8 total,
        count(*) filter (where ${present})::int present_units, ${sql.join(perSubType)}
      from sanghik_upstiti a join sankalp u on u.sankalp_id = a.sankalp_id
      group by u.location_id, a.year, a.month) p
    join location l on l.location_id = p.location_id
    cross join lateral ${ancestorsOf()} as anc(id)
    group by anc.id, p.year, p.month`.execute(trx);
  const sets = REC_COLUMNS.map((c, i) => sql`${sql.ref(c)} = x.${sql.ref(PLACE_KINDS[i])}`);
  await sql`
    update sanghik_rollup r set ${sql.join(sets)}
    from (
      select anc.id location_id, q.year, q.month, ${kindCounts()}
      from sanghik_rollup q join location l on l.location_id = q.location_id
      cross join lateral ${ancestorsOf()} as anc(id)
      where q.present_units > 0
      group by anc.id, q.year, q.month) x(location_id, year, month, ${cols(PLACE_KINDS)})
    where r.location_id = x.location_id and r.year = x.year and r.month = x.month`.execute(trx);
}

/** Open places of each kind per subtree (a closed place and all below it count no more). */
async function rebuildTotals(trx: Kysely<Database>) {
  await sql`delete from place_totals`.execute(trx);
  await sql`
    insert into place_totals (location_id, ${cols(PLACE_KINDS)})
    select anc.id, ${kindCounts()}
    from location l cross join lateral ${ancestorsOf()} as anc(id)
    where ${underNoneOf(await closedPathsForRebuild(trx))}
    group by anc.id`.execute(trx);
}

/**
 * Designation steps: each live unit's designated months (the rule of /sanghik/list, merged
 * into runs), +1 at a run's first month and −1 after its last, summed per place and sub-type;
 * then the steps of "a leaf place has designated units".
 */
async function rebuildDesignation(trx: Kysely<Database>) {
  const next = sql.raw('s.nxt');
  const perSubType = SUB_TYPE_IDS.map(
    (s) => sql`coalesce(sum(d) filter (where st = ${s}), 0)::int`,
  );
  await sql`delete from designation_rollup`.execute(trx);
  await sql`
    insert into designation_rollup (location_id, month_key, ${cols(DESIGNATED_COLUMNS)})
    with s as (
      select h.sankalp_id, h.status, h.effective_date eff,
        lead(h.effective_date) over (partition by h.sankalp_id
          order by h.effective_date, h.status_id) nxt
      from sankalp_status h join sankalp u on u.sankalp_id = h.sankalp_id
      where u.deleted_at is null),
    iv as (
      select s.sankalp_id, ${monthKeySql(sql`s.eff`)} a,
        case when ${next} is null then ${OPEN_END}
          else ${monthKeySql(next)} - (extract(day from ${next}) = 1)::int end b
      from s where s.status = 'active'),
    marked as (
      select sankalp_id, a, b, case when a <= max(b) over w + 1 then 0 else 1 end fresh
      from iv where b >= a
      window w as (partition by sankalp_id order by a, b
        rows between unbounded preceding and 1 preceding)),
    islands as (
      select *, sum(fresh) over (partition by sankalp_id order by a, b) island from marked),
    runs as (select sankalp_id, min(a) a, max(b) b from islands group by sankalp_id, island),
    steps as (
      select sankalp_id, a k, 1 d from runs
      union all select sankalp_id, b + 1, -1 from runs where b < ${OPEN_END}),
    unit_steps as (
      select u.location_id, u.ekak_sub_type_id st, s.k, sum(s.d)::int d
      from steps s join sankalp u on u.sankalp_id = s.sankalp_id
      group by u.location_id, u.ekak_sub_type_id, s.k having sum(s.d) <> 0)
    select anc.id, p.k, ${sql.join(perSubType)}
    from unit_steps p join location l on l.location_id = p.location_id
    cross join lateral ${ancestorsOf()} as anc(id)
    group by anc.id, p.k`.execute(trx);
  await rebuildLeaves(trx);
  const zero = DESIGNATED_COLUMNS.map((c) => sql`${sql.ref(c)} = 0`);
  await sql`delete from designation_rollup
    where ${sql.join(zero, sql` and `)} and leaves_with_units = 0`.execute(trx);
}

async function rebuildLeaves(trx: Kysely<Database>) {
  const sum = sql.join(
    DESIGNATED_COLUMNS.map((c) => sql`r.${sql.ref(c)}`),
    sql` + `,
  );
  await sql`
    insert into designation_rollup (location_id, month_key, leaves_with_units)
    with leaf as (
      select r.location_id, r.month_key,
        (sum(${sum}) over (partition by r.location_id order by r.month_key) > 0)::int pos
      from designation_rollup r join location l on l.location_id = r.location_id
      where l.level_id in (${LEVEL.GAON}, ${LEVEL.VASTI})),
    ev as (
      select location_id, month_key,
        pos - coalesce(lag(pos) over (partition by location_id order by month_key), 0) e
      from leaf)
    select anc.id, ev.month_key, sum(ev.e)::int
    from ev join location l on l.location_id = ev.location_id
    cross join lateral ${ancestorsOf()} as anc(id)
    where ev.e <> 0
    group by anc.id, ev.month_key
    having sum(ev.e) <> 0
    on conflict (location_id, month_key) do update
      set leaves_with_units = designation_rollup.leaves_with_units + excluded.leaves_with_units
  `.execute(trx);
}

/** Recomputes every report roll-up from the raw rows (inside the caller's transaction). */
export async function rebuildReportRollups(trx: Kysely<Database>): Promise<void> {
  await rebuildTotals(trx);
  await rebuildAttendance(trx);
  await rebuildDesignation(trx);
}
