import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PLACE_KINDS } from '../../src/domain/report';
import type { Database } from '../db/schema';
import { ancestorsOf, kindCounts } from './kindsSql';

/**
 * The SQL condition "place `l` is open": neither it nor a place above it is closed (few places
 * are, and a partial index holds just those).
 */
export const openPlaceSql = (alias = 'l'): RawBuilder<boolean> =>
  sql<boolean>`not exists (select 1 from location closed
    where closed.closed_on is not null and ${sql.ref(`${alias}.path`)} like closed.path || '%')`;

/**
 * Paths of every closed place (few), for a statement over many places: one `like any` beside it
 * costs less than a lookup per place (the partial index holds just these).
 */
export async function closedPaths(trx: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ path: string }>`
    select path from location where closed_on is not null`.execute(trx);
  return rows.map((r) => r.path);
}

/**
 * The same for the rebuild, read through to_jsonb: migration 005 rebuilds the totals before
 * migration 016 adds `closed_on`, when there is no column to name yet.
 */
export async function closedPathsForRebuild(trx: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ path: string }>`
    select l.path from location l where to_jsonb(l) ->> 'closed_on' is not null`.execute(trx);
  return rows.map((r) => r.path);
}

/** The SQL condition "place `l` is under none of these paths". */
export const underNoneOf = (paths: readonly string[]): RawBuilder<boolean> =>
  paths.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`not (l.path like any(${sql.val(paths.map((p) => `${p}%`))}::text[]))`;

const cols = () => sql.join(PLACE_KINDS.map((k) => sql.ref(k)));

/**
 * After a place closed or reopened: the place counts of its subtree counted again (open places
 * only), and its ancestors moved by the change of its own row. The caller holds the place's row.
 */
export async function recountPlaceTotals(trx: Kysely<Database>, placeId: number): Promise<void> {
  const own = async () =>
    (
      await sql<Record<string, number>>`select ${cols()} from place_totals
        where location_id = ${placeId}`.execute(trx)
    ).rows[0] ?? {};
  const before = await own();
  const { rows } = await sql<{ path: string }>`select path from location
    where location_id = ${placeId}`.execute(trx);
  const path = rows[0]!.path;
  await sql`delete from place_totals where location_id in (
    select location_id from location where path like ${`${path}%`})`.execute(trx);
  await sql`
    insert into place_totals (location_id, ${cols()})
    select anc.id, ${kindCounts()}
    from location l cross join lateral ${ancestorsOf()} as anc(id)
    join location a on a.location_id = anc.id and a.path like ${`${path}%`}
    where l.path like ${`${path}%`} and ${openPlaceSql()}
    group by anc.id`.execute(trx);
  const after = await own();
  const change = PLACE_KINDS.map((k) => Number(after[k] ?? 0) - Number(before[k] ?? 0));
  if (change.every((c) => c === 0)) return;
  const above = path.split('/').filter(Boolean).map(Number).slice(0, -1);
  const sets = PLACE_KINDS.map(
    (k, i) => sql`${sql.ref(k)} = place_totals.${sql.ref(k)} + ${change[i]!}`,
  );
  await sql`update place_totals set ${sql.join(sets)}
    where location_id = any(${sql.val(above)}::int[])`.execute(trx);
}
