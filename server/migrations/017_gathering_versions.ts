import { sql, type Kysely } from 'kysely';

/**
 * The gathering is a declared count form (issue 22): like every count record, each unit's month
 * carries a version a save checks (a row stored is version 1; each save adds one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sanghik_upstiti add column version integer not null default 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sanghik_upstiti drop column version`.execute(db);
}
