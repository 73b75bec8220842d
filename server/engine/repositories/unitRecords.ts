import { sql, type Kysely, type Transaction } from 'kysely';
import { todayIso } from '../../../src/domain/dates';
import type { RegisterDeclaration } from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import { applyRollupEvent, designationOf, holdApprovals } from '../../rollups';
import { lockUnits } from '../../repositories/unitLocks';
import type { EntityRow, StoredRecord } from './entityRecords';
import type { RegisterStore } from './registerStores';
import { columnsOf, dataOf, order, selectRows, where } from './unitRecordColumns';

type Db = Kysely<Database> | Transaction<Database>;

const inserted = (record: StoredRecord, userId: number) => {
  const columns = columnsOf(record.data);
  return {
    ...columns,
    location_id: record.location_id,
    // a unit is active from its start date (or from today)
    status_date: (columns.start_date as string | null) ?? todayIso(),
    created_by: userId,
    updated_by: userId,
  };
};

/**
 * The units' register records as the engine reads and writes a register's (the store of
 * `store: 'units'`): the unit table, its columns the declared fields. A new unit starts its
 * status history active; each write moves the unit's designated counts in the roll-ups (same
 * transaction), as the spec's unit calls always did. Versions and snapshots are the table's
 * triggers' (migration 022), so a status change is a version too.
 */
export function unitRecordsRepository(db: Kysely<Database>): RegisterStore {
  const insertMany: RegisterStore['insertMany'] = async (trx, _d, records, userId) => {
    if (!records.length) return [];
    // a unit started in an approved month would change it: checked with no approval under way
    await holdApprovals(trx);
    const rows = records.map((r) => inserted(r, userId));
    const ids = (
      await trx
        .insertInto('sankalp')
        .values(rows as never)
        .returning('sankalp_id')
        .execute()
    ).map((r) => r.sankalp_id);
    await trx
      .insertInto('sankalp_status')
      .values(
        ids.map((sankalp_id, i) => ({
          sankalp_id,
          status: 'active',
          effective_date: rows[i]!.status_date,
          changed_by: userId,
        })),
      )
      .execute();
    await applyRollupEvent(trx, {
      type: 'unitsAdded',
      units: (await designationOf(trx, ids)).values(),
    });
    return ids;
  };

  return {
    async list(_d: RegisterDeclaration, query) {
      const [rows, counted] = await Promise.all([
        order(where(selectRows(db), query), query.sort)
          .offset(query.range[0])
          .limit(query.range[1] - query.range[0] + 1)
          .execute(),
        where(
          db
            .selectFrom('sankalp as e')
            .innerJoin('location as l', 'l.location_id', 'e.location_id')
            .select((eb) => eb.fn.countAll<string>().as('total'))
            .where('e.deleted_at', 'is', null),
          query,
        ).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as unknown as EntityRow[], total: Number(counted.total) };
    },

    async findById(_d: RegisterDeclaration, id: number, on: Db = db) {
      const row = await selectRows(on).where('e.sankalp_id', '=', id).executeTakeFirst();
      return row as unknown as EntityRow | undefined;
    },

    async insert(trx, d, record, userId) {
      const [id] = await insertMany(trx, d, [record], userId);
      return id!;
    },

    insertMany,

    /**
     * A new place or sub-type moves the unit's roll-ups; false if not live at `version` (none:
     * the last write wins).
     */
    async update(trx, _d, id, version, record, userId) {
      if (!(await lockUnits(trx, [id], 'update')).has(id)) return false;
      const before = (await designationOf(trx, [id])).get(id)!;
      let update = trx
        .updateTable('sankalp')
        .set({
          ...columnsOf(record.data),
          location_id: record.location_id,
          updated_by: userId,
          updated_at: sql<Date>`clock_timestamp()`,
          // every save is a version, as the engine's other stores count them
          version: sql<number>`version + 1`,
        } as never)
        .where('sankalp_id', '=', id);
      if (version !== undefined) update = update.where('version', '=', version);
      if ((await update.executeTakeFirst()).numUpdatedRows === 0n) return false;
      const after = (await designationOf(trx, [id])).get(id)!;
      await applyRollupEvent(trx, { type: 'unitChanged', unitId: id, before, after });
      return true;
    },

    /** The unit leaves the designated counts; its attendance stays. */
    async softDelete(trx, _d, id, userId) {
      if (!(await lockUnits(trx, [id], 'update')).has(id)) return false;
      const before = await designationOf(trx, [id]);
      await trx
        .updateTable('sankalp')
        .set({ deleted_at: new Date(), updated_by: userId, updated_at: sql`now()` })
        .where('sankalp_id', '=', id)
        .execute();
      const after = await designationOf(trx, [id]);
      await applyRollupEvent(trx, {
        type: 'unitsDeleted',
        before: before.values(),
        after: after.values(),
      });
      return true;
    },

    /** Units declare no duplicate check. */
    async duplicatesOf() {
      return new Map();
    },

    /** The saved states, oldest first: version n is the n-th (a status change is one). */
    async history(id: number) {
      return db
        .selectFrom('sankalp_history as h')
        .leftJoin('app_user as u', 'u.user_id', 'h.created_by')
        .innerJoin('location as l', 'l.location_id', 'h.location_id')
        .select([
          'h.version',
          'h.location_id',
          'l.localized_name',
          'l.name_suffix',
          dataOf('h').as('data'),
          sql<boolean>`false`.as('deleted'),
          'h.created_at as changed_at',
          sql<string | null>`coalesce(u.name, u.email)`.as('changed_by_name'),
        ])
        .where('h.sankalp_id', '=', id)
        .orderBy('h.version')
        .execute();
    },
  };
}
