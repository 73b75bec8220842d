import { sql, type Kysely } from 'kysely';

// Photos on records (issue 50): the device sends each photo (its own UUID, so a resend is the
// same photo) before the record that names it; the server keeps it re-encoded with a thumbnail,
// in the database every instance reads (and every backup holds). Until a record names it, a
// photo is its sender's only; then it is the record's, seen by those whose area holds the record
// (read through the record's place at each request: a moved place moves its photos too).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table photo (
      id uuid primary key,
      content_type text not null,
      bytes bytea not null,
      thumb bytea not null,
      width integer not null,
      height integer not null,
      sha256 text not null,
      uploaded_by integer references app_user (user_id) on delete set null,
      uploaded_at timestamptz not null default now(),
      entity text,
      record_id integer references entity_record (id) on delete cascade
    )`.execute(db);
  await sql`create index photo_record_idx on photo (record_id) where record_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table photo`.execute(db);
}
