import { sql, type Kysely } from 'kysely';
import { LEAF_LEVELS } from '../../src/domain/levels';
import {
  addStep,
  positiveSteps,
  stepsDiff,
  type MonthKey,
  type Steps,
} from '../../src/domain/report';
import type { Database } from '../db/schema';
import { DESIGNATED_COLUMNS } from './kindsSql';

/** A unit's part in the designation roll-ups: where, what, and its designation steps. */
export interface UnitDesignation {
  location_id: number;
  sub_type: number;
  steps: Steps;
}

interface Row {
  location_id: number;
  month_key: MonthKey;
  designated: number[];
  leaves: number;
}

export const idsOfPath = (path: string) => path.split('/').filter(Boolean).map(Number);

/** Adds each unit's steps, signed, into per place and sub-type steps. */
function perPlace(changes: [Iterable<UnitDesignation>, number][]) {
  const places = new Map<number, Map<number, Steps>>();
  for (const [units, sign] of changes) {
    for (const u of units) {
      const bySub = places.get(u.location_id) ?? new Map<number, Steps>();
      places.set(u.location_id, bySub);
      const steps = bySub.get(u.sub_type) ?? new Map();
      bySub.set(u.sub_type, steps);
      u.steps.forEach((d, key) => addStep(steps, key, sign * d));
    }
  }
  return places;
}

/** A leaf place's own steps of "designated units" (all sub-types), as stored. */
async function storedTotalSteps(trx: Kysely<Database>, locationId: number): Promise<Steps> {
  const sum = sql.join(
    DESIGNATED_COLUMNS.map((c) => sql.ref(c)),
    sql` + `,
  );
  const { rows } = await sql<{ month_key: number; d: number }>`
    select month_key, (${sum})::int d from designation_rollup
    where location_id = ${locationId}`.execute(trx);
  const steps: Steps = new Map();
  rows.forEach((r) => addStep(steps, r.month_key, r.d));
  return steps;
}

/**
 * Moves the designation roll-ups of every place above the units from `before` to `after`
 * (inside the caller's transaction), with the leaf places that gain or lose their last unit.
 */
export async function applyDesignationChange(
  trx: Kysely<Database>,
  before: Iterable<UnitDesignation>,
  after: Iterable<UnitDesignation>,
): Promise<void> {
  const changes = perPlace([
    [before, -1],
    [after, 1],
  ]);
  for (const [id, bySub] of changes) {
    for (const [sub, steps] of bySub) if (steps.size === 0) bySub.delete(sub);
    if (bySub.size === 0) changes.delete(id);
  }
  if (changes.size === 0) return;
  const ids = [...changes.keys()].sort((a, b) => a - b);
  const places = await trx
    .selectFrom('location')
    .select(['location_id', 'path', 'level_id'])
    .where('location_id', 'in', ids)
    .execute();
  const rows = new Map<string, Row>();
  const rowOf = (location_id: number, month_key: number) => {
    const key = `${location_id}:${month_key}`;
    const row = rows.get(key) ?? {
      location_id,
      month_key,
      designated: Array(9).fill(0),
      leaves: 0,
    };
    rows.set(key, row);
    return row;
  };
  for (const place of places.sort((a, b) => a.location_id - b.location_id)) {
    const bySub = changes.get(place.location_id)!;
    const above = idsOfPath(place.path);
    bySub.forEach((steps, sub) =>
      steps.forEach((d, key) => above.forEach((id) => (rowOf(id, key).designated[sub - 1] += d))),
    );
    if (!LEAF_LEVELS.includes(place.level_id)) continue;
    // one writer per leaf place at a time, so that each sees the steps it changes
    await sql`select pg_advisory_xact_lock(hashtext(${`designation:${place.location_id}`}))`.execute(
      trx,
    );
    const old = await storedTotalSteps(trx, place.location_id);
    const now = new Map(old);
    bySub.forEach((steps) => steps.forEach((d, key) => addStep(now, key, d)));
    stepsDiff(positiveSteps(old), positiveSteps(now)).forEach((d, key) =>
      above.forEach((id) => (rowOf(id, key).leaves += d)),
    );
  }
  await upsertRows(trx, [...rows.values()]);
}

async function upsertRows(trx: Kysely<Database>, rows: Row[]) {
  const columns = [...DESIGNATED_COLUMNS, 'leaves_with_units'];
  const add = columns.map(
    (c) => sql`${sql.ref(c)} = designation_rollup.${sql.ref(c)} + excluded.${sql.ref(c)}`,
  );
  const zero = columns.map((c) => sql`${sql.ref(c)} = 0`);
  for (let i = 0; i < rows.length; i += 4000) {
    const chunk = rows.slice(i, i + 4000);
    const values = chunk.map(
      (r) => sql`(${sql.join([r.location_id, r.month_key, ...r.designated, r.leaves])})`,
    );
    await sql`
      insert into designation_rollup (location_id, month_key, ${sql.join(columns.map((c) => sql.ref(c)))})
      values ${sql.join(values)}
      on conflict (location_id, month_key) do update set ${sql.join(add)}, changed_at = now()`.execute(
      trx,
    );
    const keys = chunk.map((r) => sql`(${r.location_id}, ${r.month_key})`);
    await sql`delete from designation_rollup
      where (location_id, month_key) in (${sql.join(keys)}) and ${sql.join(zero, sql` and `)}`.execute(
      trx,
    );
  }
}
