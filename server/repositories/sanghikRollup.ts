import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  ROLLUP_COLUMNS,
  isZeroRollup,
  type Rollup,
  type RollupColumn,
} from '../../src/domain/gathering';
import type { Database } from '../db/schema';

/** Adds each place's change to its roll-up row of the month (inside the caller's transaction). */
export async function applyRollupDeltas(
  trx: Kysely<Database>,
  year: string,
  month: number,
  deltas: ReadonlyMap<number, Rollup>,
): Promise<void> {
  const rows = [...deltas]
    .filter(([, delta]) => !isZeroRollup(delta))
    .map(([location_id, delta]) => ({ location_id, year, month, ...delta }));
  if (rows.length === 0) return;
  const sum = (c: string) =>
    sql<number>`${sql.ref(`sanghik_rollup.${c}`)} + ${sql.ref(`excluded.${c}`)}`;
  await trx
    .insertInto('sanghik_rollup')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['location_id', 'year', 'month'])
        .doUpdateSet(
          Object.fromEntries(ROLLUP_COLUMNS.map((c) => [c, sum(c)])) as Record<
            RollupColumn,
            RawBuilder<number>
          >,
        ),
    )
    .execute();
}

const presentSql = sql.raw('(a.total > 0 or a.shishu > 0)');

/** Recomputes every roll-up row from the attendance rows (seeding, repairs). */
export async function rebuildRollups(trx: Kysely<Database>): Promise<void> {
  const perSubType = Array.from(
    { length: 9 },
    (_, i) =>
      sql`count(*) filter (where ${presentSql} and u.ekak_sub_type_id = ${sql.lit(i + 1)})::int`,
  );
  await sql`delete from sanghik_rollup`.execute(trx);
  await sql`
    insert into sanghik_rollup (${sql.join(ROLLUP_COLUMNS.map((c) => sql.ref(c)))}, location_id, year, month)
    select sum(a.praudh)::int, sum(a.tarun_vyavasayi)::int, sum(a.maha_vidyarthi)::int,
      sum(a.baal)::int, sum(a.shishu)::int, sum(a.total)::int,
      count(*) filter (where ${presentSql})::int, ${sql.join(perSubType)},
      anc.location_id, a.year, a.month
    from sanghik_upstiti a
    join sankalp u on u.sankalp_id = a.sankalp_id
    join location l on l.location_id = u.location_id
    join location anc on l.path like anc.path || '%'
    group by anc.location_id, a.year, a.month`.execute(trx);
}
