import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  ROLLUP_COLUMNS,
  isZeroRollup,
  type Rollup,
  type RollupColumn,
} from '../../src/domain/modules/gathering';
import type { Database } from '../db/schema';

/** Adds each place's change to its roll-up row of the month (inside the caller's transaction). */
export async function applyRollupDeltas(
  trx: Kysely<Database>,
  year: string,
  month: number,
  deltas: ReadonlyMap<number, Rollup>,
): Promise<void> {
  const rows = [...deltas]
    .filter(([, delta]) => !isZeroRollup(delta))
    .map(([location_id, delta]) => ({ location_id, year, month, ...delta }));
  if (rows.length === 0) return;
  const sum = (c: string) =>
    sql<number>`${sql.ref(`sanghik_rollup.${c}`)} + ${sql.ref(`excluded.${c}`)}`;
  await trx
    .insertInto('sanghik_rollup')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['location_id', 'year', 'month'])
        .doUpdateSet(
          Object.fromEntries(ROLLUP_COLUMNS.map((c) => [c, sum(c)])) as Record<
            RollupColumn,
            RawBuilder<number>
          >,
        ),
    )
    .execute();
}
