import { sql, type Kysely } from 'kysely';

/**
 * Modules an administrator defines in the browser (issue 24): one row per module with its draft
 * and its published definition (jsonb), every published version kept, and one revision counter
 * every API instance reads to know its cached registry is stale. Each record keeps the version
 * of the definition it was saved with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table module_definition (
      name text primary key,
      state text not null default 'draft'
        check (state in ('draft', 'published', 'retired')),
      version integer not null default 0,
      draft jsonb,
      published jsonb,
      created_by integer references app_user (user_id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table module_definition_version (
      name text not null references module_definition (name) on delete cascade,
      version integer not null,
      definition jsonb not null,
      published_by integer references app_user (user_id) on delete set null,
      published_at timestamptz not null default now(),
      primary key (name, version)
    )`.execute(db);
  await sql`
    create table module_registry (
      id boolean primary key default true check (id),
      revision bigint not null default 0
    )`.execute(db);
  await sql`insert into module_registry default values`.execute(db);
  await sql`alter table entity_record add column module_version integer`.execute(db);
  await sql`alter table count_record add column module_version integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table count_record drop column module_version`.execute(db);
  await sql`alter table entity_record drop column module_version`.execute(db);
  await sql`drop table module_registry`.execute(db);
  await sql`drop table module_definition_version`.execute(db);
  await sql`drop table module_definition`.execute(db);
}
