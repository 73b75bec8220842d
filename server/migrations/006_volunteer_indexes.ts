import { sql, type Kysely } from 'kysely';

/**
 * The volunteer list's speed (DESIGN §3):
 * - a district's first page, newest change first, walks this index in order and stops after
 *   one page instead of sorting every volunteer of the subtree;
 * - its X-Total-Count sums live volunteers per place (kept by statement triggers, so a
 *   10 000-row upload updates one row per place) over the subtree's places instead of
 *   counting 100 000 rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index volunteer_live_updated_idx on volunteer (updated_at desc, id desc)
      where deleted_at is null`.execute(db);

  await sql`
    create table volunteer_place_count (
      location_id integer primary key references location (location_id),
      live integer not null default 0
    )`.execute(db);
  await sql`
    insert into volunteer_place_count (location_id, live)
    select location_id, count(*) from volunteer where deleted_at is null group by location_id
  `.execute(db);

  for (const [event, steps] of [
    ['insert', [[1, 'new_rows']]],
    [
      'update',
      [
        [-1, 'old_rows'],
        [1, 'new_rows'],
      ],
    ],
    ['delete', [[-1, 'old_rows']]],
  ] as const) {
    const transition = [
      event !== 'insert' ? 'old table as old_rows' : '',
      event !== 'delete' ? 'new table as new_rows' : '',
    ].join(' ');
    await sql
      .raw(
        `create function volunteer_count_${event}() returns trigger language plpgsql as $$
         begin ${steps.map(([sign, rows]) => addCounts(sign, rows)).join(' ')} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger volunteer_count_${event} after ${event} on volunteer
         referencing ${transition} for each statement
         execute function volunteer_count_${event}()`,
      )
      .execute(db);
  }
}

/** Adds each place's live count of a transition table (negated for the old rows). */
const addCounts = (sign: number, rows: string) => `
  insert into volunteer_place_count (location_id, live)
  select location_id, ${sign} * count(*) from ${rows} where deleted_at is null group by location_id
  on conflict (location_id) do update set live = volunteer_place_count.live + excluded.live;`;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger volunteer_count_${event} on volunteer`).execute(db);
    await sql.raw(`drop function volunteer_count_${event}()`).execute(db);
  }
  await sql`drop table volunteer_place_count`.execute(db);
  await sql`drop index volunteer_live_updated_idx`.execute(db);
}
