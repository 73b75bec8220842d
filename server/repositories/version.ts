import { sql, type RawBuilder } from 'kysely';
import { API_ERROR } from '../../src/domain/apiErrors';
import { AppError } from '../appError';

/**
 * A row's version as the API hands it out: its change time to the microsecond, as text (a
 * JavaScript date would drop the microseconds, and two saves in one millisecond would look
 * alike). `expression` is a timestamptz column or aggregate.
 */
export const versionText = (expression: RawBuilder<unknown>) =>
  sql<string | null>`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** 409 STALE: someone saved the record after this editor read it (issue 17). */
export const staleError = (what: string) =>
  new AppError(409, API_ERROR.STALE, `${what} was changed by someone else; reopen it`);

/**
 * Throws STALE unless the version the editor read (`undefined`: the caller sent none, as the
 * organisation's older client does) is still the row's current one (`null`: never saved).
 */
export function assertVersion(
  sent: string | null | undefined,
  current: string | null,
  what: string,
): void {
  if (sent === undefined) return;
  if (sent !== current) throw staleError(what);
}
