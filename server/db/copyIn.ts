// COPY … FROM STDIN through Kysely on PostgreSQL (issue 44, point 15): a bulk add's rows as
// COPY's text, which the server reads faster than any statement's parameters. Kysely has no
// COPY, so the query is marked and its one parameter is the data; the pg client (prepared.ts)
// streams it with pg-copy-streams. PGlite has no such client: only PostgreSQL's stores use it.
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './schema';

const MARK = '/* copy from stdin */ ';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * COPY's text form of one value, as the JSON path reads it (json_array_elements_text): a
 * string as it is, any other value as its JSON (a JSON string unquoted, JSON null as null).
 */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'boolean') return value ? 'true' : 'false';
  else if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  else {
    const json = JSON.stringify(value) as string | undefined;
    if (json === undefined || json === 'null') return '\\N';
    text = json.startsWith('"') ? (JSON.parse(json) as string) : json;
  }
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c as keyof typeof ESCAPES])
    : text;
}
const ESCAPES = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Stores `lines` (COPY's text, a record each) into `columns` of `table`, in one COPY. */
export async function copyIn(
  db: Kysely<Database> | Transaction<Database>,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
): Promise<void> {
  const text = `${MARK}copy ${quoted(table)} (${columns.map(quoted).join(', ')}) from stdin`;
  await db.executeQuery(CompiledQuery.raw(text, [lines.join('\n') + '\n']));
}

type Query = (...args: unknown[]) => unknown;

/** A marked COPY run by the pg client's own `query`; other queries answer undefined. */
export function copyThrough(query: Query, text: unknown, values: unknown): Promise<unknown> | void {
  if (typeof text !== 'string' || !text.startsWith(MARK)) return;
  const data = (values as string[])[0]!;
  const stream = query(copyFrom(text.slice(MARK.length))) as ReturnType<typeof copyFrom>;
  return pipeline(Readable.from([data]), stream).then((): Partial<pg.QueryResult> => ({
    command: 'COPY',
    rowCount: stream.rowCount,
    rows: [],
  }));
}
