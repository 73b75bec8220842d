import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/**
 * A cheap fingerprint of every table's rows: equal before and after means nothing was written.
 * Per table its live rows' count and the newest transaction that wrote one of them (`xmin`):
 * an insert or an update gives a row a newer one, a delete lowers the count, and a write rolled
 * back leaves neither. Stricter than hashing the rows (a write of the same values shows too)
 * and without turning every row into text (a fifth of the time on PGlite).
 * The request counters (`rate_window`, PostgreSQL) are not data: every call, refused or not,
 * counts against its budget.
 */
export async function checksum(db: Kysely<Database>): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' and table_name <> 'rate_window'
    order by table_name`.execute(db);
  const parts = tables.map(
    ({ name }) => sql`select ${name}::text as name, count(*)::text as n,
      coalesce(max(xmin::text::bigint), 0)::text as newest from ${sql.table(name)}`,
  );
  const { rows } = await sql<{ name: string; n: string; newest: string }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  // a union's rows come in any order (PostgreSQL may append them in parallel)
  return rows
    .map((r) => `${r.name}:${r.n}:${r.newest}`)
    .sort()
    .join(',');
}
