import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { tableStore } from '../../engine/repositories/tableStore';
import type { StoreTable } from '../../engine/repositories/storeTable';
import { column, columnsOf, FIELDS, KEYS, readColumn, SQL_TYPES } from './volunteerRecordColumns';

const SNAPSHOTTED = ['location_id', ...KEYS];

/** Snapshots of the rows as they are now (their history), in one statement. */
async function snapshot(trx: Transaction<Database>, id: number, userId: number) {
  await sql`
    insert into volunteer_history (${sql.join(SNAPSHOTTED.map((c) => sql.ref(c)))}, volunteer_id, created_by)
    select ${sql.join(SNAPSHOTTED.map((c) => column('v', c)))}, v.id, ${userId}::integer
    from volunteer v where v.id = ${id}`.execute(trx);
}

/**
 * The volunteer register's records as the engine reads and writes a register's (the store of
 * `store: 'volunteers'`): the volunteer table through the engine's store of typed tables, each
 * save snapshotted in volunteer_history (a bulk add's in the insert's own statement); the place
 * counts follow by the table's triggers.
 */
export const VOLUNTEER_TABLE: StoreTable = {
  table: 'volunteer',
  id: 'id',
  pathIn: 'record',
  fields: FIELDS,
  read: readColumn,
  columnsOf,
  sqlTypes: SQL_TYPES,
  history: { table: 'volunteer_history', id: 'volunteer_id', version: 'order' },
  writes: {
    snapshots: { table: 'volunteer_history', columns: SNAPSHOTTED, recordId: 'volunteer_id' },
    async lock(trx, id, version) {
      let query = trx
        .selectFrom('volunteer')
        .select('id')
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      if (version !== undefined) query = query.where('version', '=', version);
      return (await query.forUpdate().executeTakeFirst()) !== undefined;
    },
    // a delete writes no snapshot: the history ends at the last saved state
    async afterWrite(trx, id, _before, userId, write) {
      if (write === 'update') await snapshot(trx, id, userId);
    },
    deleted: { version: sql`version + 1` },
  },
};

export const volunteerRecordsRepository = tableStore(VOLUNTEER_TABLE);
