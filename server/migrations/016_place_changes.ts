import { sql, type Kysely } from 'kysely';

/**
 * The history of the tree's changes on /geo/tree (issue 27): each place added, renamed or moved,
 * who did it and when, what it was and became.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}
