import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { asListRecord, inListOrder } from './volunteerListShape';
import { listBase, type ListOptions, type ReportFilters } from './volunteerFilters';

/** Records read per query while a whole list streams. */
const BATCH = 1000;

/**
 * A whole list (spec §7: every volunteer of the subtree) as JSON text in pieces, never all of
 * it in memory: the ids are read first in the list's order (a few bytes each), then their
 * records a batch at a time. Each volunteer live when the list began appears once, in that
 * order, with its values as its batch is read; one deleted meanwhile is left out.
 */
export async function wholeList(
  db: Kysely<Database>,
  rootPath: string,
  options: ListOptions,
  filters: ReportFilters,
): Promise<{ total: number; pieces: AsyncIterable<string> }> {
  const ids = (
    await inListOrder(listBase(db, rootPath, options, filters), options)
      .select('v.id')
      .execute()
  ).map((r) => r.id);
  async function* pieces() {
    yield '[';
    let first = true;
    for (let start = 0; start < ids.length; start += BATCH) {
      const inner = (await recordsJson(db, ids.slice(start, start + BATCH))).slice(1, -1);
      if (inner === '') continue;
      yield first ? inner : `,${inner}`;
      first = false;
    }
    yield ']';
  }
  return { total: ids.length, pieces: pieces() };
}

/** The live volunteers of `ids` as the list answers them, in the order of `ids`. */
async function recordsJson(db: Kysely<Database>, ids: readonly number[]): Promise<string> {
  // one text parameter: the ids are integers read from the database
  const order = `{${ids.join(',')}}`;
  const query = asListRecord(
    db
      .selectFrom('volunteer as v')
      .innerJoin('location as l', 'l.location_id', 'v.location_id')
      .where('v.deleted_at', 'is', null)
      .where(sql<boolean>`v.id = any(${order}::int[])`)
      .orderBy(sql`array_position(${order}::int[], v.id)`),
  );
  const { rows } = await sql<{ records: string }>`
    select coalesce(json_agg(page), '[]')::text as records from (${query}) page`.execute(db);
  return rows[0]?.records ?? '[]';
}
