import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import { API_ERROR } from '../../src/domain/apiErrors';
import { AppError } from '../appError';
import type { Database } from '../db/schema';

const MINUTE = 60_000;

/** A key's count in its current window, and when that window ends. */
export interface WindowCount {
  n: number;
  endsAt: number;
}

/**
 * Counts requests per key in PostgreSQL, for every API instance at once: one upsert per request
 * (the key's row locked for the increment, so two instances never lose a count). A key's window
 * starts at its first request and lasts a minute, as the in-memory budget's; windows ended
 * more than a minute ago are swept once a minute by the instance that notices.
 */
export function sharedCounter(db: Kysely<Database>, now: () => number = Date.now) {
  let swept = now();
  return async (key: string): Promise<WindowCount> => {
    const at = now();
    const ended = at - MINUTE;
    const { rows } = await sql<{ n: number; started: string }>`
      insert into rate_window (key, started, n) values (${key}, ${at}, 1)
      on conflict (key) do update set
        n = case when rate_window.started <= ${ended} then 1 else rate_window.n + 1 end,
        started = case when rate_window.started <= ${ended} then ${at} else rate_window.started end
      returning n, started`.execute(db);
    if (at - swept >= MINUTE) {
      swept = at;
      void sql`delete from rate_window where started < ${ended - MINUTE}`
        .execute(db)
        .catch(() => {});
    }
    return { n: Number(rows[0]!.n), endsAt: Number(rows[0]!.started) + MINUTE };
  };
}

export type SharedCounter = ReturnType<typeof sharedCounter>;

/** A budget of `max` requests per key and minute over the shared counter. */
export function sharedMinuteBudget(count: SharedCounter, max: number, now = Date.now) {
  return {
    async take(key: string): Promise<void> {
      const { n, endsAt } = await count(key);
      if (n > max) {
        const after = Math.ceil((endsAt - now()) / 1000);
        throw new AppError(429, API_ERROR.RATE_LIMITED, `Too many requests, retry in ${after} s`);
      }
    },
  };
}

/**
 * The address budget of @fastify/rate-limit (calls without a token) kept in the shared counter:
 * the store protocol the plugin asks for (`incr` with a callback, `child` per route).
 */
export function sharedRateLimitStore(
  count: SharedCounter,
  now = Date.now,
): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ) {
      count(`address:${key}`).then(
        ({ n, endsAt }) => callback(null, { current: n, ttl: endsAt - now() }),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
