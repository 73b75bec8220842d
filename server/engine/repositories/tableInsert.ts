import { sql, type Transaction } from 'kysely';
import { copyText } from '../../db/copyIn';
import type { DatabaseKind } from '../../db/createDatabase';
import type { Database } from '../../db/schema';
import type { StoredRecord } from './entityRecords';
import type { StoreTable } from './storeTable';
import { copyInsert, placedColumns, snapshotsOf } from './tableCopyInsert';

type Row = Record<string, unknown>;

/**
 * How an insert's values travel: each column as a JSON array one statement reads (a parameter
 * per value cost seconds for 10 000 rows on PGlite), or on PostgreSQL, for many records, each
 * as a line of COPY's text, which it reads faster (a COPY for the records and one for their
 * snapshots, not one statement: not worth it for a few).
 */
export type InsertForm = 'arrays' | 'copy';
const COPY_FROM = 200;
export const insertFormOf = (kind: DatabaseKind, count: number): InsertForm =>
  kind === 'postgres' && count >= COPY_FROM ? 'copy' : 'arrays';

/**
 * Many new records of a table store as its insert sends them, in record order, in one of the
 * forms above. Pure (no database): a worker thread may build it while the database stores the
 * step before. The place is not in it: it is read under the tree's lock.
 */
export interface InsertPayload {
  columns: string[];
  /** 'arrays': JSON text per column. */
  arrays?: string[];
  /** 'copy': a record's columns per line, without its id, place and authors. */
  lines?: string[];
  count: number;
  /** The rows as written, for a table whose writes read them after (`afterInsert`). */
  rows?: Row[];
}

/** The records' columns (the place's left out) as the insert sends them. */
export function tableInsertPayload(
  t: Pick<StoreTable, 'columnsOf' | 'writes'>,
  records: readonly StoredRecord[],
  form: InsertForm = 'arrays',
): InsertPayload {
  const rows = records.map((r) => Object.assign(t.columnsOf(r.data), t.writes.extra?.(r)));
  const columns = rows.length ? Object.keys(rows[0]!) : [];
  const values = form === 'copy' ? { lines: rows.map(lineOf(columns)) } : arraysOf(columns, rows);
  return { columns, ...values, count: rows.length, ...(t.writes.afterInsert ? { rows } : {}) };
}

function arraysOf(columns: readonly string[], rows: readonly Row[]) {
  const arrays = columns.map((c) => {
    const column = new Array<unknown>(rows.length);
    for (let i = 0; i < rows.length; i++) column[i] = rows[i]![c] ?? null;
    return JSON.stringify(column);
  });
  return { arrays };
}

const lineOf = (columns: readonly string[]) => (row: Row) => {
  let line = '';
  for (let i = 0; i < columns.length; i++) line += (i ? '\t' : '') + copyText(row[columns[i]!]);
  return line;
};

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
  const ids = payload.lines
    ? await copyInsert(trx, t, payload, place, userId)
    : await statementInsert(trx, t, payload, place, userId);
  const at = t.pathIn === 'record' ? place : { location_id: place.location_id };
  const written = (payload.rows ?? []).map((row) => ({ ...row, ...at }));
  await t.writes.afterInsert?.(trx, ids, written, userId);
  return ids;
}

/** The records through one statement reading the payload's JSON arrays. */
async function statementInsert(
  trx: Transaction<Database>,
  t: StoreTable,
  payload: InsertPayload,
  place: InsertPlace,
  userId: number,
): Promise<number[]> {
  const ref = (s: string) => sql.ref(s);
  const names = payload.columns.map((_, i) => sql.raw(`c${i}`));
  const typed = payload.columns.map(
    (c, i) => sql`r.${names[i]}::${sql.raw(t.sqlTypes[c] ?? 'text')}`,
  );
  const arrays = payload.arrays!.map((json) => sql`json_array_elements_text(${json}::json)`);
  const placed = placedColumns(t);
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
    ) ${t.writes.snapshots ? snapshotsOf(t, author) : sql``}
    select ${ref(t.id)} as id from inserted order by ${ref(t.id)}`.execute(trx);
  return rows.map((r) => r.id);
}
