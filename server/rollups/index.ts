import type { Kysely } from 'kysely';
import type { Rollup } from '../../src/domain/gathering';
import type { Database } from '../db/schema';
import { applyShares, rebuildCountRollups, type RollupShare } from './countShares';
import { applyDesignationChange, type UnitDesignation } from './designation';
import { applyMonthRollup } from './month';
import { rebuildReportRollups } from './rebuild';
import { moveAttendance } from './unitMoves';
import { rebuildVolunteerRollup } from './volunteers';

export { designationOf } from './unitMoves';
export { lockMonth } from './month';
export { lockTreeForChange, treeChangeTransaction, writeTransaction } from './treeLock';
export { changePlaceKinds, moveSubtreeRollups } from './subtreeMoves';
export { openPlaceSql, recountPlaceTotals } from './openPlaces';
export { shareDeltas, type RollupShare } from './countShares';
export type { UnitDesignation } from './designation';
export { rebuildCountRollups, rebuildReportRollups, rebuildVolunteerRollup };

/** What happened that the roll-ups follow (README.md beside this file). */
export type RollupEvent =
  | { type: 'unitsAdded'; units: Iterable<UnitDesignation> }
  | { type: 'unitChanged'; unitId: number; before: UnitDesignation; after: UnitDesignation }
  | {
      type: 'statusChanged' | 'unitsDeleted';
      before: Iterable<UnitDesignation>;
      after: Iterable<UnitDesignation>;
    }
  | { type: 'attendanceSaved'; year: string; month: number; deltas: ReadonlyMap<number, Rollup> }
  | {
      type: 'countFormSaved';
      module: string;
      before: readonly RollupShare[];
      after: readonly RollupShare[];
    };

/**
 * The one way a write moves the roll-ups: inside its transaction, after its row locks (and,
 * for attendance, the month's lock).
 */
export async function applyRollupEvent(trx: Kysely<Database>, event: RollupEvent): Promise<void> {
  switch (event.type) {
    case 'unitsAdded':
      return applyDesignationChange(trx, [], event.units);
    case 'unitChanged':
      await applyDesignationChange(trx, [event.before], [event.after]);
      return moveAttendance(trx, event.unitId, event.before, event.after);
    case 'statusChanged':
    case 'unitsDeleted':
      return applyDesignationChange(trx, event.before, event.after);
    case 'attendanceSaved':
      return applyMonthRollup(trx, event.year, event.month, event.deltas);
    case 'countFormSaved':
      return applyShares(trx, event.module, event.before, event.after);
  }
}

/** Every roll-up recomputed from the records (`npm run rollup:rebuild`). */
export async function rebuildAllRollups(trx: Kysely<Database>): Promise<void> {
  await rebuildReportRollups(trx);
  await rebuildCountRollups(trx);
  await rebuildVolunteerRollup(trx);
}
