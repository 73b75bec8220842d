import { sql, type Kysely } from 'kysely';
import { dropTrail, trail, type Trailed } from './031_change_trail';

/**
 * The reasons a count form's figures were saved with though a check warned (issue 48 §1): one
 * per record and check, kept with the record's save and on the change trail; the तपासणी screen
 * lists them below a place.
 */
/** How its rows enter the change trail. */
export const CHECK_REASON_TRAIL: Trailed = {
  module: 'x.entity',
  id: `x.subject_id || ':' || x.year || ':' || x.part`,
  place: 'x.location_id',
  savers: ['saved_by'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table check_reason (
      entity text not null,
      year text not null,
      part text not null,
      subject_id integer not null,
      location_id integer not null references location (location_id),
      location_path text not null,
      check_message text not null,
      reason text not null,
      saved_by integer references app_user (user_id) on delete set null,
      saved_at timestamptz not null default now(),
      primary key (entity, year, part, subject_id, check_message)
    )`.execute(db);
  await sql`
    create index check_reason_scope_idx
      on check_reason (entity, year, part, location_path text_pattern_ops)`.execute(db);
  await trail(db, 'check_reason', CHECK_REASON_TRAIL);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrail(db, 'check_reason');
  await sql`drop table check_reason`.execute(db);
}
