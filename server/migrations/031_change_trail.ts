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
  'noted_at',
  'noted_by',
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

/** How a table's rows enter the trail: SQL over the transition table's row `x`. */
export interface Trailed {
  module: string;
  id: string;
  place: string;
  /** The row's own saver columns, for a write outside a request. */
  savers: string[];
  /** Its declared fields are in `data` (jsonb), shown beside its columns. */
  data?: true;
}

export const TRAILED: Record<string, Trailed> = {
  entity_record: {
    module: 'x.entity',
    id: 'x.id::text',
    place: 'x.location_id',
    savers: ['updated_by', 'created_by'],
    data: true,
  },
  count_record: {
    module: 'x.entity',
    id: 'x.id::text',
    place: 'x.location_id',
    savers: ['saved_by'],
    data: true,
  },
  volunteer: {
    module: `'swayamsevak'`,
    id: 'x.id::text',
    place: 'x.location_id',
    savers: ['updated_by', 'created_by'],
  },
  sankalp: {
    module: `'ekak'`,
    id: 'x.sankalp_id::text',
    place: 'x.location_id',
    savers: ['updated_by', 'created_by'],
  },
  sankalp_status: {
    module: `'ekak'`,
    id: 'x.sankalp_id::text',
    place: '(select u.location_id from sankalp u where u.sankalp_id = x.sankalp_id)',
    savers: ['changed_by'],
  },
  sanghik_upstiti: {
    module: `'sanghik'`,
    id: `x.sankalp_id || ':' || x.year || ':' || x.month`,
    place: '(select s.location_id from sanghik s where s.sanghik_id = x.sanghik_id)',
    savers: ['saved_by'],
  },
  app_user: {
    module: `'users'`,
    id: 'x.user_id::text',
    place: 'x.location_id',
    savers: ['updated_by'],
  },
  location: {
    module: `'places'`,
    id: 'x.location_id::text',
    place: 'coalesce(x.parent_id, x.location_id)',
    savers: [],
  },
  module_definition: {
    module: `'modules'`,
    id: 'x.name',
    place: 'null::int',
    savers: ['created_by'],
  },
};

/** The bookkeeping columns a trail leaves out (a test checks each table's function against it). */
export const TRAIL_IGNORED: readonly string[] = IGNORED;

/**
 * A row's trailed values as one jsonb: its own columns named one by one (building the whole row
 * and deleting the bookkeeping cost a bulk add twice as much), 50 pairs to a call (a function
 * takes at most 100 arguments); a table with declared fields adds its `data`.
 */
function valuesOf(columns: readonly string[], t: Trailed) {
  const kept = columns.filter((c) => !IGNORED.includes(c));
  const calls: string[] = [];
  for (let i = 0; i < kept.length; i += 50)
    calls.push(
      `jsonb_build_object(${kept
        .slice(i, i + 50)
        .map((c) => `'${c}', x."${c}"`)
        .join(', ')})`,
    );
  return [...calls, ...(t.data ? ['x.data'] : [])].join(' || ') || `'{}'::jsonb`;
}

/**
 * One table's trigger function: static SQL over the rows' own columns, so each session plans it
 * once. A new record keeps the values it was given ('I'), a change the fields it changed as
 * [before, after] ('U'), a removal the values it had ('D'). A column added to a trailed table
 * later needs its function made again (`trail`, `retrail`).
 */
export function trailFunction(table: string, t: Trailed, columns: readonly string[]) {
  const values = valuesOf(columns, t);
  const who = `coalesce(${['v_who', ...t.savers.map((c) => `x.${c}`)].join(', ')})`;
  const entry = (op: 'I' | 'D', rows: string) => `
      insert into change_log (op, module, record_id, place_id, changes, who, via)
      select '${op}', ${t.module}, ${t.id}, ${t.place}, jsonb_strip_nulls(${values}), ${who}, v_via
      from ${rows} x;`;
  return `
  create or replace function change_trail_${table}() returns trigger language plpgsql as $fn$
  declare
    v_who integer := nullif(current_setting('ssm.who', true), '')::int;
    v_via text := coalesce(nullif(current_setting('ssm.via', true), ''), 'api');
  begin
    -- a bulk load of made-up data (the state-scale seed) and the benchmark's baseline
    if current_setting('ssm.trail', true) = 'off' then return null; end if;
    if TG_OP = 'INSERT' then ${entry('I', 'new_rows')}
    elsif TG_OP = 'DELETE' then ${entry('D', 'old_rows')}
    else
      insert into change_log (op, module, record_id, place_id, changes, who, via)
      select 'U', n.module, n.k, n.place, d, n.who, v_via
      from (select ${t.id} as k, ${t.module} as module, ${t.place} as place, ${who} as who,
              ${values} as r from new_rows x) n
      join (select ${t.id} as k, ${values} as r from old_rows x) o using (k)
      cross join lateral change_trail_diff(o.r, n.r) d
      where d <> '{}'::jsonb;
    end if;
    return null;
  end
  $fn$`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table change_log (
      change_id bigserial primary key,
      op char(1) not null check (op in ('I', 'U', 'D')),
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
  // the fields a change changed, [before, after] (a JSON null and no value are the same)
  await sql`
    create function change_trail_diff(before jsonb, after jsonb) returns jsonb
    language sql immutable as $$
      select coalesce(jsonb_object_agg(k, jsonb_build_array(before->k, after->k)), '{}'::jsonb)
      from jsonb_object_keys(before || after) k
      where coalesce(before->k, 'null'::jsonb) is distinct from coalesce(after->k, 'null'::jsonb)
    $$`.execute(db);

  for (const [table, trailed] of Object.entries(TRAILED)) await trail(db, table, trailed);
}

/** A table's trail: its function and its three statement triggers. */
export async function trail(db: Kysely<unknown>, table: string, trailed: Trailed) {
  await sql.raw(trailFunction(table, trailed, await columnsOf(db, table))).execute(db);
  const trigger = (event: string, referencing: string) =>
    sql`create trigger ${sql.raw(`${table}_trail_${event.toLowerCase()}`)}
        after ${sql.raw(event)} on ${sql.raw(table)} referencing ${sql.raw(referencing)}
        for each statement execute function ${sql.raw(`change_trail_${table}`)}()`.execute(db);
  await trigger('INSERT', 'new table as new_rows');
  await trigger('UPDATE', 'old table as old_rows new table as new_rows');
  await trigger('DELETE', 'old table as old_rows');
}

/** A trailed table's function made again over its columns as they are now. */
export async function retrail(db: Kysely<unknown>, table: string, trailed: Trailed) {
  await sql.raw(trailFunction(table, trailed, await columnsOf(db, table))).execute(db);
}

async function columnsOf(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  return rows.map((r) => r.name);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(TRAILED)) await dropTrail(db, table);
  await sql`drop function change_trail_diff(jsonb, jsonb)`.execute(db);
  await sql`drop table change_log`.execute(db);
}

/** A table's trail gone: its three triggers and its function. */
export async function dropTrail(db: Kysely<unknown>, table: string) {
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.raw(`${table}_trail_${event}`)} on ${sql.raw(table)}`.execute(db);
  await sql`drop function ${sql.raw(`change_trail_${table}`)}()`.execute(db);
}
