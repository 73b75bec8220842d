import { sql } from 'kysely';
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
import { demoAccount, seedDemoData } from '../../../server/seed';
import { seededPGlite } from './pgliteTemplate';
import { mintTestToken, testVerifier } from './testVerifier';

export const API = '/pmpapp/api/v2';

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle;
  /** The in-memory identity service's admin side the app was given (unless overridden). */
  identity: MemoryIdentityAdmin;
  /** Bearer token of a demo account, by key: 'admin', 'upkhand', 'reader', ... */
  tokenOf(key: string): string;
  /** app.inject with the demo account's token (no token when `as` is omitted). */
  call(options: InjectOptions & { as?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh database with the demo data: in-memory PGlite, or the PostgreSQL of
 * TEST_DATABASE_URL with its public schema dropped and recreated first.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return seededPGlite();
  const db = await emptyDatabase(databaseUrl);
  await seedDemoData(db.kysely);
  return db;
}

/**
 * A migrated database with no data: a new in-memory PGlite, or the PostgreSQL of `url` with its
 * schema reset (the first administrator, the geography import, their benchmark).
 */
export async function emptyDatabase(url: string | undefined): Promise<DatabaseHandle> {
  const db = url
    ? await createDatabase({ databaseUrl: url })
    : databaseOverPGlite(await PGlite.create());
  if (url) {
    await sql`drop schema if exists public cascade`.execute(db.kysely);
    await sql`create schema public`.execute(db.kysely);
  }
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
