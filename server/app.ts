import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IdentityAdmin } from './auth/identityAdmin';
import { memoryIdentityAdmin } from './auth/memoryIdentityAdmin';
import type { TokenVerifier } from './auth/tokenVerifier';
import type { DatabaseHandle } from './db/createDatabase';
import { BODY_LIMIT } from './bodyLimits';
import { migrateToLatest } from './migrations';
import { closedBodiesPlugin } from './plugins/closedBodies';
import { dbPlugin } from './composition/dbPlugin';
import { jobsPlugin } from './composition/jobsPlugin';
import { sharedCounter } from './plugins/sharedBudget';
import type { DevMailbox } from './jobs/devMailbox';
import type { Mailer } from './jobs/mailer';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { stagePlugin } from './plugins/stage';
import { swaggerPlugin } from './plugins/swagger';
import { API_PREFIX, apiRoutes } from './routes';
import { SHARED_SCHEMAS } from './shared/routeSchemas';

export interface AppOptions {
  db: DatabaseHandle;
  verifier: TokenVerifier;
  /** The identity service's admin side for user administration (in memory when omitted). */
  identityAdmin?: IdentityAdmin;
  /** The built client, served under /stage/ when the directory exists. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** host:port of the Firebase Auth emulator, allowed in the CSP for the browser. */
  emulatorHost?: string;
  /** Run the migrations before building (main.ts migrates itself). */
  migrate?: boolean;
  rateLimitPerMinute?: number;
  userRateLimitPerMinute?: number;
  /**
   * Which X-Forwarded-For hops to believe for the client address (the rate limit's key before
   * sign-in): a hop count or the balancers' addresses/ranges. Never `true`: any client could
   * then name any address (docs/deploy.md).
   */
  trustProxy?: number | string[] | false;
  /** The embedded app's operator secret (`npm run backup`); no operator calls without it. */
  opsSecret?: string;
  /** Browser journeys on a fixed clock: `PUT /dev/clock` (E2E_CLOCK beside the emulator). */
  testClock?: boolean;
  /** Run due jobs (reminders…) every few seconds on this instance; tests run them by hand. */
  runJobs?: boolean;
  /** Reminders by e-mail too (SMTP_URL, or the development mailbox of `npm start`). */
  mailer?: Mailer;
  /** The app's address in links sent out of it (e-mail): `PUBLIC_URL`. */
  appUrl?: string;
  /** `npm start`'s development mailbox, read on `GET /dev/mailbox`. */
  devMailbox?: DevMailbox;
  /** Hosts (host:port) taken as push services besides the browsers' own (tests' endpoint). */
  pushHosts?: readonly string[];
}

/** A hop count as the function Fastify takes: the first `hops` proxies before us are trusted. */
const trustProxyOption = (trust: number | string[] | false) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The API server: plugins first, then routes. The caller owns `db` and closes it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  if (options.migrate) await migrateToLatest(options.db.kysely);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    // unknown fields are refused (a schema with additionalProperties: false), never dropped
    // lengths count UTF-16 units (the same for Marathi): counting code points walks every
    // character of a text, 0.1 s for the longest body the bulk add takes
    ajv: { customOptions: { removeAdditional: false, unicode: false } },
  });
  SHARED_SCHEMAS.forEach((schema) => app.addSchema(schema));

  await app.register(closedBodiesPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    emulatorHost: options.emulatorHost,
    rateLimitPerMinute: options.rateLimitPerMinute,
    userRateLimitPerMinute: options.userRateLimitPerMinute,
    apiPrefix: API_PREFIX,
    // several instances share one PostgreSQL: they share the budgets there too; the embedded
    // database has one instance, and a round trip per request through its one connection
    // would cost every call for nothing
    sharedCounter: options.db.kind === 'postgres' ? sharedCounter(options.db.kysely) : undefined,
  });
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { db: options.db });
  await app.register(jobsPlugin, {
    poll: options.runJobs,
    mailer: options.mailer,
    appUrl: options.appUrl ?? 'http://localhost:8080/stage',
  });

  await app.register(apiRoutes, {
    prefix: API_PREFIX,
    verifier: options.verifier,
    identityAdmin: options.identityAdmin ?? memoryIdentityAdmin(),
    opsSecret: options.opsSecret,
    testClock: options.testClock,
    devMailbox: options.devMailbox,
    pushHosts: options.pushHosts,
  });

  const staticDir = options.staticDir && resolve(options.staticDir);
  if (staticDir && existsSync(staticDir)) {
    await app.register(stagePlugin, { prefix: '/stage', root: staticDir });
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/stage/', 302));
  }
  return app;
}
