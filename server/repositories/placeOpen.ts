import { sql, type Kysely } from 'kysely';
import { API_ERROR } from '../../src/domain/apiErrors';
import { PLACE_MESSAGE } from '../../src/domain/placeAdmin';
import { AppError } from '../appError';
import type { Database } from '../db/schema';
import { translateMr } from '../services/translateMr';

/**
 * No new record or entry at a closed place or below one (issue 27): 400 naming the closed
 * place. Read in the write's transaction, after the tree's lock.
 */
export async function assertPlacesOpen(
  db: Kysely<Database>,
  placeIds: readonly number[],
): Promise<void> {
  const name = await closedAmong(db, placeIds);
  if (name === null) return;
  const args = { place: name };
  const message = translateMr(PLACE_MESSAGE.CLOSED, args);
  throw new AppError(400, API_ERROR.VALIDATION, message, [
    { key: PLACE_MESSAGE.CLOSED, message, args },
  ]);
}

/** The name of a closed place at or above any of these places, or null when all are open. */
export async function closedAmong(
  db: Kysely<Database>,
  placeIds: readonly number[],
): Promise<string | null> {
  if (placeIds.length === 0) return null;
  const { rows } = await sql<{ name: string }>`
    select a.localized_name || ' ' || a.name_suffix as name
    from location l join location a
      on a.location_id = any(string_to_array(trim(both '/' from l.path), '/')::int[])
    where l.location_id = any(${sql.val([...new Set(placeIds)])}::int[])
      and a.closed_on is not null
    limit 1`.execute(db);
  return rows[0]?.name ?? null;
}
