import { sql, type Kysely } from 'kysely';

/**
 * The volunteer register is a declared register (issue 23): like every register record, a
 * volunteer carries a version a change checks (one per saved snapshot, so the history's
 * versions and the record's agree).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table volunteer add column version integer not null default 1`.execute(db);
  await sql`
    update volunteer v set version = h.saved
    from (select volunteer_id, count(*)::int as saved from volunteer_history group by volunteer_id) h
    where h.volunteer_id = v.id and h.saved > 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table volunteer drop column version`.execute(db);
}
