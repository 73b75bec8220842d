import { sql, type Kysely } from 'kysely';

/**
 * Reopening a closed period on request (issue 25): an office asks the office above, with a
 * reason; the office above grants it until a day or refuses it with a reason. The row keeps who
 * asked and decided, when and why; one request waits per module, place and period at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table period_request (
      request_id serial primary key,
      module text not null,
      location_id integer not null references location (location_id),
      year text not null,
      part text not null,
      reason text not null,
      status text not null default 'pending' check (status in ('pending', 'granted', 'refused')),
      asked_by integer references app_user (user_id),
      asked_at timestamptz not null default now(),
      decided_by integer references app_user (user_id),
      decided_at timestamptz,
      decision text,
      until date
    )`.execute(db);
  await sql`create unique index period_request_waiting on period_request
    (module, location_id, year, part) where status = 'pending'`.execute(db);
  await sql`create index period_request_place on period_request
    (module, location_id, year, part, status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table period_request`.execute(db);
}
