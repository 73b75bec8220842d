import { sql, type Kysely } from 'kysely';

/**
 * Web push (issue 47): the server's VAPID key pair, made at first start and kept here so every
 * instance signs with the same one (one row: the first instance's insert wins); and each
 * device's subscription, removed on sign-out or when the push service says it is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vapid_key (
      id integer primary key default 1 check (id = 1),
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table push_subscription (
      id bigserial primary key,
      user_id integer not null references app_user (user_id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index push_subscription_user on push_subscription (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table push_subscription`.execute(db);
  await sql`drop table vapid_key`.execute(db);
}
