import { sql } from 'kysely';
import type { DatabaseHandle } from '../../../server/db/createDatabase';
import { LEVEL, SUFFIX } from '../../../src/domain/levels';
import { rebuildCountRollups, rebuildReportRollups } from '../../../server/rollups';

export interface TestPlace {
  name: string;
  level: number;
  suffix: string;
  children?: TestPlace[];
}

/**
 * Adds a small subtree under a place (there is no API for places) and recomputes the static
 * totals; returns the new places' ids by name.
 */
export async function addPlaces(
  db: DatabaseHandle,
  parentId: number,
  places: TestPlace[],
  ids: Record<string, number> = {},
): Promise<Record<string, number>> {
  const parent = await db.kysely
    .selectFrom('location')
    .select('path')
    .where('location_id', '=', parentId)
    .executeTakeFirstOrThrow();
  for (const p of places) {
    const { location_id } = await db.kysely
      .insertInto('location')
      .values({
        parent_id: parentId,
        level_id: p.level,
        localized_name: p.name,
        name_suffix: p.suffix,
        path: '',
      })
      .returning('location_id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('location')
      .set({ path: `${parent.path}${location_id}/` })
      .where('location_id', '=', location_id)
      .execute();
    ids[p.name] = location_id;
    if (p.children) await addPlaces(db, location_id, p.children, ids);
  }
  await db.kysely.transaction().execute((trx) => rebuildReportRollups(trx));
  return ids;
}

const leaf = (level: number, suffix: string) => (name: string) => ({ name, level, suffix });
export const gaon = leaf(LEVEL.GAON, SUFFIX.GAON);
export const vasti = leaf(LEVEL.VASTI, SUFFIX.VASTI);
export const mandal = (name: string, children: TestPlace[]) => ({
  name,
  level: LEVEL.MANDAL,
  suffix: SUFFIX.MANDAL,
  children,
});
export const upkhand = (name: string, children: TestPlace[], suffix: string = SUFFIX.UPKHAND) => ({
  name,
  level: LEVEL.UPKHAND,
  suffix,
  children,
});

/** Every roll-up row, zero rows left out, for comparing two states. */
export async function rollupSnapshot(db: DatabaseHandle) {
  const tables = {
    sanghik_rollup: 'location_id, year, month',
    designation_rollup: 'location_id, month_key',
    place_totals: 'location_id',
  };
  const out: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(tables)) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} order by ${sql.raw(key)}`.execute(db.kysely);
    out[table] = rows
      .map(({ changed_at, ...rest }) => (void changed_at, rest))
      .filter((r) =>
        Object.entries(r).some(([k, v]) => typeof v === 'number' && v !== 0 && !key.includes(k)),
      );
  }
  return out;
}

/**
 * The kept roll-ups (and the count forms'), then the same after a rebuild from the stored
 * rows: equal, and no roll-up below zero.
 */
export async function expectRollupsAsRebuilt(db: DatabaseHandle) {
  const countRows = () =>
    sql`select entity, year, part, location_id, field, value::text from count_rollup
      order by 1, 2, 3, 4, 5`.execute(db.kysely);
  const kept = { ...(await rollupSnapshot(db)), counts: (await countRows()).rows };
  await db.kysely.transaction().execute(async (trx) => {
    await rebuildReportRollups(trx);
    await rebuildCountRollups(trx);
  });
  const rebuilt = { ...(await rollupSnapshot(db)), counts: (await countRows()).rows };
  expect(kept).toEqual(rebuilt);
  const { rows } = await sql<{ n: number }>`select count(*)::int n from sanghik_rollup
    where praudh < 0 or tarun_vyavasayi < 0 or total < 0 or present_units < 0`.execute(db.kysely);
  expect(rows[0]!.n).toBe(0);
}
