import { sql, type Kysely } from 'kysely';

/**
 * The channels a person is reminded on besides the in-app inbox (issue 47). No row: the
 * defaults (e-mail on). A table of its own, so the user calls' answers (spec §3) stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notify_preference (
      user_id integer primary key references app_user (user_id) on delete cascade,
      email boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notify_preference`.execute(db);
}
