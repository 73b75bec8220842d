import { API_ERROR } from '../../src/domain/apiErrors';
import { AppError } from '../appError';

/**
 * Requests per key in fixed one-minute windows, in this process's memory: the embedded
 * database's one instance (on PostgreSQL the instances share theirs: sharedBudget.ts). Used for the budgets that need to know who
 * is calling, which @fastify/rate-limit (run before authentication) cannot.
 */
export function minuteBudget(max: number, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    /** Counts one request for `key`; throws 429 RATE_LIMITED past the budget. */
    take(key: string): void {
      const at = now();
      if (at - windowStart >= 60_000) {
        windowStart = at;
        counts = new Map();
      }
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      if (n > max) {
        const after = Math.ceil((windowStart + 60_000 - at) / 1000);
        throw new AppError(429, API_ERROR.RATE_LIMITED, `Too many requests, retry in ${after} s`);
      }
    },
  };
}

export type MinuteBudget = ReturnType<typeof minuteBudget>;

/** A budget as the authentication hook charges it: in memory, or shared in PostgreSQL. */
export interface Budget {
  take(key: string): void | Promise<void>;
}

/** The budgets the authentication hook charges: failed sign-ins by address, calls by user. */
export interface RateBudgets {
  address: Budget;
  user: Budget;
}
