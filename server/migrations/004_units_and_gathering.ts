import { sql, type Kysely } from 'kysely';

// Units (संकल्प), their status history (सद्यस्थिती) and monthly attendance (सांघिक).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sankalp (
      sankalp_id serial primary key,
      localized_name text not null,
      ekak_type_id integer not null check (ekak_type_id between 1 and 3),
      ekak_sub_type_id integer not null check (ekak_sub_type_id between 1 and 9),
      location_id integer not null references location (location_id),
      start_date date,
      meeting_day text,
      meeting_time text,
      meeting_place text,
      notes text,
      status text not null default 'active' check (status in ('active', 'paused', 'closed')),
      status_date date not null default current_date,
      deleted_at timestamptz,
      created_by integer references app_user (user_id) on delete set null,
      updated_by integer references app_user (user_id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sankalp_location_idx on sankalp (location_id)`.execute(db);

  await sql`
    create table sankalp_status (
      status_id serial primary key,
      sankalp_id integer not null references sankalp (sankalp_id) on delete cascade,
      status text not null check (status in ('active', 'paused', 'closed')),
      effective_date date not null,
      reason text,
      changed_by integer references app_user (user_id) on delete set null,
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sankalp_status_unit_idx on sankalp_status (sankalp_id, effective_date)`.execute(
    db,
  );

  await sql`
    create table sanghik (
      sanghik_id serial primary key,
      location_id integer not null references location (location_id),
      year text not null,
      month integer not null check (month between 1 and 12),
      saved_by integer references app_user (user_id) on delete set null,
      saved_at timestamptz not null default now(),
      unique (location_id, year, month)
    )`.execute(db);

  await sql`
    create table sanghik_upstiti (
      sankalp_id integer not null references sankalp (sankalp_id) on delete cascade,
      year text not null,
      month integer not null check (month between 1 and 12),
      sanghik_id integer not null references sanghik (sanghik_id),
      praudh integer not null default 0 check (praudh >= 0),
      tarun_vyavasayi integer not null default 0 check (tarun_vyavasayi >= 0),
      maha_vidyarthi integer not null default 0 check (maha_vidyarthi >= 0),
      baal integer not null default 0 check (baal >= 0),
      shishu integer not null default 0 check (shishu >= 0),
      total integer not null default 0,
      saved_by integer references app_user (user_id) on delete set null,
      saved_at timestamptz not null default now(),
      primary key (sankalp_id, year, month)
    )`.execute(db);
  await sql`create index sanghik_upstiti_month_idx on sanghik_upstiti (year, month)`.execute(db);

  // every save of a unit's month: the values before (null when new) and after
  await sql`
    create table sanghik_upstiti_audit (
      audit_id serial primary key,
      sankalp_id integer not null references sankalp (sankalp_id) on delete cascade,
      year text not null,
      month integer not null,
      previous jsonb,
      current jsonb not null,
      saved_by integer references app_user (user_id) on delete set null,
      saved_at timestamptz not null default now()
    )`.execute(db);

  // per place and month, kept up to date by every save (DESIGN §3): reports read only these
  await sql`
    create table sanghik_rollup (
      location_id integer not null references location (location_id),
      year text not null,
      month integer not null,
      praudh integer not null default 0,
      tarun_vyavasayi integer not null default 0,
      maha_vidyarthi integer not null default 0,
      baal integer not null default 0,
      shishu integer not null default 0,
      total integer not null default 0,
      present_units integer not null default 0,
      present_1 integer not null default 0,
      present_2 integer not null default 0,
      present_3 integer not null default 0,
      present_4 integer not null default 0,
      present_5 integer not null default 0,
      present_6 integer not null default 0,
      present_7 integer not null default 0,
      present_8 integer not null default 0,
      present_9 integer not null default 0,
      primary key (location_id, year, month)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sanghik_rollup`.execute(db);
  await sql`drop table sanghik_upstiti_audit`.execute(db);
  await sql`drop table sanghik_upstiti`.execute(db);
  await sql`drop table sanghik`.execute(db);
  await sql`drop table sankalp_status`.execute(db);
  await sql`drop table sankalp`.execute(db);
}
