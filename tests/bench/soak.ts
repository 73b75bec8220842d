// `npm run soak`: 50 editors of different places save gathering months and festival counts at
// once for 60 s against PostgreSQL through the real HTTP server, then the kept roll-ups are
// compared with a rebuild from the rows (issue 17). Not part of CI (it takes a minute and a database).
//   SOAK_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL database it may wipe
//   SOAK_SECONDS (60), SOAK_EDITORS (50)
// Each editor reads its place's month (or festival), changes some units and saves with the
// version it read; a 409 STALE (another editor of the same place saved first) is expected.
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { createDatabase } from '../../server/db/createDatabase';
import { migrateToLatest } from '../../server/migrations';
import { demoAccount, seedDemoData } from '../../server/seed';
import { financialYear } from '../../src/domain/modules/gathering';
import { festivalEditor, gatheringEditor, type Post } from './soakEditors';
import { mintTestToken, testVerifier } from '../api/support/testVerifier';
import { rollupSnapshot } from '../api/support/reportPlaces';
import { rebuildCountRollups, rebuildReportRollups } from '../../server/rollups';

const url = process.env.SOAK_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!url) throw new Error('set SOAK_DATABASE_URL to a PostgreSQL database the soak may wipe');
const seconds = Number(process.env.SOAK_SECONDS || 60);
const editors = Number(process.env.SOAK_EDITORS || 50);
const API = '/pmpapp/api/v2';

const db = await createDatabase({ databaseUrl: url });
await sql`drop schema if exists public cascade`.execute(db.kysely);
await sql`create schema public`.execute(db.kysely);
await migrateToLatest(db.kysely);
await seedDemoData(db.kysely);
const app = await buildApp({ db, verifier: testVerifier, rateLimitPerMinute: 1e9 });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const tokenOf = (key: string) => {
  const { uid, email } = demoAccount(key);
  return `Bearer ${mintTestToken({ uid, email }, 7200)}`;
};
// gathering places with none below them, so that editors of different places never save the
// same units (an editor at a नगर also saves its उपखंड's units: a STALE there is right); the
// festival editors sign in as taluka@ (उत्सव नोंदणी is for users of levels 6 and 7), so theirs
// are the places under its तालुका
const placesUnder = async (uid: string | null) =>
  (
    await sql<{ location_id: number }>`
      select l.location_id from location l
      where l.level_id in (7, 8) and not exists (
        select 1 from location d where d.level_id in (7, 8) and d.location_id <> l.location_id
          and d.path like l.path || '%')
        and (${uid}::text is null or l.path like (select u.path from location u
          join app_user a on a.location_id = u.location_id where a.firebase_uid = ${uid}) || '%')
      order by l.location_id`.execute(db.kysely)
  ).rows.map((p) => p.location_id);
const places = await placesUnder(null);
const festivalPlaces = await placesUnder(demoAccount('taluka').uid);
const today = new Date();
const period = { year: financialYear(today), month: today.getMonth() + 1 };

const latencies: number[] = [];
const outcomes = new Map<string, number>();
const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
// per festival record and version read, the figures each successful save of it sent: two
// different ones from the same version would be an overwrite nobody was told of (issue 26)
const claims = new Map<string, Set<string>>();
const claim = (record: string, version: number, values: string) => {
  const key = `${record}@${version}`;
  claims.set(key, (claims.get(key) ?? new Set()).add(values));
};

const postAs =
  (authorization: string): Post =>
  async (path, body) => {
    const started = performance.now();
    const res = await fetch(`${address}${API}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    latencies.push(performance.now() - started);
    return { status: res.status, json };
  };
const asAdmin = postAs(tokenOf('admin'));
const asTaluka = postAs(tokenOf('taluka'));

/** Even editors save gathering months, odd ones festival counts. */
function editor(n: number, until: number) {
  const half = Math.floor(n / 2);
  return n % 2 === 0
    ? gatheringEditor(asAdmin, count, places[half % places.length]!, n, period, until)
    : festivalEditor(
        asTaluka,
        count,
        festivalPlaces[half % festivalPlaces.length]!,
        n,
        period,
        until,
        claim,
      );
}

console.log(
  `soak: ${editors} editors over ${places.length} gathering and ${festivalPlaces.length} festival places, ${seconds} s`,
);
const started = performance.now();
await Promise.all(Array.from({ length: editors }, (_, n) => editor(n, started + seconds * 1000)));
const elapsed = (performance.now() - started) / 1000;
await app.close();

const countRows = async () =>
  (
    await sql`select entity, year, part, location_id, field, value::text from count_rollup
      where value <> 0 order by 1, 2, 3, 4, 5`.execute(db.kysely)
  ).rows;
const snapshot = async (): Promise<Record<string, unknown[]>> => ({
  ...(await rollupSnapshot(db)),
  counts: await countRows(),
});
const kept = await snapshot();
await db.kysely.transaction().execute(async (trx) => {
  await rebuildReportRollups(trx);
  await rebuildCountRollups(trx);
});
const rebuilt = await snapshot();
await db.close();

latencies.sort((a, b) => a - b);
const p = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
const errors = [...outcomes]
  .filter(([key]) => !key.endsWith(' 200') && !key.endsWith('save 409'))
  .reduce((sum, [, n]) => sum + n, 0);
console.log(`requests: ${latencies.length} in ${elapsed.toFixed(1)} s`);
console.log(`requests/s: ${(latencies.length / elapsed).toFixed(1)}`);
console.log(`p50: ${p(0.5).toFixed(1)} ms, p95: ${p(0.95).toFixed(1)} ms`);
console.log(`outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}`);
console.log(`errors (other than the expected 409 STALE): ${errors}`);
const silent = [...claims.values()].filter((figures) => figures.size > 1).length;
console.log(
  `festival records saved from a version read: ${claims.size}; silent overwrites: ${silent}`,
);
const differing = Object.keys(kept).filter(
  (table) => JSON.stringify(kept[table]) !== JSON.stringify(rebuilt[table]),
);
console.log(
  `roll-ups equal to the rebuild: ${differing.length === 0 ? 'yes' : `NO (${differing})`}`,
);
if (process.env.SOAK_DIFF)
  for (const t of differing) {
    const rows = (side: Record<string, unknown[]>) => side[t]!.map((r) => JSON.stringify(r));
    const [a, b] = [rows(kept), rows(rebuilt)];
    console.log(t, 'kept only:', a.filter((r) => !b.includes(r)).slice(0, 10));
    console.log(t, 'rebuilt only:', b.filter((r) => !a.includes(r)).slice(0, 10));
  }
process.exit(errors === 0 && differing.length === 0 && silent === 0 ? 0 : 1);
