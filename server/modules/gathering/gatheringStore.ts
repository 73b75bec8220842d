import { sql, type Kysely } from 'kysely';
import { expectedKinds } from '../../../src/domain/engine';
import type { PlaceKind } from '../../../src/domain/report/kinds';
import type { Database } from '../../db/schema';
import type { CountStore } from '../../engine/services/countStores';
import { unitHistories } from '../units/unitHistory';
import { gatheringJoin, lockMonths, writeMonths, type LockedMonth } from './gatheringRecords';

/**
 * Expected places with a saved record below each place, from the gathering's roll-up (it keeps
 * the places with a record, `rec_<kind>`).
 */
async function savedGatheringPlaces(
  db: Kysely<Database>,
  month: { year: string; month: number },
  ids: readonly number[],
  kinds: readonly PlaceKind[],
) {
  if (!ids.length || !kinds.length) return new Map<number, number>();
  const sum = sql.join(
    kinds.map((kind) => sql.ref(`rec_${kind}`)),
    sql` + `,
  );
  const { rows } = await sql<{ location_id: number; n: number }>`
    select location_id, (${sum})::int as n from sanghik_rollup
    where year = ${month.year} and month = ${month.month}
      and location_id = any(${[...ids]}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.location_id, r.n]));
}

/** The gathering's own tables (`sanghik_upstiti`, roll-ups in `sanghik_rollup`). */
export const gatheringStore: CountStore = {
  savedPlaces: (db, d, { month }, ids) => savedGatheringPlaces(db, month, ids, expectedKinds(d)),
  recordJoin: (_d, _p, m, subject) => gatheringJoin(m, subject),
  histories: (db, _d, at, subjects) =>
    unitHistories(
      db,
      subjects.map((s) => s.subject_id),
      at.month,
    ),
  lock: (trx, at, subjects) =>
    lockMonths(
      trx,
      at.month,
      [...subjects].map((s) => s.subject_id).sort((a, b) => a - b),
    ),
  write: (trx, at, writes, locked, userId) =>
    writeMonths(
      trx,
      at.month,
      at.place.location_id,
      writes.map((w) => ({
        sankalp_id: w.subject.subject_id,
        path: w.subject.path,
        ekak_sub_type_id: w.subject.sub_type_id ?? 0,
        counts: w.values,
        unusual: w.unusual,
      })),
      locked as ReadonlyMap<number, LockedMonth>,
      userId,
    ),
};
