import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app';
import {
  memoryIdentityAdmin,
  type MemoryIdentityAdmin,
} from '../../../server/auth/memoryIdentityAdmin';
import { PGlite } from '@electric-sql/pglite';
import {
  createDatabase,
  databaseOverPGlite,
  type DatabaseHandle,
} from '../../../server/db/createDatabase';
import { migrateToLatest } from '../../../server/migrations';
import { demoAccount } from '../../../server/seed';
import { dropDatabase, newDatabase } from './postgresTemplate';
import { seededPGlite } from './pgliteTemplate';
import { mintTestToken, testVerifier } from './testVerifier';

export const API = '/pmpapp/api/v2';

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle;
  /** On PostgreSQL: the URL of this app's own database (a second instance connects to it). */
  databaseUrl?: string;
  /** The in-memory identity service's admin side the app was given (unless overridden). */
  identity: MemoryIdentityAdmin;
  /** Bearer token of a demo account, by key: 'admin', 'upkhand', 'reader', ... */
  tokenOf(key: string): string;
  /** app.inject with the demo account's token (no token when `as` is omitted). */
  call(options: InjectOptions & { as?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh database with the demo data: in-memory PGlite, or on the PostgreSQL server of
 * TEST_DATABASE_URL a database of its own copied from the seeded template (issue 45).
 */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return seededPGlite();
  const url = await newDatabase(databaseUrl, 'seeded');
  return { ...(await createDatabase({ databaseUrl: url })), url };
}

/**
 * A migrated database with no data: a new in-memory PGlite, or a new database on the server of
 * `url` (the first administrator, the geography import, their benchmark).
 */
export async function emptyDatabase(url: string | undefined): Promise<DatabaseHandle> {
  const db = url
    ? await createDatabase({ databaseUrl: await newDatabase(url, 'empty') })
    : databaseOverPGlite(await PGlite.create());
  await migrateToLatest(db.kysely);
  return db;
}

export async function buildTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const db = await freshDatabase();
  const identity = memoryIdentityAdmin();
  const app = await buildApp({ db, verifier: testVerifier, identityAdmin: identity, ...options });
  await app.ready();
  const tokenOf = (key: string) => {
    const { uid, email } = demoAccount(key);
    return mintTestToken({ uid, email });
  };
  return {
    app,
    db,
    databaseUrl: db.url,
    identity,
    tokenOf,
    call: ({ as, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...headers, ...(as ? { authorization: `Bearer ${tokenOf(as)}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await db.close();
      if (db.url) await dropDatabase(db.url);
    },
  };
}

/** Id of the demo place reached from the root by child names ([] = the root). */
export async function placeId(db: DatabaseHandle, names: readonly string[]): Promise<number> {
  let node = await db.kysely
    .selectFrom('location')
    .select('location_id')
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  for (const name of names) {
    node = await db.kysely
      .selectFrom('location')
      .select('location_id')
      .where('parent_id', '=', node.location_id)
      .where('localized_name', '=', name)
      .executeTakeFirstOrThrow();
  }
  return node.location_id;
}
