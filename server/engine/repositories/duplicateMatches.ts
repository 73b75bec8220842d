import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { RegisterDeclaration } from '../../../src/domain/engine';
import { escapeLike } from '../../db/escapeLike';
import type { DatabaseKind } from '../../db/createDatabase';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

/** A live record repeating a key of the register's `duplicates` fields. */
export interface DuplicateHit {
  id: number;
  /** Its place's name with the suffix ('कोळवण गाव'). */
  place: string;
  location_id: number;
  /** Its place's name alone. */
  location: string;
  /** Its values of the `duplicates` fields, as stored. */
  values: Row;
}

export interface DuplicateOptions {
  /** Keys per statement (KEYS_PER_STATEMENT of the database). */
  perStatement?: number;
  /** The record being corrected. */
  excludeId?: number;
  /** Hits per key, the oldest first (1: does it repeat one at all). */
  perKey?: number;
  on?: Db;
}

/** How a store's table holds a register's records: its live rows and a field's value. */
export interface DuplicateTable {
  /** `<table> e` with the condition of its live rows of the register. */
  rows: RawBuilder<unknown>;
  live: RawBuilder<boolean>;
  /** A field's value as text (compared trimmed, any case). */
  text(field: string): RawBuilder<unknown>;
  /** A field's value as the record holds it (answered in `values`). */
  value(field: string): RawBuilder<unknown>;
}

/**
 * Keys matched per statement. PGlite runs a statement on the server's own thread, so a large
 * upload's check is cut in parts and other requests get their turn between them (each part
 * passes over the whole area once: 5 000 keys, half a second, is the balance; 2 000 made a
 * 10 000-row check 3.7× its bare join, issue 44); PostgreSQL takes them all at once (the keys go
 * as arrays: no bind-parameter limit).
 */
export const KEYS_PER_STATEMENT: Record<DatabaseKind, number> = { pglite: 5000, postgres: 50_000 };

/**
 * For each key (by index) the first `perKey` live records under `rootPath` with the same values
 * of the register's `duplicates` fields (trimmed, any case).
 */
export async function duplicateMatches(
  table: DuplicateTable,
  d: RegisterDeclaration,
  rootPath: string,
  keys: readonly (readonly string[])[],
  options: DuplicateOptions & { on: Db },
): Promise<Map<number, DuplicateHit[]>> {
  const fields = d.duplicates ?? [];
  const found = new Map<number, DuplicateHit[]>();
  if (!fields.length || !keys.length) return found;
  // a number kept as its bare digits (a mobile) is compared as stored: no trim or case to undo
  const bare = new Set(d.fields.filter((f) => f.digits).map((f) => f.name));
  const step = options.perStatement ?? KEYS_PER_STATEMENT.pglite;
  for (let start = 0; start < keys.length; start += step) {
    const chunk = keys.slice(start, start + step);
    for (const [i, hits] of await matchChunk(table, fields, bare, rootPath, chunk, start, options))
      found.set(i, hits);
  }
  return found;
}

async function matchChunk(
  table: DuplicateTable,
  fields: readonly string[],
  bare: ReadonlySet<string>,
  rootPath: string,
  chunk: readonly (readonly string[])[],
  start: number,
  { excludeId = 0, perKey = 1, on }: DuplicateOptions & { on: Db },
): Promise<Map<number, DuplicateHit[]>> {
  const found = new Map<number, DuplicateHit[]>();
  const names = fields.map((_, i) => sql.ref(`q.k${i}`));
  // the keys as one array per field, unnested side by side
  const columns = [
    sql`${chunk.map((_, i) => start + i)}::int[]`,
    ...fields.map((_, f) => sql`${chunk.map((key) => key[f] ?? '')}::text[]`),
  ];
  const matches = sql.join(
    fields.map((f, i) =>
      bare.has(f)
        ? sql`${table.text(f)}::text = ${names[i]!}`
        : sql`lower(trim(${table.text(f)}::text)) = ${names[i]!}`,
    ),
    sql` and `,
  );
  const stored = sql.join(fields.map((f) => sql`${f}::text, ${table.value(f)}`));
  // a join on the compared values (hashed, one pass over the area), not a search per key;
  // the hits kept are then read whole, each by its id
  const { rows } = await sql<Omit<DuplicateHit, 'values'> & { i: number; stored: Row }>`
    select m.i, e.id, l.localized_name || ' ' || l.name_suffix as place, e.location_id,
      l.localized_name as location, json_build_object(${stored}) as stored
    from (
      select q.i, e.id, row_number() over (partition by q.i order by e.id) as n
      from unnest(${sql.join(columns)}) as q(i, ${sql.join(fields.map((_, i) => sql.ref(`k${i}`)))})
      join ${table.rows} on ${table.live} and e.location_path like ${`${escapeLike(rootPath)}%`}
        and e.id <> ${excludeId} and ${matches}
    ) m
    join ${table.rows} on e.id = m.id
    join location l on l.location_id = e.location_id
    where m.n <= ${perKey}
    order by m.i, e.id`.execute(on);
  for (const { i, stored: values, ...hit } of rows)
    found.set(i, [...(found.get(i) ?? []), { ...hit, values }]);
  return found;
}
