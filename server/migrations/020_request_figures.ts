import { sql, type Kysely } from 'kysely';

/**
 * The figures an office wants to save, sent with its request to reopen a period (issue 25,
 * point 4): the records as the save takes them, saved with one tap once the request is granted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table period_request add column figures jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table period_request drop column figures`.execute(db);
}
