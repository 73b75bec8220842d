import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/**
 * A cheap fingerprint of every table's rows: equal before and after means nothing changed.
 * The request counters (`rate_window`, PostgreSQL) are not data: every call, refused or not,
 * counts against its budget.
 */
export async function checksum(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' and table_name <> 'rate_window'
    order by table_name`.execute(db);
  const sums = await Promise.all(
    rows.map(async ({ name }) => {
      const {
        rows: [r],
      } = await sql<{ sum: string }>`
        select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum
        from ${sql.table(name)} x`.execute(db);
      return `${name}:${r!.sum}`;
    }),
  );
  return sums.join(',');
}
