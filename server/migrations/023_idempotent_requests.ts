import { sql, type Kysely } from 'kysely';

/**
 * Writes sent with an `Idempotency-Key` (issue 26): the key is kept with its user in the save's
 * own transaction, so a save and its key commit together or not at all, and the answer is kept
 * beside it to be sent again to a repeated request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotent_request (
      user_id integer not null references app_user (user_id) on delete cascade,
      key text not null,
      request_hash text not null,
      status integer,
      answer text,
      content_type text,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    )`.execute(db);
  await sql`create index idempotent_request_age on idempotent_request (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotent_request`.execute(db);
}
