// `npm run rollup:rebuild`: recomputes every summary-report and count-form roll-up from the rows, on the
// database of DATABASE_URL or the PGlite of DATA_DIR (as the server uses them).
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/createDatabase';
import { migrateToLatest } from '../server/migrations';
import { rebuildAllRollups } from '../server/rollups';

const config = loadConfig();
const started = performance.now();
const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(db.kysely);
  await db.kysely.transaction().execute((trx) => rebuildAllRollups(trx));
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`;
  console.log(`roll-ups rebuilt on ${where} in ${Math.round(performance.now() - started)} ms`);
} finally {
  await db.close();
}
