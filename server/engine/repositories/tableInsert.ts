import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredRecord } from './entityRecords';
import type { StoreTable } from './storeTable';

type Row = Record<string, unknown>;

/**
 * Many new records of a table store as its insert sends them: each column's values as one JSON
 * array, in record order. Pure (no database): a worker thread may build it while the database
 * stores the step before. The place is not in it: it is read under the tree's lock.
 */
export interface InsertPayload {
  columns: string[];
  /** JSON text per column: binding a parameter per value cost seconds for 10 000 rows on PGlite. */
  arrays: string[];
  count: number;
  /** The rows as written, for a table whose writes read them after (`afterInsert`). */
  rows?: Row[];
}

/** The records' columns (the place's left out) as the insert sends them. */
export function tableInsertPayload(
  t: Pick<StoreTable, 'columnsOf' | 'writes'>,
  records: readonly StoredRecord[],
): InsertPayload {
  const rows = records.map((r) => Object.assign(t.columnsOf(r.data), t.writes.extra?.(r)));
  const columns = rows.length ? Object.keys(rows[0]!) : [];
  const arrays = columns.map((c) => {
    const column = new Array<unknown>(rows.length);
    for (let i = 0; i < rows.length; i++) column[i] = rows[i]![c] ?? null;
    return JSON.stringify(column);
  });
  return { columns, arrays, count: rows.length, ...(t.writes.afterInsert ? { rows } : {}) };
}

/** Where the records go: one place for every record of an insert. */
export interface InsertPlace {
  location_id: number;
  location_path: string;
}

/** The payload's insert at `place`, its writes around it; the new ids in record order. */
export async function runTableInsert(
  trx: Transaction<Database>,
  t: StoreTable,
  payload: InsertPayload,
  place: InsertPlace,
  userId: number,
): Promise<number[]> {
  if (payload.count === 0) return [];
  await t.writes.beforeInsert?.(trx);
  const ref = (s: string) => sql.ref(s);
  const names = payload.columns.map((_, i) => sql.raw(`c${i}`));
  const typed = payload.columns.map(
    (c, i) => sql`r.${names[i]}::${sql.raw(t.sqlTypes[c] ?? 'text')}`,
  );
  const arrays = payload.arrays.map((json) => sql`json_array_elements_text(${json}::json)`);
  const placed = t.pathIn === 'record' ? ['location_id', 'location_path'] : ['location_id'];
  const placeValues = [sql`${place.location_id}::integer`, sql`${place.location_path}::text`];
  const author = sql`${userId}::integer`;
  const { rows } = await sql<{ id: number }>`
    with inserted as (
      insert into ${ref(t.table)} (${sql.join([...payload.columns, ...placed].map(ref))},
        created_by, updated_by)
      select ${sql.join([...typed, ...placeValues.slice(0, placed.length)])}, ${author}, ${author}
      from rows from (${sql.join(arrays)}) with ordinality as r (${sql.join(names)}, n)
      order by r.n
      returning *
    ) ${t.writes.withInserted?.(author) ?? sql``}
    select ${ref(t.id)} as id from inserted order by ${ref(t.id)}`.execute(trx);
  const ids = rows.map((r) => r.id);
  const at = t.pathIn === 'record' ? place : { location_id: place.location_id };
  const written = (payload.rows ?? []).map((row) => ({ ...row, ...at }));
  await t.writes.afterInsert?.(trx, ids, written, userId);
  return ids;
}
