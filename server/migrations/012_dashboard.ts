import { sql, type Kysely } from 'kysely';
import { rebuildVolunteerRollup } from '../repositories/dashboardRollup';

/**
 * The dashboard's figures (issue 12, DESIGN §3 and §13 Dashboard):
 * - volunteer_rollup: live volunteers per place over its whole subtree, moved up the ancestor
 *   path by a trigger on volunteer_place_count (itself kept by 006's statement triggers), so the
 *   root's count is one row, not a sum over every place;
 * - an index on (level_id, path) so that the gathering-entry places (level 8) of a subtree are
 *   an index range, not a scan of every place below the root.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table volunteer_rollup (
      location_id integer primary key references location (location_id),
      live integer not null default 0
    )`.execute(db);
  await sql`
    create function volunteer_rollup_move() returns trigger language plpgsql as $$
    declare
      change integer;
      place integer;
    begin
      if tg_op = 'DELETE' then
        change := -old.live; place := old.location_id;
      elsif tg_op = 'INSERT' then
        change := new.live; place := new.location_id;
      else
        change := new.live - old.live; place := new.location_id;
      end if;
      if change <> 0 then
        insert into volunteer_rollup (location_id, live)
        select unnest(string_to_array(trim(both '/' from l.path), '/')::int[]), change
        from location l where l.location_id = place
        on conflict (location_id) do update set live = volunteer_rollup.live + excluded.live;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger volunteer_rollup_move after insert or update or delete on volunteer_place_count
    for each row execute function volunteer_rollup_move()`.execute(db);
  await sql`create index location_level_path_idx on location (level_id, path text_pattern_ops)`.execute(
    db,
  );
  await rebuildVolunteerRollup(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index location_level_path_idx`.execute(db);
  await sql`drop trigger volunteer_rollup_move on volunteer_place_count`.execute(db);
  await sql`drop function volunteer_rollup_move()`.execute(db);
  await sql`drop table volunteer_rollup`.execute(db);
}
