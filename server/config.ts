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
  trustProxy: boolean;
  rateLimitPerMinute: number;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value);

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
    trustProxy: flag(env.TRUST_PROXY, false),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE || 1000),
  };
}
