import { sql, type Kysely } from 'kysely';

/**
 * A unit's month whose unusual counts the person checked and confirmed at entry (issue 15):
 * kept with the attendance, so the offices above can see which places to call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sanghik_upstiti
    add column unusual_confirmed boolean not null default false`.execute(db);
  await sql`create index sanghik_upstiti_unusual_idx on sanghik_upstiti (year, month)
    where unusual_confirmed`.execute(db);
  await sql`alter table count_record
    add column unusual_confirmed boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table count_record drop column unusual_confirmed`.execute(db);
  await sql`alter table sanghik_upstiti drop column unusual_confirmed`.execute(db);
}
