import { sql, type Kysely } from 'kysely';

/**
 * Jobs every API instance shares (issue 47): queued work claimed with `for update skip locked`,
 * leased while it runs (a lease run out is claimed again: its instance died), retried with
 * back-off, kept with its last error; a key makes a job enqueued twice one job. And each
 * person's in-app messages, one per key (a reminder step sent again adds nothing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job (
      id bigserial primary key,
      kind text not null,
      key text,
      payload jsonb not null default '{}',
      state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null default 5,
      locked_by text,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create unique index job_kind_key on job (kind, key) where key is not null`.execute(db);
  await sql`create index job_due on job (run_at) where state in ('queued', 'running')`.execute(db);
  await sql`
    create table inbox_message (
      id bigserial primary key,
      user_id integer not null references app_user (user_id) on delete cascade,
      key text not null,
      title text not null,
      body text not null,
      link text not null,
      created_at timestamptz not null default now(),
      read_at timestamptz,
      unique (user_id, key)
    )`.execute(db);
  await sql`create index inbox_message_user on inbox_message (user_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table inbox_message`.execute(db);
  await sql`drop table job`.execute(db);
}
