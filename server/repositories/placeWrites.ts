import { sql, type Transaction } from 'kysely';
import type { Database, NewLocation } from '../db/schema';

type Trx = Transaction<Database>;

/** Tables that keep a place's path beside their rows (index-backed subtree checks). */
const PATH_COPIES = ['volunteer', 'entity_record', 'count_record'] as const;

/**
 * The tree's own writes, in the caller's transaction: places added, renamed, moved with their
 * subtree (issue 27: the geography import and the place administration of /geo/tree).
 */
export const placeWrites = {
  async newIds(trx: Trx, count: number): Promise<number[]> {
    if (count === 0) return [];
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('location', 'location_id'))::int as id
      from generate_series(1, ${count})`.execute(trx);
    return rows.map((r) => r.id);
  },

  async insert(trx: Trx, places: (NewLocation & { location_id: number; code: string | null })[]) {
    for (let i = 0; i < places.length; i += 1000) {
      await trx
        .insertInto('location')
        .values(places.slice(i, i + 1000))
        .execute();
    }
  },

  async rename(trx: Trx, id: number, name: string, suffix: string) {
    await trx
      .updateTable('location')
      .set({ localized_name: name, name_suffix: suffix })
      .where('location_id', '=', id)
      .execute();
  },

  /** Moves a place with its subtree under another parent; answers its old and new path. */
  async move(trx: Trx, id: number, parentId: number, parentPath: string) {
    const { path: oldPath } = await trx
      .selectFrom('location')
      .select('path')
      .where('location_id', '=', id)
      .executeTakeFirstOrThrow();
    const newPath = `${parentPath}${id}/`;
    const cut = oldPath.length + 1;
    await trx
      .updateTable('location')
      .set({ parent_id: parentId })
      .where('location_id', '=', id)
      .execute();
    await sql`update location set path = ${newPath} || substr(path, ${cut})
      where path like ${`${oldPath}%`}`.execute(trx);
    for (const table of PATH_COPIES) {
      await sql`update ${sql.table(table)} set location_path = ${newPath} || substr(location_path, ${cut})
        where location_path like ${`${oldPath}%`}`.execute(trx);
    }
    return { oldPath, newPath };
  },

  async pathOf(trx: Trx, id: number): Promise<string> {
    const row = await trx
      .selectFrom('location')
      .select('path')
      .where('location_id', '=', id)
      .executeTakeFirstOrThrow();
    return row.path;
  },
};
