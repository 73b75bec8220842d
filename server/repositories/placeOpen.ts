import { sql, type Kysely } from 'kysely';
import { PLACE_MESSAGE } from '../../src/domain/placeAdmin';
import type { Database } from '../db/schema';
import { keyedError } from '../shared/keyedErrors';

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
  throw keyedError([{ key: PLACE_MESSAGE.CLOSED, args: { place: name } }]);
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
