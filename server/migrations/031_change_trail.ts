import { sql, type Kysely } from 'kysely';

/**
 * One trail of changes (issue 48 §3): every write of a record of any module appends, in its own
 * statement's transaction, one row per record to `change_log` with the fields it changed
 * (`{ field: [before, after] }`), who and through what. Statement-level triggers with
 * transition tables write it, so no path that writes a table can forget it, a bulk save costs
 * one insert per statement, and a killed save leaves the record and its trail both or neither.
 * docs/decisions.md "One trail of changes" says why triggers and not the repositories.
 */

/** Columns that are bookkeeping, not figures or details a person changed. */
const IGNORED = [
  'version',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'saved_at',
  'saved_by',
  'changed_at',
  'changed_by',
  'search_text',
  'location_path',
  'path',
  'sums',
  'rollup_year',
  'module_version',
  'firebase_uid',
  'data',
  // a record's own id, and keys that are not the person's choice
  'id',
  'status_id',
  'sanghik_id',
  'entity',
];

/** table → [module (SQL over the row's jsonb `r`), record id, place id] */
const TRAILED: Record<string, [string, string, string]> = {
  entity_record: [`r->>'entity'`, `r->>'id'`, `(r->>'location_id')::int`],
  count_record: [`r->>'entity'`, `r->>'id'`, `(r->>'location_id')::int`],
  volunteer: [`'swayamsevak'`, `r->>'id'`, `(r->>'location_id')::int`],
  sankalp: [`'ekak'`, `r->>'sankalp_id'`, `(r->>'location_id')::int`],
  sankalp_status: [
    `'ekak'`,
    `r->>'sankalp_id'`,
    `(select u.location_id from sankalp u where u.sankalp_id = (r->>'sankalp_id')::int)`,
  ],
  sanghik_upstiti: [
    `'sanghik'`,
    `(r->>'sankalp_id') || ':' || (r->>'year') || ':' || (r->>'month')`,
    `(select s.location_id from sanghik s where s.sanghik_id = (r->>'sanghik_id')::int)`,
  ],
  app_user: [`'users'`, `r->>'user_id'`, `(r->>'location_id')::int`],
  location: [
    `'places'`,
    `r->>'location_id'`,
    `coalesce((r->>'parent_id')::int, (r->>'location_id')::int)`,
  ],
  module_definition: [`'modules'`, `r->>'name'`, `null::int`],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table change_log (
      change_id bigserial primary key,
      module text not null,
      record_id text not null,
      place_id integer,
      changes jsonb not null,
      who integer,
      via text not null,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index change_log_place_idx on change_log (place_id, change_id desc)`.execute(db);
  await sql`create index change_log_record_idx on change_log (module, record_id, change_id)`.execute(
    db,
  );

  // a record's columns with its declared fields (`data`) beside them
  await sql`
    create function change_trail_flat(j jsonb) returns jsonb language sql immutable as $$
      select case when jsonb_typeof(j->'data') = 'object' then (j - 'data') || (j->'data')
             else j end
    $$`.execute(db);
  await sql`
    create function change_trail_diff(before jsonb, after jsonb) returns jsonb
    language sql immutable as $$
      select coalesce(jsonb_object_agg(k, jsonb_build_array(before->k, after->k)), '{}'::jsonb)
      from jsonb_object_keys(coalesce(before, '{}'::jsonb) || coalesce(after, '{}'::jsonb)) k
      where k <> all (${sql.raw(`array[${IGNORED.map((c) => `'${c}'`).join(', ')}]`)})
        -- a JSON null and no value are the same: nothing
        and coalesce(before->k, 'null'::jsonb) is distinct from coalesce(after->k, 'null'::jsonb)
    $$`.execute(db);

  // TG_ARGV: the module, the record's id and its place, each SQL over the row's jsonb `r`
  await sql`
    create function change_trail() returns trigger language plpgsql as $fn$
    declare
      old_rows text := case when TG_OP = 'INSERT' then 'select null::jsonb r where false'
                            else 'select change_trail_flat(to_jsonb(x)) r from old_rows x' end;
      new_rows text := case when TG_OP = 'DELETE' then 'select null::jsonb r where false'
                            else 'select change_trail_flat(to_jsonb(x)) r from new_rows x' end;
    begin
      execute format($q$
        insert into change_log (module, record_id, place_id, changes, who, via)
        select %3$s, %4$s, %5$s, d, coalesce(
                 nullif(current_setting('ssm.who', true), '')::int, (r->>'updated_by')::int,
                 (r->>'saved_by')::int, (r->>'changed_by')::int, (r->>'created_by')::int),
               coalesce(nullif(current_setting('ssm.via', true), ''), 'api')
        from (
          select coalesce(n.r, o.r) r, change_trail_diff(o.r, n.r) d
          from (select %4$s k, r from (%1$s) a) o
          full join (select %4$s k, r from (%2$s) b) n using (k)
        ) paired
        where d <> '{}'::jsonb
      $q$, old_rows, new_rows, TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
      return null;
    end
    $fn$`.execute(db);

  for (const [table, [module, id, place]] of Object.entries(TRAILED)) {
    const args = [module, id, place].map((a) => `'${a.replace(/'/g, "''")}'`).join(', ');
    const trigger = (event: string, referencing: string) =>
      sql`create trigger ${sql.raw(`${table}_trail_${event.toLowerCase()}`)}
          after ${sql.raw(event)} on ${sql.raw(table)} referencing ${sql.raw(referencing)}
          for each statement execute function change_trail(${sql.raw(args)})`.execute(db);
    await trigger('INSERT', 'new table as new_rows');
    await trigger('UPDATE', 'old table as old_rows new table as new_rows');
    await trigger('DELETE', 'old table as old_rows');
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(TRAILED))
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger ${sql.raw(`${table}_trail_${event}`)} on ${sql.raw(table)}`.execute(
        db,
      );
  await sql`drop function change_trail()`.execute(db);
  await sql`drop function change_trail_diff(jsonb, jsonb)`.execute(db);
  await sql`drop function change_trail_flat(jsonb)`.execute(db);
  await sql`drop table change_log`.execute(db);
}
