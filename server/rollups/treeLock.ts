import { sql, type Kysely, type Transaction } from 'kysely';
import { changeAuthorSettings } from '../db/changeAuthor';
import { reserveIdempotencyKey } from '../db/idempotentWrite';
import type { Database } from '../db/schema';

/** One advisory lock key for the shape of the tree (the places' paths). */
const TREE = sql`hashtext('ssm-geo-tree')`;

/**
 * Taken by every write whose roll-ups follow a place's path, before it reads a path: shared, so
 * writes do not wait for each other, only for a change of the tree's shape.
 */
export async function lockTreeForWrite(trx: Kysely<Database>): Promise<void> {
  // with the transaction's author for the change trail: one round trip
  await sql`select pg_advisory_xact_lock_shared(${TREE}), ${changeAuthorSettings()}`.execute(trx);
}

/**
 * Taken by a change of the tree's shape (a move, an import's moves): it waits for the writes
 * under way and the writes after it read the new paths, so no roll-up delta goes to a place's
 * old ancestors after its subtree's figures moved away from them.
 */
export async function lockTreeForChange(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${TREE}), ${changeAuthorSettings()}`.execute(trx);
}

/**
 * A transaction under the tree's shared lock (see lockTreeForWrite) that keeps no
 * Idempotency-Key: a dry run, whose answer is not stored for a repeat.
 */
export function readTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockTreeForWrite(trx);
    return work(trx);
  });
}

/** A write's transaction: as readTransaction, with the request's Idempotency-Key if it has one. */
export function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return readTransaction(db, async (trx) => {
    // a request sent with an Idempotency-Key: the key commits with the save, or neither
    const release = await reserveIdempotencyKey(trx);
    try {
      return await work(trx);
    } catch (error) {
      release();
      throw error;
    }
  });
}

/**
 * Places as they are under the tree's lock: a request read its place (and its user's) before
 * the lock, and a move that ended meanwhile changed their paths.
 */
export async function pathsNow(
  trx: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await trx
    .selectFrom('location')
    .select(['location_id', 'path'])
    .where('location_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.location_id, r.path]));
}

/** The place with its path as it is now (see pathsNow). */
export async function placeNow<P extends { location_id: number; path: string }>(
  trx: Kysely<Database>,
  place: P,
): Promise<P> {
  return { ...place, path: (await pathsNow(trx, [place.location_id])).get(place.location_id)! };
}

/** A change of the tree's shape in its transaction: the tree's lock held exclusively first. */
export function treeChangeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockTreeForChange(trx);
    return work(trx);
  });
}
