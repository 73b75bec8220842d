// `npm run bench`: latency of the API on the demo data, through the whole Fastify stack
// (auth hook, scope check, SQL), on PGlite and — when BENCH_DATABASE_URL is set — PostgreSQL.
// Each goal is printed with met/MISSED and its figures where it is measured, and all of them
// again at the end.
// Identity verification is replaced by the test verifier: in production verified tokens are
// cached, so Firebase is off the hot path too.
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase';
import { migrateToLatest } from '../../server/migrations';
import { seedDemoData } from '../../server/seed';
import { benchApp } from './benchApp';
import { benchGatheringSave } from './gatheringSave';
import { benchChangeTrail } from './changeTrail';
import { benchDefinedModules } from './definedModules';
import { loadLine, printGoals } from './goals';
import { measure, printTable, type Timing } from './measure';
import { benchVolunteers } from './volunteers';
import { benchVolunteerParse } from './volunteerParse';

const API = '/pmpapp/api/v2';

async function database(url?: string): Promise<DatabaseHandle> {
  const db = await createDatabase(url ? { databaseUrl: url } : {});
  if (url) {
    await sql`drop schema if exists public cascade`.execute(db.kysely);
    await sql`create schema public`.execute(db.kysely);
  }
  await migrateToLatest(db.kysely);
  await seedDemoData(db.kysely);
  return db;
}

async function benchOn(label: string, url?: string) {
  const db = await database(url);
  const { app, auth } = await benchApp(db);
  const admin = auth('admin');
  const upkhand = auth('upkhand');
  const rootId = (
    await db.kysely
      .selectFrom('location')
      .select('location_id')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow()
  ).location_id;
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    ({ method: 'POST', url: `${API}${url}`, payload, headers }) as const;

  const timings: Timing[] = [];
  timings.push(
    await measure(app, 'PUT /user/profile (admin)', {
      method: 'PUT',
      url: `${API}/user/profile`,
      payload: {},
      headers: admin,
    }),
  );
  timings.push(
    await measure(
      app,
      'POST /geo/tree/location root, whole tree',
      post('/geo/tree/location', { locationId: rootId }, admin),
    ),
  );
  timings.push(
    await measure(
      app,
      'POST /geo/tree/location root, depth 1',
      post('/geo/tree/location', { locationId: rootId, depth: 1 }, admin),
    ),
  );
  const own = (
    await app.inject({ method: 'PUT', url: `${API}/user/profile`, payload: {}, headers: upkhand })
  ).json().location.location_id;
  timings.push(
    await measure(
      app,
      'POST /geo/tree/location उपखंड, whole',
      post('/geo/tree/location', { locationId: own }, upkhand),
    ),
  );
  timings.push(
    await measure(app, 'POST /geo/search (admin, "पु")', post('/geo/search', { q: 'पु' }, admin)),
  );
  timings.push(
    await measure(
      app,
      'POST /geo/search (उपखंड, "गाव")',
      post('/geo/search', { q: 'गाव' }, upkhand),
    ),
  );
  printTable(`${label}: demo data`, timings);
  await benchGatheringSave(label, app, db, upkhand);
  await benchDefinedModules(label, app, db, admin, upkhand);
  await benchChangeTrail(label, app, db, upkhand);
  await app.close();
  await db.close();
}

console.log(
  `npm run bench (${loadLine()}): ratios in one run hold on a busy machine, times do not`,
);
await benchVolunteerParse();
await benchOn('PGlite');
if (process.env.BENCH_DATABASE_URL) await benchOn('PostgreSQL', process.env.BENCH_DATABASE_URL);
else
  console.log(
    '\n(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too; its schema is reset)',
  );

// the volunteer register's goals: 10 000-row upload, a 100 000-volunteer district, a village
await benchVolunteers('PGlite');
if (process.env.BENCH_DATABASE_URL) {
  await benchVolunteers('PostgreSQL', process.env.BENCH_DATABASE_URL);
}

// BENCH_LARGE=1: the summary reports on state-scale data (built once, minutes; kept in
// BENCH_PGLITE_DIR and in the database of BENCH_LARGE_DATABASE_URL, which is not reset)
if (process.env.BENCH_LARGE === '1') {
  const { benchReports } = await import('./reports');
  const { benchCountReports } = await import('./countReports');
  const { benchDashboard } = await import('./dashboard');
  const { benchCheckReview } = await import('./checkReview');
  await benchReports('PGlite');
  await benchCountReports('PGlite');
  await benchDashboard('PGlite');
  await benchCheckReview('PGlite');
  const largeUrl = process.env.BENCH_LARGE_DATABASE_URL;
  if (largeUrl) {
    await benchReports('PostgreSQL', largeUrl);
    await benchCountReports('PostgreSQL', largeUrl);
    await benchDashboard('PostgreSQL', largeUrl);
    await benchCheckReview('PostgreSQL', largeUrl);
  }
}

// BENCH_APPROVAL=1: approving a जिल्हा's ready places against its summary report (issue 25),
// on the large data of BENCH_LARGE_DATABASE_URL (PostgreSQL) and of BENCH_PGLITE_DIR (PGlite)
if (process.env.BENCH_APPROVAL === '1') {
  const { benchPeriodApproval } = await import('./periodApproval');
  if (process.env.BENCH_LARGE_DATABASE_URL)
    await benchPeriodApproval('PostgreSQL', process.env.BENCH_LARGE_DATABASE_URL);
  if (process.env.BENCH_APPROVAL_PGLITE === '1') await benchPeriodApproval('PGlite');
  // a festival return's approval against the gathering's at one तालुका (issue 46)
  const { benchFormApproval } = await import('./formApproval');
  if (process.env.BENCH_LARGE_DATABASE_URL)
    await benchFormApproval('PostgreSQL', process.env.BENCH_LARGE_DATABASE_URL);
  if (process.env.BENCH_APPROVAL_PGLITE === '1') await benchFormApproval('PGlite');
}

// BENCH_REMINDERS=1: one month's reminders for every entry place of the large data (issue 47)
if (process.env.BENCH_REMINDERS === '1') {
  const { benchReminders } = await import('./reminders');
  if (process.env.BENCH_LARGE_DATABASE_URL)
    await benchReminders('PostgreSQL', process.env.BENCH_LARGE_DATABASE_URL);
  if (process.env.BENCH_REMINDERS_PGLITE === '1') await benchReminders('PGlite');
}

// BENCH_GEO=1: the state-scale geography import (issue 27); PostgreSQL's is measured in the
// database of BENCH_DATABASE_URL, which is reset
if (process.env.BENCH_GEO === '1') {
  const { benchGeoImport, benchGeoSheetCheck } = await import('./geoImport');
  await benchGeoSheetCheck();
  await benchGeoImport('PGlite');
  if (process.env.BENCH_DATABASE_URL) {
    await benchGeoImport('PostgreSQL', process.env.BENCH_DATABASE_URL);
  }
}

// BENCH_MOVE=1: moving a तालुका at state scale (issue 27), on the large data of
// BENCH_LARGE_DATABASE_URL (PostgreSQL) and of BENCH_PGLITE_DIR (PGlite), built when missing
if (process.env.BENCH_MOVE === '1') {
  const { benchPlaceMove } = await import('./placeMove');
  if (process.env.BENCH_LARGE_DATABASE_URL)
    await benchPlaceMove('PostgreSQL', process.env.BENCH_LARGE_DATABASE_URL);
  if (process.env.BENCH_MOVE_PGLITE === '1') await benchPlaceMove('PGlite');
}

printGoals();
