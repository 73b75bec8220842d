import { sql, type Kysely } from 'kysely';
import type { Rollup } from '../../src/domain/modules/gathering';
import { PLACE_KINDS, kindsOf } from '../../src/domain/report';
import type { Database } from '../db/schema';
import { applyRollupDeltas } from './monthRows';
import { REC_COLUMNS } from './kindsSql';
import { idsOfPath } from './designation';

/**
 * Adds each place's change to its roll-up row of the month (applyRollupDeltas), then moves the
 * counts of places with a gathering record (rec_*) above every place whose record appeared or
 * went, and marks the rows as changed. Inside the caller's transaction, which holds the month's
 * lock (`lockMonth`).
 */
export async function applyMonthRollup(
  trx: Kysely<Database>,
  year: string,
  month: number,
  deltas: ReadonlyMap<number, Rollup>,
): Promise<void> {
  const ids = [...deltas.keys()];
  if (ids.length === 0) return;
  const changing = ids.filter((id) => deltas.get(id)!.present_units !== 0);
  const before = changing.length
    ? await trx
        .selectFrom('sanghik_rollup')
        .select(['location_id', 'present_units'])
        .where('year', '=', year)
        .where('month', '=', month)
        .where('location_id', 'in', changing)
        .execute()
    : [];
  const had = new Map(before.map((r) => [r.location_id, r.present_units]));
  await applyRollupDeltas(trx, year, month, deltas);
  const flips = changing
    .map((id) => {
      const old = had.get(id) ?? 0;
      const now = old + deltas.get(id)!.present_units;
      return [id, now > 0 === old > 0 ? 0 : now > 0 ? 1 : -1] as const;
    })
    .filter(([, sign]) => sign !== 0);
  if (flips.length) await applyRecordFlips(trx, year, month, new Map(flips));
  await sql`update sanghik_rollup set changed_at = now()
    where year = ${year} and month = ${month} and location_id in (${sql.join(ids)})`.execute(trx);
}

async function applyRecordFlips(
  trx: Kysely<Database>,
  year: string,
  month: number,
  flips: ReadonlyMap<number, number>,
) {
  const places = await trx
    .selectFrom('location')
    .select(['location_id', 'path', 'level_id', 'name_suffix'])
    .where('location_id', 'in', [...flips.keys()])
    .execute();
  const counts = new Map<number, number[]>();
  for (const place of places) {
    const kinds = kindsOf(place.level_id, place.name_suffix);
    if (kinds.length === 0) continue;
    for (const id of idsOfPath(place.path)) {
      const row = counts.get(id) ?? PLACE_KINDS.map(() => 0);
      counts.set(id, row);
      kinds.forEach((k) => (row[PLACE_KINDS.indexOf(k)] += flips.get(place.location_id)!));
    }
  }
  if (counts.size === 0) return;
  const values = [...counts].map(([id, row]) => sql`(${sql.join([id, year, month, ...row])})`);
  const add = REC_COLUMNS.map(
    (c) => sql`${sql.ref(c)} = sanghik_rollup.${sql.ref(c)} + excluded.${sql.ref(c)}`,
  );
  await sql`
    insert into sanghik_rollup (location_id, year, month, ${sql.join(REC_COLUMNS.map((c) => sql.ref(c)))})
    values ${sql.join(values)}
    on conflict (location_id, year, month) do update set ${sql.join(add)}`.execute(trx);
}

/** Saves of one month run one after another (the lock saveSanghik takes). */
export const lockMonth = (trx: Kysely<Database>, year: string, month: number) =>
  sql`select pg_advisory_xact_lock(hashtext(${`sanghik:${year}:${month}`}))`.execute(trx);
