import { sql, type Kysely } from 'kysely';
import { ROLLUP_COLUMNS, type Rollup } from '../../src/domain/modules/gathering';
import {
  PLACE_KINDS,
  monthKeyOf,
  type MonthInterval,
  type PlaceKind,
} from '../../src/domain/report';
import type { Database } from '../db/schema';
import { idsOfPath } from './designation';
import { DESIGNATED_COLUMNS, REC_COLUMNS } from './kindsSql';
import { applyMonthRollup } from './month';
import { assertNoApprovedCountPeriod, assertNoApprovedMonth } from './approvedMonths';
import { placeMonths as monthsOf } from './figureChanges';

/**
 * Every roll-up table: per place (and its other key columns) figures summed over the place's
 * subtree, so a place's own row is exactly what its subtree adds to each ancestor.
 */
const ROLLUP_TABLES: readonly {
  table: string;
  keys: readonly string[];
  values: readonly string[];
}[] = [
  { table: 'place_totals', keys: [], values: PLACE_KINDS },
  // the attendance figures move by applyMonthRollup (below): a place above may start or stop
  // having a record; the counts of places with one below the moved place just move
  { table: 'sanghik_rollup', keys: ['year', 'month'], values: REC_COLUMNS },
  {
    table: 'designation_rollup',
    keys: ['month_key'],
    values: [...DESIGNATED_COLUMNS, 'leaves_with_units'],
  },
  { table: 'count_rollup', keys: ['entity', 'year', 'part', 'field'], values: ['value'] },
  { table: 'volunteer_rollup', keys: [], values: ['live'] },
  // submissions and approvals of periods below each place (issue 25)
  {
    table: 'period_progress',
    keys: ['module', 'year', 'part'],
    values: ['submitted', 'on_time', 'approved'],
  },
];

const refs = (names: readonly string[]) => sql.join(names.map((n) => sql.ref(n)));

/** Adds `sign` × the place's own rows to the rows of `ancestors`, in every roll-up table. */
async function addOwnRows(
  trx: Kysely<Database>,
  placeId: number,
  ancestors: readonly number[],
  sign: 1 | -1,
) {
  if (ancestors.length === 0) return;
  for (const { table, keys, values } of ROLLUP_TABLES) {
    const t = sql.table(table);
    const sets = values.map(
      (v) => sql`${sql.ref(v)} = ${t}.${sql.ref(v)} + excluded.${sql.ref(v)}`,
    );
    await sql`
      insert into ${t} (location_id, ${refs([...keys, ...values])})
      select a.id, ${refs(keys.map((k) => `r.${k}`))}${keys.length ? sql`, ` : sql``}
        ${sql.join(values.map((v) => sql`${sign} * r.${sql.ref(v)}`))}
      from ${t} r cross join unnest(${sql.val([...ancestors])}::int[]) a(id)
      where r.location_id = ${placeId}
      on conflict (location_id${keys.length ? sql`, ` : sql``}${refs(keys)})
      do update set ${sql.join(sets)}`.execute(trx);
  }
}

/**
 * A place moved with its subtree from under `fromPath` to under `toPath` (its own old and new
 * paths): each roll-up above its old place loses what the subtree adds, each above its new
 * place gains it. The caller holds the tree's lock (lockTreeForChange), so no save under the
 * place runs meanwhile.
 */
export async function moveSubtreeRollups(
  trx: Kysely<Database>,
  placeId: number,
  fromPath: string,
  toPath: string,
): Promise<void> {
  const above = (path: string) => idsOfPath(path).filter((id) => id !== placeId);
  const from = above(fromPath);
  const to = new Set(above(toPath));
  const shared = from.filter((id) => to.has(id));
  const leaving = from.filter((id) => !shared.includes(id));
  const joining = [...to].filter((id) => !shared.includes(id));
  // the figures of its old and new parents (and of the places between) move in every month it
  // has some: refused when an approval at or above either covers one of them (issue 44)
  await assertNoApprovedMonth(trx, [
    { above: [...from, ...to], months: await monthsOf(trx, placeId) },
  ]);
  await assertNoApprovedCountPeriod(trx, placeId, [...from, ...to]);
  await moveAttendance(trx, placeId, leaving, joining);
  await addOwnRows(trx, placeId, leaving, -1);
  await addOwnRows(trx, placeId, joining, 1);
}

/**
 * The moved place's attendance figures of each month, taken from the places it leaves and given
 * to those it joins through applyMonthRollup, which also counts a place above as having a
 * record (rec_*) or no longer having one.
 */
async function moveAttendance(
  trx: Kysely<Database>,
  placeId: number,
  leaving: readonly number[],
  joining: readonly number[],
) {
  const months = await trx
    .selectFrom('sanghik_rollup')
    .selectAll()
    .where('location_id', '=', placeId)
    .orderBy('year')
    .orderBy('month')
    .execute();
  for (const row of months) {
    const figures = (sign: number) =>
      Object.fromEntries(
        ROLLUP_COLUMNS.map((c) => [c, sign * Number((row as Record<string, unknown>)[c])]),
      ) as Rollup;
    const deltas = new Map<number, Rollup>();
    leaving.forEach((id) => deltas.set(id, figures(-1)));
    joining.forEach((id) => deltas.set(id, figures(1)));
    await applyMonthRollup(trx, row.year, row.month, deltas);
  }
}

/**
 * A place whose kinds changed (an उपखंड renamed उपखंड नगर): the place counts of its path, and
 * the months it has a present unit in, count it under its new kinds.
 */
export async function changePlaceKinds(
  trx: Kysely<Database>,
  placeId: number,
  path: string,
  before: readonly PlaceKind[],
  after: readonly PlaceKind[],
  /** Whether it counts among the places (a closed one does not). */
  counted = true,
): Promise<void> {
  const change = PLACE_KINDS.map((k) => Number(after.includes(k)) - Number(before.includes(k)));
  if (change.every((c) => c === 0)) return;
  const ids = idsOfPath(path);
  // its months with a present unit count it under other kinds: not an approved one (issue 44)
  await assertNoApprovedMonth(trx, [{ above: ids, months: await attendedMonths(trx, placeId) }]);
  const by = (prefix: string, table: string) =>
    sql.join(
      PLACE_KINDS.map((k, i) => {
        const col = sql.ref(`${prefix}${k}`);
        return sql`${col} = ${sql.table(table)}.${col} + ${change[i]!}`;
      }),
    );
  if (counted)
    await sql`update place_totals set ${by('', 'place_totals')}
      where location_id = any(${sql.val(ids)}::int[])`.execute(trx);
  await sql`update sanghik_rollup set ${by('rec_', 'sanghik_rollup')}
    from (select year, month from sanghik_rollup
      where location_id = ${placeId} and present_units > 0) m
    where sanghik_rollup.location_id = any(${sql.val(ids)}::int[])
      and sanghik_rollup.year = m.year and sanghik_rollup.month = m.month`.execute(trx);
}

/** The months a place has a present unit in, as month intervals of one month each. */
async function attendedMonths(trx: Kysely<Database>, placeId: number): Promise<MonthInterval[]> {
  const rows = await trx
    .selectFrom('sanghik_rollup')
    .select(['year', 'month'])
    .where('location_id', '=', placeId)
    .where('present_units', '>', 0)
    .execute();
  return rows.flatMap((r) => {
    const key = monthKeyOf(r.year, r.month);
    return key === undefined ? [] : [[key, key] as MonthInterval];
  });
}
