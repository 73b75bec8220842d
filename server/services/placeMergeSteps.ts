import type { Transaction } from 'kysely';
import { COUNT_FORMS } from '../../src/domain/modules';
import type { Database } from '../db/schema';
import type { PlaceRow } from '../repositories/locations';
import { placeMerge } from '../repositories/placeMerge';
import { lockUnits } from '../repositories/unitLocks';
import { applyRollupEvent, designationOf, type RollupShare } from '../rollups';
import { assertNoApprovedCountPeriod } from '../rollups/approvedMonths';
import { idsOfPath } from '../rollups/designation';
import { treeChanges } from './treeChanges';

/** The count forms whose records are about units: they stay with their units' place. */
const UNIT_FORMS = COUNT_FORMS.filter((d) => d.subject === 'unit').map((d) => d.name);

/**
 * Everything of `place` becomes `into`'s, each step with its roll-up event (the caller holds
 * the tree's lock): children with their subtrees, units with their attendance, records,
 * people, gathering months. Records about the place itself (its own returns) stay with it.
 */
export async function mergeInto(trx: Transaction<Database>, place: PlaceRow, into: PlaceRow) {
  // its returns' figures leave it and its places above for `into`'s: refused in a period approved
  // at any of them, the place's own approval too (issue 46)
  await assertNoApprovedCountPeriod(trx, place.location_id, [
    ...idsOfPath(place.path),
    ...idsOfPath(into.path),
  ]);
  for (const child of await placeMerge.childrenOf(trx, place.location_id))
    await treeChanges.move(trx, child, into.location_id, into.path);

  const units = await placeMerge.unitsAt(trx, place.location_id);
  await lockUnits(trx, units, 'update');
  const before = await designationOf(trx, units);
  await placeMerge.moveUnits(trx, units, into.location_id);
  const after = await designationOf(trx, units);
  for (const id of units)
    await applyRollupEvent(trx, {
      type: 'unitChanged',
      unitId: id,
      before: before.get(id)!,
      after: after.get(id)!,
    });

  const moved = await placeMerge.moveRecords(trx, place.location_id, into, UNIT_FORMS);
  for (const entity of new Set(moved.map((m) => m.entity))) {
    const shares = (path: string): RollupShare[] =>
      moved
        .filter((m) => m.entity === entity)
        .map(({ year, part, sums }) => ({ year, part, path, sums }));
    await applyRollupEvent(trx, {
      type: 'countFormSaved',
      module: entity,
      before: shares(place.path),
      after: shares(into.path),
    });
  }
  await placeMerge.movePeople(trx, place.location_id, into);
  await placeMerge.mergeGatherings(trx, place.location_id, into.location_id);
}
