import type { Kysely } from 'kysely';
import {
  expectedKinds,
  expectedLevel,
  type CountFormDeclaration,
} from '../../../src/domain/engine';
import type { PeriodProgress } from '../../../src/domain/periods';
import type { Database } from '../../db/schema';
import { periodProgress, type ExpectedPlaces } from '../repositories/periodProgress';
import { periodStatus, type PeriodKey, type PlacePath } from '../repositories/periodStatus';
import { idsOfPath } from '../../rollups/designation';
import { storeOf } from './countStores';

/** The places a form's periods are expected from, as the progress counts them. */
export const expectedPlacesOf = (d: CountFormDeclaration): ExpectedPlaces => ({
  kinds: expectedKinds(d),
  level: expectedLevel(d),
});

type Month = { year: string; month: number };

/**
 * Each place's progress, from the roll-ups: expected, saved, submitted, on time, approved. The
 * kept `approved` counts approvals at or below a place; a place under an approval (its own or
 * one above) has every expected place approved.
 */
export async function progressOf(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  key: PeriodKey,
  month: Month,
  places: readonly PlacePath[],
) {
  const ids = places.map((p) => p.location_id);
  const above = [...new Set(places.flatMap((p) => idsOfPath(p.path)))];
  const [expected, saved, kept, approvals] = await Promise.all([
    periodProgress.expectedCounts(db, ids, expectedPlacesOf(d)),
    storeOf(d).savedPlaces(db, d, { key, month }, ids),
    periodProgress.at(db, key, ids),
    periodStatus.approvalsAt(db, key, above),
  ]);
  const approvedIds = new Set(approvals.map((a) => a.location_id));
  const asOf =
    [...kept.values()]
      .map((p) => p.changedAt)
      .sort()
      .at(-1) ?? null;
  const byId = new Map(
    places.map((place): [number, PeriodProgress] => {
      const id = place.location_id;
      const k = kept.get(id);
      const all = expected.get(id) ?? 0;
      const covered = idsOfPath(place.path).some((a) => approvedIds.has(a));
      return [
        id,
        {
          expected: all,
          saved: saved.get(id) ?? 0,
          submitted: k?.submitted ?? 0,
          onTime: k?.onTime ?? 0,
          approved: covered ? all : (k?.approved ?? 0),
        },
      ];
    }),
  );
  return { byId, asOf, approvals };
}
