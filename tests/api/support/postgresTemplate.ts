import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../../../server/db/createDatabase';
import { migrateToLatest } from '../../../server/migrations';
import { seedDemoData } from '../../../server/seed';

/**
 * The API suite on PostgreSQL in parallel (issue 45): the demo data is migrated and seeded once
 * into a template database (globalSetup), and each test app gets its own database copied from
 * it (`CREATE DATABASE … TEMPLATE`), so test files run side by side as they do on PGlite.
 */
export const TEMPLATE = 'ssm_test_template';
/** Every database made here starts so; the next run's setup drops what a killed run left. */
const PREFIX = 'ssm_test_';

/** The URL of another database on the same server as `url`. */
export const urlOf = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const madeHere = (client: pg.Client) =>
  client
    .query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${PREFIX}%`,
    ])
    .then((r) => r.rows.map((row) => row.datname));

/**
 * Drops every database this suite made: a killed run's leftovers before the template (`force`:
 * nobody of ours is connected), the run's own after it (without: PostgreSQL waits a few seconds
 * for a closing connection to go, and one still busy keeps its database to the next run).
 */
export async function dropTestDatabases(url: string, force = false): Promise<void> {
  await onServer(url, async (client) => {
    for (const name of await madeHere(client))
      await client
        .query(`drop database if exists "${name}"${force ? ' with (force)' : ''}`)
        .catch(() => undefined);
  });
}

/** The template, migrated and seeded (globalSetup: once a run; the seed is relative to today). */
export async function buildTemplate(url: string): Promise<void> {
  await dropTestDatabases(url, true);
  await onServer(url, (client) => client.query(`create database "${TEMPLATE}"`));
  const db = await createDatabase({ databaseUrl: urlOf(url, TEMPLATE), maxConnections: 2 });
  try {
    await migrateToLatest(db.kysely);
    await seedDemoData(db.kysely);
  } finally {
    await db.close();
  }
}

/** A new database of its own, a copy of the seeded template (or empty: from template0). */
export async function newDatabase(url: string, from: 'seeded' | 'empty'): Promise<string> {
  const name = `${PREFIX}${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const template = from === 'seeded' ? TEMPLATE : 'template0';
  await onServer(url, (client) => client.query(`create database "${name}" template "${template}"`));
  return urlOf(url, name);
}

/**
 * Drops one database made here once its app closed. Not `force`: a connection the pool is still
 * closing would be killed and fail its client; PostgreSQL waits a few seconds for it instead (one
 * still open keeps the database to the run's end).
 */
export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onServer(process.env.TEST_DATABASE_URL ?? urlOf(url, 'postgres'), (client) =>
    client.query(`drop database if exists "${name}"`).catch(() => undefined),
  );
}
