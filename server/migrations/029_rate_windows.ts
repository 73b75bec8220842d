import { sql, type Kysely } from 'kysely';

/**
 * The request budgets every API instance shares on PostgreSQL (issue 47): requests per key in
 * the minute since its window started (milliseconds since the epoch). Unlogged: a crash forgets a minute of counts, which costs nothing, and the
 * counting skips the write-ahead log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table rate_window (
      key text primary key,
      started bigint not null,
      n integer not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_window`.execute(db);
}
