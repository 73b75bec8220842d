// Part of `npm run soak` (issue 17): the server process is killed (SIGKILL) at moments spread
// over a bulk add of 3 000 volunteers; after each kill the register holds either the whole
// upload or none of it, each stored row with its one entry in the change trail (issue 48 §3:
// both or neither), and the kept roll-ups still equal a rebuild.
//   SOAK_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL database it may wipe
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { createDatabase } from '../../server/db/createDatabase';
import { migrateToLatest } from '../../server/migrations';
import { seedDemoData } from '../../server/seed';
import { placeId } from '../api/support/testApp';
import { rollupSnapshot } from '../api/support/reportPlaces';
import { KOLWAN, row } from '../api/support/volunteerRows';
import { rebuildReportRollups } from '../../server/rollups';

const url = process.env.SOAK_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!url) throw new Error('set SOAK_DATABASE_URL to a PostgreSQL database the test may wipe');
const TRIALS = Number(process.env.KILL_TRIALS ?? 8);
const ROWS = 3000;

const db = await createDatabase({ databaseUrl: url });
await sql`drop schema if exists public cascade`.execute(db.kysely);
await sql`create schema public`.execute(db.kysely);
await migrateToLatest(db.kysely);
await seedDemoData(db.kysely);
const kolwan = await placeId(db, KOLWAN);

/** Starts the server in a child node process (not npx: the kill must reach the server itself). */
function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/killableServer.ts'], {
    env: { ...process.env, KILL_DATABASE_URL: url, KILL_ACCOUNT: 'upkhand' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ child: typeof child; address: string; token: string }>((resolve) =>
    child.stdout.once('data', (d: Buffer) => {
      const [address, token] = d.toString().trim().split(' ') as [string, string];
      resolve({ child, address, token });
    }),
  );
}

const upload = (trial: number) => ({
  selectedLocation: kolwan,
  swayamsevaks: Array.from({ length: ROWS }, (_, i) =>
    row({ firstName: `चाचणी ${trial}-${i}`, mobile: `9${trial}${String(i).padStart(8, '0')}` }),
  ),
});
/** The trial's stored rows, and how many of them have their entry in the change trail. */
async function stored(trial: number) {
  const { rows } = await sql<{ n: number; trailed: number }>`
    select count(*)::int n, count(c.change_id)::int trailed
    from volunteer v
    left join change_log c on c.module = 'swayamsevak' and c.record_id = v.id::text
    where v."firstName" like ${`चाचणी ${trial}-%`}`.execute(db.kysely);
  return rows[0]!;
}

/** Sends the upload and kills the server `afterMs` later (never, when undefined). */
async function saveAndKill(trial: number, afterMs?: number) {
  const { child, address, token } = await startServer();
  const started = performance.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const answer = fetch(`${address}/pmpapp/api/v2/swayamsevak/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(upload(trial)),
  }).then(
    (res) => `${res.status}`,
    () => 'no answer',
  );
  if (afterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), afterMs);
  const status = await answer;
  const ms = performance.now() - started;
  if (afterMs === undefined) child.kill('SIGKILL');
  await exited;
  return { status, ms };
}

const full = await saveAndKill(0);
console.log(
  `kill test: an unkilled bulk add of ${ROWS} rows took ${full.ms.toFixed(0)} ms (${full.status})`,
);
const unkilled = await stored(0);
let broken = full.status !== '200' || unkilled.n !== ROWS || unkilled.trailed !== ROWS;
for (let trial = 1; trial <= TRIALS; trial++) {
  const afterMs = Math.round((full.ms * trial) / (TRIALS + 1));
  const { status } = await saveAndKill(trial, afterMs);
  // the database finishes or aborts the dead client's transaction on its own; give it a moment
  await new Promise((r) => setTimeout(r, 300));
  const { n, trailed } = await stored(trial);
  const whole = (n === 0 || n === ROWS) && trailed === n;
  broken ||= !whole;
  console.log(
    `  killed after ${afterMs} ms: answer ${status}, rows stored ${n}, with their trail ${trailed} (${whole ? 'whole or none' : 'PARTIAL'})`,
  );
}
const kept = JSON.stringify(await rollupSnapshot(db));
await db.kysely.transaction().execute((trx) => rebuildReportRollups(trx));
const rollupsEqual = kept === JSON.stringify(await rollupSnapshot(db));
console.log(`kill test: roll-ups equal to the rebuild: ${rollupsEqual ? 'yes' : 'NO'}`);
await db.close();
process.exit(broken || !rollupsEqual ? 1 : 0);
