import { sql, type Kysely } from 'kysely';
import type { UnitStatus } from '../../src/domain/gathering';
import type { Database } from '../db/schema';
import { notFound } from '../appError';
import { lockUnits } from './unitLocks';
import { assertVersion, versionText } from './version';
import { applyRollupEvent, designationOf } from '../rollups';
import { todayIso } from '../../src/domain/dates';
import type { UnitFields } from '../../src/domain/gathering';
import { writeTransaction } from '../rollups/treeLock';
import { assertPlacesOpen } from './placeOpen';

export type { UnitFields };

export interface UnitFilter {
  ekak_type_id?: number;
  ekak_sub_type_id?: number;
  status?: UnitStatus;
}

const asDate = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * The columns a unit's fields are written to, named one by one: whatever else the object
 * carries (status, creator, dates, its id) never reaches the row.
 */
const unitColumns = (u: UnitFields) => ({
  location_id: u.location_id,
  localized_name: u.localized_name,
  ekak_type_id: u.ekak_type_id,
  ekak_sub_type_id: u.ekak_sub_type_id,
  start_date: u.start_date ?? null,
  meeting_day: u.meeting_day ?? null,
  meeting_time: u.meeting_time ?? null,
  meeting_place: u.meeting_place ?? null,
  notes: u.notes ?? null,
});

export function unitsRepository(db: Kysely<Database>) {
  const selectAny = () =>
    db
      .selectFrom('sankalp as u')
      .innerJoin('location as l', 'l.location_id', 'u.location_id')
      .select([
        'u.sankalp_id',
        'u.localized_name',
        'u.ekak_type_id',
        'u.ekak_sub_type_id',
        'u.location_id',
        'u.meeting_day',
        'u.meeting_time',
        'u.meeting_place',
        'u.notes',
        'u.status',
        'l.path',
        'l.localized_name as location_name',
        'l.name_suffix',
        'l.level_id',
      ])
      .select([asDate('u.start_date').as('start_date'), asDate('u.status_date').as('status_date')])
      .select(versionText(sql`u.updated_at`).as('updated_at'));
  const select = () => selectAny().where('u.deleted_at', 'is', null);

  return {
    async findById(id: number) {
      return select().where('u.sankalp_id', '=', id).executeTakeFirst();
    },

    async findByIds(ids: readonly number[]) {
      return ids.length ? select().where('u.sankalp_id', 'in', ids).execute() : [];
    },

    /** Also the deleted ones: deleting a unit twice (a double click) is not an error. */
    async findByIdsWithDeleted(ids: readonly number[]) {
      return ids.length ? selectAny().where('u.sankalp_id', 'in', ids).execute() : [];
    },

    async list(rootPath: string, filter: UnitFilter) {
      let query = select().where('l.path', 'like', `${rootPath}%`);
      if (filter.ekak_type_id) query = query.where('u.ekak_type_id', '=', filter.ekak_type_id);
      if (filter.ekak_sub_type_id) {
        query = query.where('u.ekak_sub_type_id', '=', filter.ekak_sub_type_id);
      }
      if (filter.status) query = query.where('u.status', '=', filter.status);
      return query.orderBy('l.path').orderBy('u.localized_name').orderBy('u.sankalp_id').execute();
    },

    /** Inserts the units, each active from its start date (or today); returns their ids. */
    async insertMany(units: readonly UnitFields[], userId: number): Promise<number[]> {
      return writeTransaction(db, async (trx) => {
        await assertPlacesOpen(
          trx,
          units.map((u) => u.location_id),
        );
        const rows = units.map((u) => ({
          ...unitColumns(u),
          status_date: u.start_date ?? todayIso(),
          created_by: userId,
          updated_by: userId,
        }));
        const ids = await trx.insertInto('sankalp').values(rows).returning('sankalp_id').execute();
        await trx
          .insertInto('sankalp_status')
          .values(
            ids.map(({ sankalp_id }, i) => ({
              sankalp_id,
              status: 'active',
              effective_date: rows[i].status_date,
              changed_by: userId,
            })),
          )
          .execute();
        const added = ids.map((r) => r.sankalp_id);
        await applyRollupEvent(trx, {
          type: 'unitsAdded',
          units: (await designationOf(trx, added)).values(),
        });
        return added;
      });
    },

    /**
     * Changes the unit; a new place or sub-type moves its roll-ups (same transaction). With
     * `version` (its `updated_at` as read) a change made since is a 409 STALE.
     */
    async update(id: number, fields: UnitFields, userId: number, version?: string): Promise<void> {
      await writeTransaction(db, async (trx) => {
        if (!(await lockUnits(trx, [id], 'update')).has(id)) throw notFound('unit not found');
        const current = await trx
          .selectFrom('sankalp')
          .select(versionText(sql`updated_at`).as('version'))
          .where('sankalp_id', '=', id)
          .executeTakeFirstOrThrow();
        assertVersion(version, current.version, 'the unit');
        const before = (await designationOf(trx, [id])).get(id)!;
        if (fields.location_id !== before.location_id)
          await assertPlacesOpen(trx, [fields.location_id]);
        await trx
          .updateTable('sankalp')
          .set({
            ...unitColumns(fields),
            updated_by: userId,
            updated_at: sql`clock_timestamp()`,
          })
          .where('sankalp_id', '=', id)
          .execute();
        const after = (await designationOf(trx, [id])).get(id)!;
        await applyRollupEvent(trx, { type: 'unitChanged', unitId: id, before, after });
      });
    },

    /** Deletes the units: they leave the designated counts; their attendance stays. */
    async softDelete(ids: readonly number[], userId: number): Promise<number> {
      return writeTransaction(db, async (trx) => {
        await lockUnits(trx, ids, 'update');
        const before = await designationOf(trx, ids);
        const result = await trx
          .updateTable('sankalp')
          .set({ deleted_at: new Date(), updated_by: userId, updated_at: sql`now()` })
          .where('sankalp_id', 'in', ids)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        const after = await designationOf(trx, ids);
        await applyRollupEvent(trx, {
          type: 'unitsDeleted',
          before: before.values(),
          after: after.values(),
        });
        return Number(result.numUpdatedRows);
      });
    },
  };
}

export type UnitsRepository = ReturnType<typeof unitsRepository>;
