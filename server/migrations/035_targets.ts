import { sql, type Kysely } from 'kysely';
import { dropTrail, trail } from './031_change_trail';

// Targets (issue 49 §1): a count form's figure a place is asked to reach in a period (a year, a
// festival, a month: as the form's period), set by the office above it; on the change trail.
// No row: no target.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table target (
      entity text not null,
      year text not null,
      part text not null,
      location_id integer not null references location (location_id),
      field text not null,
      value bigint not null check (value >= 0),
      set_by integer references app_user (user_id) on delete set null,
      set_at timestamptz not null default now(),
      primary key (entity, year, part, location_id, field)
    )`.execute(db);
  await trail(db, 'target', {
    module: 'x.entity',
    id: `x.location_id || ':' || x.year || ':' || x.part`,
    place: 'x.location_id',
    savers: ['set_by'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrail(db, 'target');
  await sql`drop table target`.execute(db);
}
