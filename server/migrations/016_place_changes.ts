import { sql, type Kysely } from 'kysely';

/**
 * The history of the tree's changes on /geo/tree (issue 27): each place added, renamed, moved,
 * closed or reopened, who did it and when, what it was and became; and the day a place closed
 * (it and everything below it take no new entry from that day and leave the pickers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table location add column closed_on date`.execute(db);
  // closed places are few: "is any place above this one closed" reads just them
  await sql`create index location_closed_idx on location (path collate "C")
    where closed_on is not null`.execute(db);
  await sql`
    create table location_change (
      change_id serial primary key,
      location_id integer not null references location (location_id),
      action text not null,
      before jsonb,
      after jsonb not null,
      changed_by integer references app_user (user_id),
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index location_change_place_idx on location_change (location_id, change_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table location_change`.execute(db);
  await sql`alter table location drop column closed_on`.execute(db);
}
