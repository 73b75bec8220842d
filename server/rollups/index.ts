import type { Kysely } from 'kysely';
import type { Rollup } from '../../src/domain/modules/gathering';
import type { Database } from '../db/schema';
import { assertNoApprovedMonth } from './approvedMonths';
import { applyShares, rebuildCountRollups, type RollupShare } from './countShares';
import { applyDesignationChange, type UnitDesignation } from './designation';
import { attendanceChanges, designationChanges } from './figureChanges';
import { applyMonthRollup } from './month';
import { rebuildReportRollups } from './rebuild';
import { moveAttendance } from './unitMoves';
import { rebuildVolunteerRollup } from './volunteers';

export { designationOf } from './unitMoves';
export { holdApprovals } from './approvedMonths';
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
 * for attendance, the month's lock). A unit's change that would move a figure of a month
 * approved at or above its place is refused first (409 PERIOD_APPROVED, issue 44): unit writes
 * hold the approvals' lock (holdApprovals) from before their row locks.
 */
export async function applyRollupEvent(trx: Kysely<Database>, event: RollupEvent): Promise<void> {
  switch (event.type) {
    case 'unitsAdded': {
      const units = [...event.units];
      await assertNoApprovedMonth(trx, await designationChanges(trx, [], units));
      return applyDesignationChange(trx, [], units);
    }
    case 'unitChanged': {
      const { unitId, before, after } = event;
      await assertNoApprovedMonth(trx, [
        ...(await designationChanges(trx, [before], [after])),
        ...(await attendanceChanges(trx, unitId, before, after)),
      ]);
      await applyDesignationChange(trx, [before], [after]);
      return moveAttendance(trx, unitId, before, after);
    }
    case 'statusChanged':
    case 'unitsDeleted': {
      const [before, after] = [[...event.before], [...event.after]];
      await assertNoApprovedMonth(trx, await designationChanges(trx, before, after));
      return applyDesignationChange(trx, before, after);
    }
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
