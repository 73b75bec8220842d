import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { NormalisedVolunteer } from '../../src/domain/volunteer/columns';
import { assertVersion, staleError, versionText } from './version';
import type { Database } from '../db/schema';
import type { PersonColumns } from '../db/volunteerSchema';
import {
  PERSON_KEYS,
  PERSON_SQL_TYPES,
  SNAPSHOT_COLUMNS,
  snapshotSelection,
  toPersonColumns,
} from './volunteerColumns';
import { pathsNow, placeNow, writeTransaction } from '../rollups/treeLock';
import { assertPlacesOpen } from './placeOpen';

/** Rows per INSERT statement: about 33 parameters a row stays under PostgreSQL's 65 535. */
export const INSERT_CHUNK = 1000;

/** Rows per insert statement: each column is one parameter, so only memory bounds it. */
const ARRAY_INSERT_CHUNK = 5000;

type Db = Kysely<Database> | Transaction<Database>;
const refs = (columns: readonly string[]) => sql.join(columns.map((c) => sql.ref(c)));

/**
 * One statement: the rows arrive as one JSON array per column (binding 33 parameters a row
 * cost seconds for 10 000 rows on PGlite; JSON is written by the driver and read by the
 * database faster than array literals), go into `volunteer` in their order, and their
 * snapshots are written from the inserted rows, in id order.
 */
async function insertWithSnapshots(
  db: Db,
  place: { location_id: number; path: string },
  rows: Insertable<PersonColumns>[],
  userId: number,
) {
  const columns = PERSON_KEYS.map(
    (key) =>
      sql`json_array_elements_text(${JSON.stringify(rows.map((r) => r[key] ?? null))}::json)`,
  );
  const names = PERSON_KEYS.map((_, i) => sql.raw(`c${i}`));
  const values = PERSON_KEYS.map((key, i) => sql`r.${names[i]}::${sql.raw(PERSON_SQL_TYPES[key])}`);
  await sql`
    with inserted as (
      insert into volunteer (location_id, location_path, created_by, updated_by, ${refs(PERSON_KEYS)})
      select ${place.location_id}::integer, ${place.path}::text, ${userId}::integer,
        ${userId}::integer, ${sql.join(values)}
      from rows from (${sql.join(columns)}) as r (${sql.join(names)})
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
     * Every row inserted in one transaction with its snapshots. `produce` hands the rows over
     * in steps through `add`, which returns at once: each step's insert runs in the database
     * while the caller checks the next step. A throw from `produce` rolls everything back.
     */
    async insertMany(
      place: { location_id: number; path: string },
      userId: number,
      produce: (add: (rows: NormalisedVolunteer[]) => void) => Promise<void>,
    ): Promise<number> {
      return writeTransaction(db, async (trx) => {
        // the path as it is under the tree's lock: a move of the place may have run since
        const here = await placeNow(trx, place);
        await assertPlacesOpen(trx, [place.location_id]);
        let count = 0;
        let stored: Promise<void> = Promise.resolve();
        const add = (rows: NormalisedVolunteer[]) => {
          count += rows.length;
          for (let i = 0; i < rows.length; i += ARRAY_INSERT_CHUNK) {
            const chunk = rows.slice(i, i + ARRAY_INSERT_CHUNK);
            stored = stored.then(() =>
              insertWithSnapshots(trx, here, chunk.map(toPersonColumns), userId),
            );
            // a failure surfaces at `await stored` below; until then it is not "unhandled"
            // (found by injecting a fault half-way through a bulk add, issue 17)
            stored.catch(() => undefined);
          }
        };
        try {
          await produce(add);
        } finally {
          // the statements already sent end (or fail) before the commit or the rollback
          await stored.catch(() => undefined);
        }
        await stored;
        return count;
      });
    },

    /** Updates and snapshots each `{ id, place, value }` in one transaction. */
    async updateMany(
      changes: {
        id: number;
        place: { location_id: number; path: string };
        value: NormalisedVolunteer;
        /** The version (updatedAt) the editor read; undefined when the client sent none. */
        version?: string;
      }[],
      userId: number,
    ) {
      await writeTransaction(db, async (trx) => {
        // rows locked in id order; each must be live and, when sent, at the version read
        const { rows } = await sql<{
          id: number;
          live: boolean;
          version: string;
          location_id: number;
        }>`
          select id, deleted_at is null as live, location_id,
            ${versionText(sql`updated_at`)} as version
          from volunteer where id in (${sql.join(changes.map((c) => c.id))})
          order by id for update`.execute(trx);
        const locked = new Map(rows.map((r) => [r.id, r]));
        for (const { id, version } of changes) {
          const row = locked.get(id);
          if (!row?.live) throw staleError('the volunteer');
          assertVersion(version, row.version, 'the volunteer');
        }
        // a volunteer may be corrected where they are, not moved into a closed place
        await assertPlacesOpen(
          trx,
          changes
            .filter((c) => c.place.location_id !== locked.get(c.id)!.location_id)
            .map((c) => c.place.location_id),
        );
        const paths = await pathsNow(
          trx,
          changes.map((c) => c.place.location_id),
        );
        for (const { id, place, value } of changes) {
          await trx
            .updateTable('volunteer')
            .set({
              ...toPersonColumns(value),
              location_id: place.location_id,
              location_path: paths.get(place.location_id)!,
              updated_by: userId,
              updated_at: sql<Date>`clock_timestamp()`,
              version: sql<number>`version + 1`,
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
      const result = await writeTransaction(db, (trx) =>
        trx
          .updateTable('volunteer')
          .set({ deleted_at: sql<Date>`now()`, updated_by: userId })
          .where('id', 'in', ids)
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows);
    },
  };
}

export type VolunteerWritesRepository = ReturnType<typeof volunteerWritesRepository>;
