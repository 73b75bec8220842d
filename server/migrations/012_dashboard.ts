import { sql, type Kysely } from 'kysely';
import { rebuildVolunteerRollup } from '../rollups';

/**
 * The dashboard's figures (issue 12, DESIGN §3 and §13 Dashboard):
 * - volunteer_rollup: live volunteers per place over its whole subtree, moved up the ancestor
 *   path by statement triggers on volunteer_place_count (itself kept by 006's), so the root's
 *   count is one row, not a sum over every place;
 * - an index on (level_id, path) so that the gathering-entry places (level 8) of a subtree are
 *   an index range in tree order (the dashboard's first few pending ones stop after a few rows),
 *   not a scan of every place below the root.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table volunteer_rollup (
      location_id integer primary key references location (location_id),
      live integer not null default 0
    )`.execute(db);
  for (const [event, rows] of [
    ['insert', [[1, 'new_rows']]],
    [
      'update',
      [
        [1, 'new_rows'],
        [-1, 'old_rows'],
      ],
    ],
    ['delete', [[-1, 'old_rows']]],
  ] as const) {
    const transition = [
      event !== 'insert' ? 'old table as old_rows' : '',
      event !== 'delete' ? 'new table as new_rows' : '',
    ].join(' ');
    const changes = rows.map(([sign, t]) => `select location_id, ${sign} * live d from ${t}`);
    // one statement per write, whatever its number of places: a bulk load stays one upsert
    await sql
      .raw(
        `create function volunteer_rollup_${event}() returns trigger language plpgsql as $$
         begin
           insert into volunteer_rollup (location_id, live)
           select anc.id, sum(x.d)::int
           from (${changes.join(' union all ')}) x
           join location l on l.location_id = x.location_id
           cross join lateral unnest(string_to_array(trim(both '/' from l.path), '/')::int[]) anc(id)
           group by anc.id having sum(x.d) <> 0
           on conflict (location_id) do update set live = volunteer_rollup.live + excluded.live;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger volunteer_rollup_${event} after ${event} on volunteer_place_count
         referencing ${transition} for each statement
         execute function volunteer_rollup_${event}()`,
      )
      .execute(db);
  }
  // C collation: a prefix LIKE is a range of it and its order is the tree order of the paths
  await sql`create index location_level_path_idx on location (level_id, path collate "C")`.execute(
    db,
  );
  await rebuildVolunteerRollup(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index location_level_path_idx`.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger volunteer_rollup_${event} on volunteer_place_count`).execute(db);
    await sql.raw(`drop function volunteer_rollup_${event}()`).execute(db);
  }
  await sql`drop table volunteer_rollup`.execute(db);
}
