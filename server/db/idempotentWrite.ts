import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import { API_ERROR } from '../../src/domain/apiErrors';
import { AppError } from '../appError';
import type { Database } from './schema';

/** A write sent with an Idempotency-Key that has not been seen before. */
export interface IdempotentWrite {
  userId: number;
  key: string;
  /** Of the method, path and body: the same key with another request is refused. */
  hash: string;
  /** The key is kept in the save's transaction (see reserveIdempotencyKey). */
  reserved: boolean;
}

const current = new AsyncLocalStorage<IdempotentWrite>();

/** Runs the rest of the request (its handler) as the given write. */
export const runAsIdempotentWrite = (write: IdempotentWrite, next: () => void) =>
  current.run(write, next);

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * In a write's transaction (writeTransaction), before its work: the request's key is kept with
 * the save, so both commit or neither. A repeat sent meanwhile waits here on PostgreSQL until
 * this one ends and is then told to ask again (409 IN_PROGRESS), when its answer is kept.
 * Returns what undoes the mark when the work fails (the transaction took the key back).
 */
export async function reserveIdempotencyKey(trx: Transaction<Database>): Promise<() => void> {
  const write = current.getStore();
  if (!write || write.reserved) return () => {};
  try {
    await trx
      .insertInto('idempotent_request')
      .values({ user_id: write.userId, key: write.key, request_hash: write.hash })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(409, API_ERROR.IN_PROGRESS, 'a request with this Idempotency-Key ran');
  }
  write.reserved = true;
  return () => {
    write.reserved = false;
  };
}
