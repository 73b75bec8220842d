import { sql, type Kysely } from 'kysely';

/**
 * Recomputes volunteer_rollup (migration 012) from volunteer_place_count: each place's live
 * volunteers summed over its subtree. Part of `npm run rollup:rebuild`.
 */
export async function rebuildVolunteerRollup<DB>(trx: Kysely<DB>): Promise<void> {
  await sql`delete from volunteer_rollup`.execute(trx);
  await sql`
    insert into volunteer_rollup (location_id, live)
    select anc.id, sum(c.live)::int
    from volunteer_place_count c
    join location l on l.location_id = c.location_id
    cross join lateral unnest(string_to_array(trim(both '/' from l.path), '/')::int[]) as anc(id)
    group by anc.id
    having sum(c.live) <> 0`.execute(trx);
}
