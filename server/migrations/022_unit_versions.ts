import { sql, type Kysely } from 'kysely';

/** The unit's columns a snapshot keeps: its place, its entered fields and its status. */
export const UNIT_TRACKED = [
  'location_id',
  'localized_name',
  'ekak_type_id',
  'ekak_sub_type_id',
  'start_date',
  'meeting_day',
  'meeting_time',
  'meeting_place',
  'notes',
  'status',
  'status_date',
] as const;

/**
 * Units are a declared register (issue 23) and `tracked`: a unit carries a version a change
 * checks, and every saved state — added, corrected, its status (सद्यस्थिती) changed, moved by
 * a place merge — is a snapshot. The table's triggers keep both, whichever call changed the
 * row, so no path that writes a unit can forget its history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = UNIT_TRACKED.join(', ');
  const changed = UNIT_TRACKED.map((c) => `new.${c} is distinct from old.${c}`).join(' or ');
  await sql`alter table sankalp add column version integer not null default 1`.execute(db);
  await sql`
    create table sankalp_history (
      id serial primary key,
      sankalp_id integer not null references sankalp (sankalp_id) on delete cascade,
      version integer not null,
      location_id integer not null,
      localized_name text not null,
      ekak_type_id integer not null,
      ekak_sub_type_id integer not null,
      start_date date,
      meeting_day text,
      meeting_time text,
      meeting_place text,
      notes text,
      status text not null,
      status_date date,
      created_by integer,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sankalp_history_unit_idx on sankalp_history (sankalp_id, version)`.execute(
    db,
  );
  await sql
    .raw(
      `create function sankalp_version() returns trigger language plpgsql as $$
       begin
         if ${changed} or new.deleted_at is distinct from old.deleted_at then
           new.version := old.version + 1;
         end if;
         return new;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger sankalp_version before update on sankalp
       for each row execute function sankalp_version()`,
    )
    .execute(db);
  // one statement-level trigger per event (a transition table serves one event): the seed's
  // 60 000 units are snapshotted in one insert, not one per row
  for (const [event, from] of [
    ['insert', 'new_rows n'],
    ['update', 'new_rows n join old_rows o using (sankalp_id)'],
  ] as const) {
    const changedRows = event === 'update' ? 'and n.version <> o.version' : '';
    const transition =
      event === 'update' ? 'old table as old_rows new table as new_rows' : 'new table as new_rows';
    await sql
      .raw(
        `create function sankalp_snapshot_${event}() returns trigger language plpgsql as $$
         begin
           insert into sankalp_history (sankalp_id, version, ${columns}, created_by)
           select n.sankalp_id, n.version, ${UNIT_TRACKED.map((c) => `n.${c}`).join(', ')},
             n.updated_by
           from ${from} where n.deleted_at is null ${changedRows} order by n.sankalp_id;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger sankalp_snapshot_${event} after ${event} on sankalp
         referencing ${transition} for each statement
         execute function sankalp_snapshot_${event}()`,
      )
      .execute(db);
  }
  // the units already kept: their state now is their first version
  await sql
    .raw(
      `insert into sankalp_history (sankalp_id, version, ${columns}, created_by, created_at)
       select sankalp_id, 1, ${columns}, updated_by, updated_at from sankalp
       where deleted_at is null order by sankalp_id`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update']) {
    await sql.raw(`drop trigger sankalp_snapshot_${event} on sankalp`).execute(db);
    await sql.raw(`drop function sankalp_snapshot_${event}()`).execute(db);
  }
  await sql`drop trigger sankalp_version on sankalp`.execute(db);
  await sql`drop function sankalp_version()`.execute(db);
  await sql`drop table sankalp_history`.execute(db);
  await sql`alter table sankalp drop column version`.execute(db);
}
