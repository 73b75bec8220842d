import { sql, type Kysely } from 'kysely';

/**
 * Submitting a period and approving it up the tree (issue 25, point 5). `period_status` keeps,
 * per module, period and place, the place's submission (expected places) and its approval (any
 * place); `period_event` every step with who and when; `period_progress` per place the expected
 * places below it submitted, on time and under an approval, moved by each step like the other
 * roll-ups (never counted at request time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table period_status (
      module text not null,
      year text not null,
      part text not null,
      location_id integer not null references location (location_id),
      submitted_by integer references app_user (user_id),
      submitted_on date,
      on_time boolean not null default false,
      -- the approval that counted this place as submitted while it was pending ("with N pending")
      forced_by integer references location (location_id),
      approved_by integer references app_user (user_id),
      approved_at timestamptz,
      approved_level integer,
      approved_pending integer,
      primary key (module, year, part, location_id)
    )`.execute(db);
  await sql`
    create table period_event (
      event_id serial primary key,
      module text not null,
      year text not null,
      part text not null,
      location_id integer not null references location (location_id),
      action text not null
        check (action in ('submitted', 'withdrawn', 'approved', 'unapproved')),
      pending integer,
      by_user integer references app_user (user_id),
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index period_event_place on period_event
    (module, year, part, location_id)`.execute(db);
  await sql`
    create table period_progress (
      module text not null,
      year text not null,
      part text not null,
      location_id integer not null references location (location_id),
      submitted integer not null default 0,
      on_time integer not null default 0,
      approved integer not null default 0,
      changed_at timestamptz not null default now(),
      primary key (module, year, part, location_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table period_progress`.execute(db);
  await sql`drop table period_event`.execute(db);
  await sql`drop table period_status`.execute(db);
}
