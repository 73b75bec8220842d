import { sql } from 'kysely';
import { todayIso } from '../../../src/domain/dates';
import { tableStore } from '../../engine/repositories/tableStore';
import { applyRollupEvent, designationOf, holdApprovals } from '../../rollups';
import { lockUnits } from '../../repositories/unitLocks';
import { columnsOf, FIELDS, readColumn } from './unitRecordColumns';

type Designations = Awaited<ReturnType<typeof designationOf>>;

/**
 * The units' register records as the engine reads and writes a register's (the store of
 * `store: 'units'`): the unit table through the engine's store of typed tables. A new unit
 * starts its status history active; each write moves the unit's designated counts in the
 * roll-ups (same transaction), as the spec's unit calls always did. Versions and snapshots are
 * the table's triggers' (migration 022), so a status change is a version too.
 */
export const unitRecordsRepository = tableStore({
  table: 'sankalp',
  id: 'sankalp_id',
  pathIn: 'place',
  fields: FIELDS,
  read: readColumn,
  columnsOf,
  sqlTypes: {
    location_id: 'integer',
    ekak_type_id: 'integer',
    ekak_sub_type_id: 'integer',
    start_date: 'date',
    status_date: 'date',
  },
  history: { table: 'sankalp_history', id: 'sankalp_id', version: 'column' },
  writes: {
    // a unit is active from its start date (or from today)
    extra: (record) => ({
      status_date: (columnsOf(record.data).start_date as string | null) ?? todayIso(),
    }),
    // a unit started in an approved month would change it: checked with no approval under way
    beforeInsert: holdApprovals,
    async afterInsert(trx, ids, rows, userId) {
      await trx
        .insertInto('sankalp_status')
        .values(
          ids.map((sankalp_id, i) => ({
            sankalp_id,
            status: 'active',
            effective_date: rows[i]!.status_date as string,
            changed_by: userId,
          })),
        )
        .execute();
      await applyRollupEvent(trx, {
        type: 'unitsAdded',
        units: (await designationOf(trx, ids)).values(),
      });
    },
    lock: async (trx, id) => (await lockUnits(trx, [id], 'update')).has(id),
    before: (trx, id) => designationOf(trx, [id]),
    /** A new place or sub-type moves the unit's roll-ups; a delete leaves them (attendance stays). */
    async afterWrite(trx, id, before, _userId, write) {
      const was = before as Designations;
      const now = await designationOf(trx, [id]);
      await applyRollupEvent(
        trx,
        write === 'update'
          ? { type: 'unitChanged', unitId: id, before: was.get(id)!, after: now.get(id)! }
          : { type: 'unitsDeleted', before: was.values(), after: now.values() },
      );
    },
    deleted: { updated_at: sql`now()` },
  },
});
