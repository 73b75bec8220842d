import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { NormalisedVolunteer } from '../../src/domain/volunteer/columns';
import type { Database } from '../db/schema';
import type { PersonColumns } from '../db/volunteerSchema';
import {
  PERSON_KEYS,
  PERSON_SQL_TYPES,
  SNAPSHOT_COLUMNS,
  snapshotSelection,
  toPersonColumns,
} from './volunteerColumns';

/** Rows per INSERT statement: about 33 parameters a row stays under PostgreSQL's 65 535. */
export const INSERT_CHUNK = 1000;

/** Rows per insert statement: each column is one array parameter, so only memory bounds it. */
const ARRAY_INSERT_CHUNK = 5000;

type Db = Kysely<Database> | Transaction<Database>;
const refs = (columns: readonly string[]) => sql.join(columns.map((c) => sql.ref(c)));

/**
 * One statement: the rows arrive as one array per column (binding 33 parameters a row cost
 * seconds for 10 000 rows on PGlite), go into `volunteer`, and their snapshots are written from
 * the inserted rows, in id order.
 */
async function insertWithSnapshots(
  db: Db,
  place: { location_id: number; path: string },
  rows: Insertable<PersonColumns>[],
  userId: number,
) {
  const arrays = PERSON_KEYS.map(
    (key) => sql`${rows.map((row) => row[key] ?? null)}::${sql.raw(PERSON_SQL_TYPES[key])}[]`,
  );
  await sql`
    with inserted as (
      insert into volunteer (location_id, location_path, created_by, updated_by, ${refs(PERSON_KEYS)})
      select ${place.location_id}::integer, ${place.path}::text, ${userId}::integer,
        ${userId}::integer, r.*
      from unnest(${sql.join(arrays)}) as r
      returning id, ${refs(SNAPSHOT_COLUMNS)}
    )
    insert into volunteer_history (${refs(SNAPSHOT_COLUMNS)}, volunteer_id, created_by)
    select ${refs(SNAPSHOT_COLUMNS)}, id, ${userId}::integer from inserted order by id`.execute(db);
}

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
    /**
     * Every row inserted in one transaction with its snapshot (a few statements for any
     * number of rows).
     */
    async insertMany(
      place: { location_id: number; path: string },
      rows: NormalisedVolunteer[],
      userId: number,
    ) {
      return db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += ARRAY_INSERT_CHUNK) {
          const chunk = rows.slice(i, i + ARRAY_INSERT_CHUNK).map(toPersonColumns);
          await insertWithSnapshots(trx, place, chunk, userId);
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
