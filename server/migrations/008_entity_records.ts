import { sql, type Kysely } from 'kysely';

/**
 * Records of the configured modules (DESIGN §13), one generic table for every register:
 * the declared fields as jsonb, the place and its ancestor path as typed columns (scope and
 * subtree lists are index-backed), a version for lost-update checks, soft delete; and the
 * snapshots of tracked modules. docs/decisions.md "Configured module storage" says why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table entity_record (
      id serial primary key,
      entity text not null,
      location_id integer not null references location (location_id),
      location_path text not null,
      data jsonb not null,
      search_text text not null default '',
      version integer not null default 1,
      created_by integer references app_user (user_id) on delete set null,
      updated_by integer references app_user (user_id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`
    create index entity_record_scope_idx on entity_record
      (entity, location_path text_pattern_ops) where deleted_at is null`.execute(db);
  await sql`
    create index entity_record_recent_idx on entity_record
      (entity, updated_at desc, id desc) where deleted_at is null`.execute(db);

  await sql`
    create table entity_record_history (
      history_id serial primary key,
      record_id integer not null references entity_record (id) on delete cascade,
      version integer not null,
      location_id integer not null,
      data jsonb not null,
      deleted boolean not null default false,
      changed_by integer references app_user (user_id) on delete set null,
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index entity_record_history_idx on entity_record_history (record_id, history_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table entity_record_history`.execute(db);
  await sql`drop table entity_record`.execute(db);
}
