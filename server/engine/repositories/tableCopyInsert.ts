// A table store's insert of many records through COPY on PostgreSQL (issue 44, point 15):
// the ids taken from the table's sequence first (COPY answers none), the records' snapshots
// copied from the same lines.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { copyIn, copyText } from '../../db/copyIn';
import type { Database } from '../../db/schema';
import type { StoreTable } from './storeTable';
import type { InsertPayload, InsertPlace } from './tableInsert';

/** The place's columns a record of `t` holds. */
export const placedColumns = (t: StoreTable) =>
  t.pathIn === 'record' ? ['location_id', 'location_path'] : ['location_id'];

/**
 * The records through COPY, their ids those taken ahead (`reserveIds`) or taken now (COPY
 * answers none), then their snapshots, if the table keeps them.
 */
export async function copyInsert(
  trx: Transaction<Database>,
  t: StoreTable,
  { columns, lines }: InsertPayload,
  place: InsertPlace,
  userId: number,
): Promise<number[]> {
  if (!lines) throw new Error('copyInsert: a payload without lines');
  const ids = await takeIds(trx, t, lines.length);
  const placed = placedColumns(t);
  const tail = [place.location_id, place.location_path].slice(0, placed.length);
  const after = `\t${[...tail, userId, userId].map(copyText).join('\t')}`;
  const text = lines.map((line, i) => `${ids[i]}\t${line}${after}`);
  await copyIn(trx, t.table, [t.id, ...columns, ...placed, 'created_by', 'updated_by'], text);
  if (t.writes.snapshots) await copySnapshots(trx, t, columns, lines, ids, place, userId);
  return ids;
}

/**
 * The copied records' snapshots: copied from the same lines when they hold every written
 * column (a snapshot read back by id cost a third more), else read back in a statement.
 */
async function copySnapshots(
  trx: Transaction<Database>,
  t: StoreTable,
  columns: readonly string[],
  lines: readonly string[],
  ids: readonly number[],
  place: InsertPlace,
  userId: number,
) {
  const { table, recordId, columns: wanted } = t.writes.snapshots!;
  const kept = placedColumns(t).filter((c) => wanted.includes(c));
  const copied = [...columns, ...kept];
  if (copied.length !== wanted.length || !copied.every((c) => wanted.includes(c))) {
    await sql`
      with inserted as (select * from ${sql.ref(t.table)} where ${sql.ref(t.id)} = any(${ids}::int[]))
      ${snapshotsOf(t, sql`${userId}::integer`)} select 1`.execute(trx);
    return;
  }
  const tail = [...kept.map((c) => place[c as keyof InsertPlace]), userId].map(copyText);
  const after = `\t${tail.join('\t')}`;
  const text = lines.map((line, i) => `${ids[i]}\t${line}${after}`);
  await copyIn(trx, table, [recordId, ...copied, 'created_by'], text);
}

/** The statement's part that writes the inserted records' snapshots (`inserted` its rows). */
export function snapshotsOf(t: StoreTable, author: RawBuilder<unknown>): RawBuilder<unknown> {
  const { table, columns, recordId } = t.writes.snapshots!;
  const names = sql.join(columns.map((c) => sql.ref(c)));
  return sql`, snapshots as (
    insert into ${sql.ref(table)} (${names}, ${sql.ref(recordId)}, created_by)
    select ${names}, ${sql.ref(t.id)}, ${author} from inserted order by ${sql.ref(t.id)})`;
}

/** Ids taken ahead (`reserveIds`) for an insert's payloads, per transaction and table. */
const reserved = new WeakMap<Transaction<Database>, Map<string, number[]>>();

/**
 * `count` new ids of `t` taken ahead, for the COPYs of the same transaction: an upload takes
 * all of its ids while its first rows are checked (10 000 took 7–10 ms then, not after).
 */
export async function reserveIds(trx: Transaction<Database>, t: StoreTable, count: number) {
  const tables = reserved.get(trx) ?? new Map<string, number[]>();
  reserved.set(trx, tables);
  const pool = tables.get(t.table) ?? [];
  tables.set(t.table, pool);
  // the sequence looked up once (per id, 10 000 took 25 ms), the ids read as one text
  const { rows } = await sql<{ ids: string | null }>`
    select string_agg(id::text, ',' order by id) as ids
    from (select nextval((select pg_get_serial_sequence(${t.table}, ${t.id})::regclass)) as id
      from generate_series(1, ${count})) taken`.execute(trx);
  if (rows[0]?.ids) pool.push(...rows[0].ids.split(',').map(Number));
}

/** `count` new ids of `t`, ascending: those taken ahead first, the rest taken now. */
async function takeIds(trx: Transaction<Database>, t: StoreTable, count: number) {
  const pool = reserved.get(trx)?.get(t.table) ?? [];
  if (pool.length < count) await reserveIds(trx, t, count - pool.length);
  const taken = reserved.get(trx)!.get(t.table)!;
  return taken.splice(0, count);
}
