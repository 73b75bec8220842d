// `npm run seed:large`: the state-scale benchmark data on the database of DATABASE_URL or the
// PGlite of DATA_DIR (as the server uses them), with every roll-up built. Prints timings.
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/createDatabase';
import { migrateToLatest } from '../server/migrations';
import { seedLarge } from '../server/seed/large';

const config = loadConfig();
const started = performance.now();
const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(db.kysely);
  const log = (step: string, ms: number) =>
    console.log(`${step.padEnd(28)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
  const seeded = await seedLarge(db.kysely, log);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`;
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(seeded ? `large data seeded on ${where} in ${total} s` : `${where} already holds it`);
} finally {
  await db.close();
}
