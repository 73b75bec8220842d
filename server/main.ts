import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { firebaseIdentityAdmin } from './auth/firebaseIdentityAdmin';
import { createFirebaseVerifier, firebaseAuth } from './auth/firebaseVerifier';
import { assertSafeListen, loadConfig, type ServerConfig } from './config';
import { createDatabase } from './db/createDatabase';
import { migrateToLatest } from './migrations';
import { opsSecretFile, readOrCreateOpsSecret } from './ops/opsSecret';
import { seedDemoData, seedFirebaseAccounts } from './seed';
import { startDevMailbox } from './jobs/devMailbox';
import { smtpMailer } from './jobs/mailer';

export { buildApp, loadConfig, type ServerConfig };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds since the last call (or since it was made). */
function timer() {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const ms = Math.round(now - last);
    last = now;
    return ms;
  };
}

/** Retries while the emulator is still starting (it takes ~20 s). */
async function retry<T>(task: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await task();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(1000);
    }
  }
}

/** Migrates, seeds what is due, and listens. Resolves with the running app. */
export async function startServer(config: ServerConfig = loadConfig()): Promise<FastifyInstance> {
  assertSafeListen(config);
  const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const auth = firebaseAuth(config.firebaseProjectId);
  // beside the emulator with no SMTP server named: e-mail goes to a mailbox read in the browser
  const devMailbox = config.emulatorHost && !config.smtpUrl ? await startDevMailbox() : undefined;
  const smtpUrl = config.smtpUrl ?? devMailbox?.url;
  const app = await buildApp({
    db,
    verifier: createFirebaseVerifier(auth),
    identityAdmin: firebaseIdentityAdmin(auth),
    staticDir: config.staticDir,
    logger: { level: config.logLevel },
    emulatorHost: config.emulatorHost,
    rateLimitPerMinute: config.rateLimitPerMinute,
    userRateLimitPerMinute: config.userRateLimitPerMinute,
    trustProxy: config.trustProxy,
    testClock: config.testClock && Boolean(config.emulatorHost),
    runJobs: true,
    mailer: smtpUrl ? smtpMailer(smtpUrl) : undefined,
    appUrl: config.publicUrl,
    devMailbox,
    pushHosts: config.testPushHost && config.emulatorHost ? [config.testPushHost] : undefined,
    // the embedded app only: `npm run backup` asks the running server for its data
    opsSecret: config.databaseUrl
      ? undefined
      : readOrCreateOpsSecret(opsSecretFile(config.dataDir)),
  });
  app.addHook('onClose', async () => {
    await devMailbox?.close();
    await db.close();
  });

  // each phase says how long it took, so that a slow start shows where (issue 28)
  const phase = timer();
  const migrations = await migrateToLatest(db.kysely);
  app.log.info(
    { applied: migrations.results?.map((r) => r.migrationName), ms: phase() },
    'migrations done',
  );
  if (config.seedDemo && (await seedDemoData(db.kysely)))
    app.log.info({ ms: phase() }, 'demo data seeded');
  if (config.emulatorHost) {
    // the emulator starts beside the migrations (scripts/start.mjs): wait for it only now
    const created = await retry(() => seedFirebaseAccounts(auth), 60_000);
    app.log.info({ created, ms: phase() }, 'demo accounts ready in the Auth emulator');
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: phase() }, 'listening');
  if (devMailbox) {
    const page = `http://localhost:${config.port}/pmpapp/api/v2/dev/mailbox`;
    app.log.info({ page }, 'e-mail goes to the development mailbox');
  }
  return app;
}

function closeOnSignals(app: FastifyInstance) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

const isEntryPoint = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  startServer().then(closeOnSignals, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
