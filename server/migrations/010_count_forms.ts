import { sql, type Kysely } from 'kysely';

/**
 * Count forms and roll-up reports (DESIGN §13): one record per module, subject (a unit or a
 * place) and period; per place and period the sums of every record below it (`count_rollup`,
 * one row per figure), kept in the same transaction as each save; register records that feed a
 * report keep their share (`sums`) and its financial year too. docs/decisions.md says why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table entity_record add column rollup_year text, add column sums jsonb`.execute(
    db,
  );
  await sql`
    create table count_record (
      id serial primary key,
      entity text not null,
      year text not null,
      part text not null default '',
      subject_id integer not null,
      location_id integer not null references location (location_id),
      location_path text not null,
      data jsonb not null default '{}'::jsonb,
      sums jsonb not null default '{}'::jsonb,
      version integer not null default 0,
      saved_by integer references app_user (user_id) on delete set null,
      saved_at timestamptz,
      unique (entity, year, part, subject_id)
    )`.execute(db);
  await sql`
    create index count_record_scope_idx
      on count_record (entity, year, part, location_path text_pattern_ops)`.execute(db);
  await sql`
    create table count_rollup (
      entity text not null,
      year text not null,
      part text not null,
      location_id integer not null references location (location_id),
      field text not null,
      value bigint not null default 0,
      changed_at timestamptz not null default now(),
      primary key (entity, year, part, location_id, field)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table count_rollup`.execute(db);
  await sql`drop table count_record`.execute(db);
  await sql`alter table entity_record drop column rollup_year, drop column sums`.execute(db);
}
