// What the benchmarks open before they measure: the state-scale data and the app over a database.
import { buildApp } from '../../server/app';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase';
import { migrateToLatest } from '../../server/migrations';
import { demoAccount } from '../../server/seed';
import { seedLarge } from '../../server/seed/large';
import { mintTestToken, testVerifier } from '../api/support/testVerifier';

/**
 * The large data on PostgreSQL (`url`) or PGlite (BENCH_PGLITE_DIR), built the first time
 * (minutes, each step's time printed).
 */
export async function largeDatabase(url?: string): Promise<DatabaseHandle> {
  const dataDir = url ? undefined : (process.env.BENCH_PGLITE_DIR ?? '.data/bench-large');
  const db = await createDatabase(url ? { databaseUrl: url } : { dataDir });
  await migrateToLatest(db.kysely);
  await seedLarge(db.kysely, (step, ms) =>
    console.log(`  seed ${step}: ${(ms / 1000).toFixed(1)} s`),
  );
  return db;
}

/** The whole Fastify stack over `db`, tokens from the test verifier, no rate limit. */
export async function benchApp(db: DatabaseHandle) {
  const app = await buildApp({
    db,
    verifier: testVerifier,
    logger: false,
    rateLimitPerMinute: 1e9,
  });
  await app.ready();
  /** The bearer header of a demo account. */
  const auth = (key = 'admin') => {
    const { uid, email } = demoAccount(key);
    return { authorization: `Bearer ${mintTestToken({ uid, email })}` };
  };
  return { app, auth, headers: auth() };
}
