import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seedDemoData } from '../seedDemoData';
import { seedLargeTree } from './tree';
import { seedLargeAttendance, seedLargeUnits } from './units';
import { seedLargeVolunteers } from './volunteers';
import { rebuildReportRollups } from '../../rollups';

/** Places above which the database counts as already holding the large data. */
const LARGE = 10_000;

/**
 * The state-scale data of the benchmarks (DESIGN §3): the demo data (its accounts sign in),
 * then under its root ~51 000 places (43 920 villages and vastis), ~60 000 units, 12 months of
 * attendance and ~200 000 volunteers, then every roll-up rebuilt. Each step's time is reported.
 * Does nothing when the data is there already.
 */
export async function seedLarge(
  db: Kysely<Database>,
  log: (step: string, ms: number) => void = () => {},
  today = new Date(),
): Promise<boolean> {
  await seedDemoData(db);
  const { rows } = await sql<{ n: number }>`select count(*)::int n from location`.execute(db);
  if (rows[0].n > LARGE) return false;
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(name, performance.now() - started);
  };
  const root = await db
    .selectFrom('location')
    .select('location_id')
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  const { rows: max } = await sql<{ id: number }>`
    select max(location_id)::int id from location`.execute(db);
  const firstId = max[0].id + 1;
  // made-up data keeps no change trail (issue 48 §3): one connection with the trail off
  await db.connection().execute(async (conn) => {
    await sql`set ssm.trail = 'off'`.execute(conn);
    await step('places', () => seedLargeTree(conn, root.location_id));
    await step('units and status history', () => seedLargeUnits(conn, firstId, today));
    await step('12 months of attendance', () => seedLargeAttendance(conn, firstId, today));
    await step('volunteers', () => seedLargeVolunteers(conn, firstId));
    await sql`reset ssm.trail`.execute(conn);
  });
  await step('roll-ups (rebuild)', () =>
    db.transaction().execute((trx) => rebuildReportRollups(trx)),
  );
  await step('analyze', () => sql`analyze`.execute(db));
  return true;
}
