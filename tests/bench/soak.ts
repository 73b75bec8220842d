// `npm run soak`: 50 editors of different places save gathering months at once for 60 s
// against PostgreSQL through the real HTTP server, then the kept roll-ups are compared with a
// rebuild from the rows (issue 17). Not part of CI (it takes a minute and a database).
//   SOAK_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL database it may wipe
//   SOAK_SECONDS (60), SOAK_EDITORS (50)
// Each editor reads its place's month, changes some units and saves with the version it read;
// a 409 STALE (another editor of the same place saved first) is expected and counted apart.
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { createDatabase } from '../../server/db/createDatabase';
import { migrateToLatest } from '../../server/migrations';
import { rebuildCountRollups } from '../../server/repositories/countRollup';
import { rebuildReportRollups } from '../../server/repositories/reportRollupRebuild';
import { demoAccount, seedDemoData } from '../../server/seed';
import { financialYear } from '../../src/domain/gathering';
import { mintTestToken, testVerifier } from '../api/support/testVerifier';
import { rollupSnapshot } from '../api/support/reportPlaces';

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

const { uid, email } = demoAccount('admin');
const headers = {
  authorization: `Bearer ${mintTestToken({ uid, email }, 7200)}`,
  'content-type': 'application/json',
};
// gathering places with none below them, so that editors of different places never save the
// same units (an editor at a नगर also saves its उपखंड's units: a STALE there is right)
const { rows: placeRows } = await sql<{ location_id: number }>`
  select l.location_id from location l
  where l.level_id in (7, 8) and not exists (
    select 1 from location d where d.level_id in (7, 8) and d.location_id <> l.location_id
      and d.path like l.path || '%')
  order by l.location_id`.execute(db.kysely);
const places = placeRows.map((p) => p.location_id);
const today = new Date();
const period = { year: financialYear(today), month: today.getMonth() + 1 };

const latencies: number[] = [];
const outcomes = new Map<string, number>();
const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

async function timedPost(path: string, body: object) {
  const started = performance.now();
  const res = await fetch(`${address}${API}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  latencies.push(performance.now() - started);
  return { status: res.status, json };
}

async function editor(n: number, until: number) {
  const locationId = places[n % places.length];
  let seed = n + 1;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) as number;
  while (performance.now() < until) {
    const list = await timedPost('/sanghik/list', { locationId, ...period });
    count(`list ${list.status}`);
    const units = (list.json.sankalp as { sankalp_id: number }[] | undefined) ?? [];
    const chosen = units.filter(() => rnd() < 0.6);
    if (chosen.length === 0) continue;
    const save = await timedPost('/sanghik/add', {
      locationId,
      ...period,
      version: list.json.version,
      upstitiDataArray: chosen.map((u) => ({
        sankalp_id: u.sankalp_id,
        sanghik_upstiti: {
          praudh: Math.floor(rnd() * 30),
          tarun_vyavasayi: Math.floor(rnd() * 30),
          maha_vidyarthi: Math.floor(rnd() * 30),
          baal: Math.floor(rnd() * 30),
          shishu: Math.floor(rnd() * 10),
        },
      })),
    });
    count(`save ${save.status}`);
  }
}

console.log(`soak: ${editors} editors over ${places.length} gathering places, ${seconds} s`);
const started = performance.now();
await Promise.all(Array.from({ length: editors }, (_, n) => editor(n, started + seconds * 1000)));
const elapsed = (performance.now() - started) / 1000;
await app.close();

const countRows = async () =>
  (
    await sql`select entity, year, part, location_id, field, value::text from count_rollup
      order by 1, 2, 3, 4, 5`.execute(db.kysely)
  ).rows;
const kept = JSON.stringify({ ...(await rollupSnapshot(db)), counts: await countRows() });
await db.kysely.transaction().execute(async (trx) => {
  await rebuildReportRollups(trx);
  await rebuildCountRollups(trx);
});
const rebuilt = JSON.stringify({ ...(await rollupSnapshot(db)), counts: await countRows() });
await db.close();

latencies.sort((a, b) => a - b);
const p = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
const errors = [...outcomes]
  .filter(([key]) => !key.endsWith(' 200') && key !== 'save 409')
  .reduce((sum, [, n]) => sum + n, 0);
console.log(`requests: ${latencies.length} in ${elapsed.toFixed(1)} s`);
console.log(`requests/s: ${(latencies.length / elapsed).toFixed(1)}`);
console.log(`p50: ${p(0.5).toFixed(1)} ms, p95: ${p(0.95).toFixed(1)} ms`);
console.log(`outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}`);
console.log(`errors (other than the expected 409 STALE): ${errors}`);
console.log(`roll-ups equal to the rebuild: ${kept === rebuilt ? 'yes' : 'NO'}`);
process.exit(errors === 0 && kept === rebuilt ? 0 : 1);
