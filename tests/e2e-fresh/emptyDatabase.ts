// The fresh-database journey's PostgreSQL, emptied: no tables, no demo data (issue 27).
import { sql } from 'kysely';
import { createDatabase } from '../../server/db/createDatabase';
import { FRESH_DATABASE_URL } from './freshDatabase';

const db = await createDatabase({ databaseUrl: FRESH_DATABASE_URL });
await sql`drop schema if exists public cascade`.execute(db.kysely);
await sql`create schema public`.execute(db.kysely);
await db.close();
console.log(`[e2e-fresh] emptied ${FRESH_DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}`);
