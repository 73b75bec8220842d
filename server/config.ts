/** Settings read from the environment (docs/deploy.md lists them). */
export interface ServerConfig {
  databaseUrl?: string;
  dataDir: string;
  port: number;
  host: string;
  firebaseProjectId: string;
  emulatorHost?: string;
  staticDir: string;
  logLevel: string;
  /** Load the demo tree and users into an empty database. */
  seedDemo: boolean;
  /** TRUST_PROXY: a hop count ('1') or the balancers' addresses ('10.0.0.0/8,10.1.2.3'). */
  trustProxy: number | string[] | false;
  rateLimitPerMinute: number;
  userRateLimitPerMinute?: number;
  /** E2E_CLOCK=1: browser journeys may fix the server's now (only beside the Auth emulator). */
  testClock: boolean;
  /** SMTP_URL: reminders by e-mail through this server; beside the emulator without it, the
   * development mailbox of `npm start`. */
  smtpUrl?: string;
  /** PUBLIC_URL: the app's address in links sent out (e-mail), e.g. https://nond.example.org/stage. */
  publicUrl: string;
  /** E2E_PUSH_HOST (host:port, beside the emulator only): the journeys' local push endpoint. */
  testPushHost?: string;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value);

/**
 * TRUST_PROXY as Fastify's trustProxy, never "trust every hop" (issue 17): empty, 0 or false
 * trusts none; a number is the count of balancers in front ('true' and 'yes', the old advice,
 * mean one); anything else is a comma-separated list of their addresses or ranges.
 */
export function trustedProxies(value: string | undefined): number | string[] | false {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Whether the address is this machine's own (loopback): 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * The Auth emulator signs no token, so a server that believes it accepts any token anyone
 * writes: with the emulator configured it may listen only on a loopback address.
 */
export function assertSafeListen(
  config: Pick<ServerConfig, 'host' | 'emulatorHost'> & {
    testClock?: boolean;
    testPushHost?: string;
  },
): void {
  if (config.testClock && !config.emulatorHost) {
    throw new Error('E2E_CLOCK is for browser journeys beside the Auth emulator only');
  }
  if (config.testPushHost && !config.emulatorHost) {
    throw new Error('E2E_PUSH_HOST is for browser journeys beside the Auth emulator only');
  }
  if (config.emulatorHost && !isLoopbackHost(config.host)) {
    throw new Error(
      `refusing to listen on ${config.host}: with FIREBASE_AUTH_EMULATOR_HOST set, tokens are ` +
        'not signed, so the server listens only on a loopback address (HOST=127.0.0.1)',
    );
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    databaseUrl,
    dataDir: env.DATA_DIR || '.data/pglite',
    port: Number(env.PORT || 8080),
    host: env.HOST || '127.0.0.1',
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-ssm',
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    staticDir: env.STATIC_DIR || 'dist',
    logLevel: env.LOG_LEVEL || 'info',
    // demo data belongs to the embedded setup; a PostgreSQL deployment asks for it explicitly
    seedDemo: flag(env.SEED_DEMO, !databaseUrl),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE || 1000),
    userRateLimitPerMinute: Number(env.USER_RATE_LIMIT_PER_MINUTE) || undefined,
    testClock: flag(env.E2E_CLOCK, false),
    smtpUrl: env.SMTP_URL || undefined,
    testPushHost: env.E2E_PUSH_HOST || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}/stage`).replace(/\/$/, ''),
  };
}
