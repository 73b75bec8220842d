import { sql, type Kysely } from 'kysely';
import type { Contribution } from '../../src/domain/engine';
import type { Database } from '../db/schema';
import { idsOfPath } from './designation';

/** A record's share of the roll-ups: its period, the path of its place and its figures. */
export interface RollupShare {
  year: string;
  part: string;
  path: string;
  sums: Contribution;
}

interface Delta {
  year: string;
  part: string;
  location_id: number;
  field: string;
  value: number;
}

/** The changes per place and figure of taking `before` away and adding `after`. */
export function shareDeltas(
  before: readonly RollupShare[],
  after: readonly RollupShare[],
): Delta[] {
  const deltas = new Map<string, Delta>();
  const add = (shares: readonly RollupShare[], sign: number) => {
    for (const share of shares) {
      for (const location_id of idsOfPath(share.path)) {
        for (const [field, value] of Object.entries(share.sums)) {
          const key = JSON.stringify([share.year, share.part, location_id, field]);
          const delta = deltas.get(key) ?? {
            year: share.year,
            part: share.part,
            location_id,
            field,
            value: 0,
          };
          delta.value += sign * value;
          deltas.set(key, delta);
        }
      }
    }
  };
  add(before, -1);
  add(after, 1);
  // a fixed order, so two saves lock the shared rows (the root's first) in the same order
  return [...deltas.values()]
    .filter((d) => d.value !== 0)
    .sort(
      (a, b) =>
        a.year.localeCompare(b.year) ||
        a.part.localeCompare(b.part) ||
        a.location_id - b.location_id ||
        a.field.localeCompare(b.field),
    );
}

/**
 * Moves a module's roll-ups from the `before` shares to the `after` ones along their places'
 * ancestor paths: one upsert of increments, inside the caller's transaction.
 */
export async function applyShares(
  trx: Kysely<Database>,
  entity: string,
  before: readonly RollupShare[],
  after: readonly RollupShare[],
): Promise<void> {
  const rows = shareDeltas(before, after);
  if (rows.length === 0) return;
  await sql`
    insert into count_rollup (entity, year, part, location_id, field, value)
    values ${sql.join(rows.map((r) => sql`(${entity}, ${r.year}, ${r.part}, ${r.location_id}, ${r.field}, ${r.value})`))}
    on conflict (entity, year, part, location_id, field) do update
      set value = count_rollup.value + excluded.value, changed_at = now()`.execute(trx);
}

const depth = sql`(length(l.path) - length(replace(l.path, '/', '')) - 1)`;

/**
 * Recomputes every count-form and register roll-up from the stored shares (caller's
 * transaction): each record's figures at its own place, then, deepest places first, each
 * place's complete figures added to its parent's — work in proportion to the places with
 * figures, not to records × ancestors.
 */
export async function rebuildCountRollups(trx: Kysely<Database>): Promise<void> {
  await sql`delete from count_rollup`.execute(trx);
  await sql`
    insert into count_rollup (entity, year, part, location_id, field, value)
    select entity, year, part, location_id, field, sum(value) from (
      select r.entity, r.year, r.part, r.location_id, s.key as field, s.value::bigint as value
      from count_record r cross join lateral jsonb_each_text(r.sums) as s(key, value)
      union all
      select e.entity, e.rollup_year, '', e.location_id, s.key, s.value::bigint
      from entity_record e cross join lateral jsonb_each_text(e.sums) as s(key, value)
      where e.deleted_at is null and e.rollup_year is not null and e.sums is not null
    ) shares
    group by entity, year, part, location_id, field`.execute(trx);
  const { rows } = await sql<{ deepest: number | null }>`
    select max(${depth})::int as deepest from location l`.execute(trx);
  for (let level = rows[0].deepest ?? 0; level >= 2; level -= 1) {
    await sql`
      insert into count_rollup (entity, year, part, location_id, field, value)
      select c.entity, c.year, c.part, l.parent_id, c.field, sum(c.value)
      from count_rollup c join location l on l.location_id = c.location_id
      where ${depth} = ${level} and l.parent_id is not null
      group by c.entity, c.year, c.part, l.parent_id, c.field
      on conflict (entity, year, part, location_id, field) do update
        set value = count_rollup.value + excluded.value`.execute(trx);
  }
  await sql`delete from count_rollup where value = 0`.execute(trx);
}
