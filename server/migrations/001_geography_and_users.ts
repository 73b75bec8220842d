import { sql, type Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, hence Kysely<unknown>.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table level (
      level_id integer primary key,
      name text not null
    )`.execute(db);

  await sql`
    create table location (
      location_id serial primary key,
      parent_id integer references location (location_id),
      level_id integer not null references level (level_id),
      localized_name text not null,
      name_suffix text not null default '',
      path text not null
    )`.execute(db);
  // prefix LIKE on the ancestor path is how every subtree query finds its rows
  await sql`create index location_path_idx on location (path text_pattern_ops)`.execute(db);
  await sql`create index location_parent_idx on location (parent_id)`.execute(db);

  await sql`
    create table app_user (
      user_id serial primary key,
      firebase_uid text unique,
      email text not null unique,
      name text,
      phone text,
      level_id integer references level (level_id),
      location_id integer references location (location_id),
      admin boolean not null default false,
      writeallowed boolean not null default false,
      karyalay_pramukh boolean not null default false,
      status text not null default 'pending'
        check (status in ('pending', 'active', 'inactive')),
      approved_by integer references app_user (user_id) on delete set null,
      approved_at timestamptz,
      updated_by integer references app_user (user_id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index app_user_location_idx on app_user (location_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table app_user`.execute(db);
  await sql`drop table location`.execute(db);
  await sql`drop table level`.execute(db);
}
