import { sql, type Transaction } from 'kysely';
import type { TreePlace } from '../../src/domain/geoImport';
import type { Database, NewLocation } from '../db/schema';

type Trx = Transaction<Database>;

/** Tables that keep a place's path beside their rows (index-backed subtree checks). */
const PATH_COPIES = ['volunteer', 'entity_record', 'count_record'] as const;

/** The geography's writes for an import, in the caller's transaction (issue 27). */
export const geoImportRepository = {
  /** Every place as the import's plan reads it. */
  async tree(trx: Trx): Promise<(TreePlace & { path: string })[]> {
    return trx
      .selectFrom('location')
      .select([
        'location_id',
        'parent_id',
        'level_id',
        'localized_name',
        'name_suffix',
        'code',
        'path',
      ])
      .orderBy('location_id')
      .execute();
  },

  async newIds(trx: Trx, count: number): Promise<number[]> {
    if (count === 0) return [];
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('location', 'location_id'))::int as id
      from generate_series(1, ${count})`.execute(trx);
    return rows.map((r) => r.id);
  },

  async insert(trx: Trx, places: (NewLocation & { location_id: number; code: string })[]) {
    for (let i = 0; i < places.length; i += 1000) {
      await trx
        .insertInto('location')
        .values(places.slice(i, i + 1000))
        .execute();
    }
  },

  /** Gives a place made without a code (the first admin's root) the sheet's code. */
  async nameByCode(trx: Trx, id: number, code: string) {
    await trx
      .updateTable('location')
      .set({ code })
      .where('location_id', '=', id)
      .where('code', 'is', null)
      .execute();
  },

  async rename(trx: Trx, id: number, name: string, suffix: string) {
    await trx
      .updateTable('location')
      .set({ localized_name: name, name_suffix: suffix })
      .where('location_id', '=', id)
      .execute();
  },

  /** Moves a place with its subtree under another parent: every stored path follows. */
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
