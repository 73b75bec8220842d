import { sql, type Kysely } from 'kysely';
import { dropTrail, trail, type Trailed } from './031_change_trail';

/**
 * The तपासणी screen's notes (issue 48 §2): per record and check, a comment and whether it is
 * to follow up or done, who and when; on the change trail.
 */
/** How its rows enter the change trail. */
export const CHECK_NOTE_TRAIL: Trailed = {
  module: 'x.entity',
  id: `x.subject_id || ':' || x.year || ':' || x.part`,
  place: 'x.location_id',
  savers: ['noted_by'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table check_note (
      entity text not null,
      year text not null,
      part text not null,
      subject_id integer not null,
      location_id integer not null references location (location_id),
      location_path text not null,
      check_message text not null,
      comment text not null default '',
      status text not null default 'open' check (status in ('open', 'done')),
      noted_by integer references app_user (user_id) on delete set null,
      noted_at timestamptz not null default now(),
      primary key (entity, year, part, subject_id, check_message)
    )`.execute(db);
  await sql`
    create index check_note_scope_idx
      on check_note (entity, year, part, location_path text_pattern_ops)`.execute(db);
  await trail(db, 'check_note', CHECK_NOTE_TRAIL);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrail(db, 'check_note');
  await sql`drop table check_note`.execute(db);
}
