import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: the sign-ins of deleted users. A deleted user's ID token stays valid until it
 * expires (up to an hour); without this list its next call would sign it up again as a
 * pending request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deleted_identity (
      firebase_uid text primary key,
      deleted_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table deleted_identity`.execute(db);
}
