import { sql, type Kysely, type Transaction } from 'kysely';
import type { NormalisedVolunteer } from '../../src/domain/volunteer/columns';
import type { Database } from '../db/schema';
import { SNAPSHOT_COLUMNS, snapshotSelection, toPersonColumns } from './volunteerColumns';

/** Rows per INSERT statement: about 33 parameters a row stays under PostgreSQL's 65 535. */
export const INSERT_CHUNK = 1000;

type Db = Kysely<Database> | Transaction<Database>;

async function snapshot(db: Db, ids: number[], userId: number) {
  const columns = [...SNAPSHOT_COLUMNS, 'volunteer_id', 'created_by'].map((c) => sql.ref(c));
  await sql`
    insert into volunteer_history (${sql.join(columns)})
    select ${sql.join(snapshotSelection())}, v.id, ${userId}::integer
    from volunteer v where v.id in (${sql.join(ids)}) order by v.id`.execute(db);
}

/** Writes to the register; every change also writes a history snapshot of the new state. */
export function volunteerWritesRepository(db: Kysely<Database>) {
  return {
    /** Every row inserted in one transaction, multi-row statements, one snapshot per row. */
    async insertMany(
      place: { location_id: number; path: string },
      rows: NormalisedVolunteer[],
      userId: number,
    ) {
      return db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const values = rows.slice(i, i + INSERT_CHUNK).map((row) => ({
            ...toPersonColumns(row),
            location_id: place.location_id,
            location_path: place.path,
            created_by: userId,
            updated_by: userId,
          }));
          const ids = await trx.insertInto('volunteer').values(values).returning('id').execute();
          await snapshot(
            trx,
            ids.map((r) => r.id),
            userId,
          );
        }
        return rows.length;
      });
    },

    /** Updates and snapshots each `{ id, place, value }` in one transaction. */
    async updateMany(
      changes: {
        id: number;
        place: { location_id: number; path: string };
        value: NormalisedVolunteer;
      }[],
      userId: number,
    ) {
      await db.transaction().execute(async (trx) => {
        for (const { id, place, value } of changes) {
          await trx
            .updateTable('volunteer')
            .set({
              ...toPersonColumns(value),
              location_id: place.location_id,
              location_path: place.path,
              updated_by: userId,
              updated_at: new Date(),
            })
            .where('id', '=', id)
            .execute();
        }
        await snapshot(
          trx,
          changes.map((c) => c.id),
          userId,
        );
      });
    },

    async softDelete(ids: readonly number[], userId: number): Promise<number> {
      const result = await db
        .updateTable('volunteer')
        .set({ deleted_at: sql<Date>`now()`, updated_by: userId })
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type VolunteerWritesRepository = ReturnType<typeof volunteerWritesRepository>;
