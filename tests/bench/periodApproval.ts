// Issue 25's goal: "approve every ready place" of a ग्रामीण जिल्हा with ≥ 500 entry places,
// p95 ≤ the summary report of the same जिल्हा in the same run, on the state-scale data.
import { sql } from 'kysely';
import { financialYear } from '../../src/domain/modules/gathering';
import { LEVEL, SUFFIX } from '../../src/domain/levels';
import { mintTestToken } from '../api/support/testVerifier';
import { benchApp, largeDatabase } from './benchApp';
import { goal, ratio } from './goals';
import { percentile, printTable, type Timing } from './measure';

const API = '/pmpapp/api/v2';
const RUNS = 40;

export async function benchPeriodApproval(label: string, url?: string) {
  const db = await largeDatabase(url);
  const { app, headers: admin } = await benchApp(db);
  const { rows } = await sql<{ location_id: number; entry: number }>`
    select l.location_id,
      (select count(*) from location c where c.path like l.path || '%' and c.level_id = 8)::int entry
    from location l where l.level_id = ${LEVEL.BHAG} and l.name_suffix = ${SUFFIX.GRAMIN_JILHA}
    order by entry desc, l.location_id limit 1`.execute(db.kysely);
  const jilha = rows[0]!;
  // an office at the जिल्हा, signed in as the test verifier allows
  const uid = 'bench-jilha-approver';
  // (kept between runs: its submissions of an earlier run name it)
  await sql`
    insert into app_user (firebase_uid, email, name, level_id, location_id, writeallowed, status)
    select ${uid}, ${`${uid}@demo.test`}, 'जिल्हा कार्यालय', ${LEVEL.BHAG}, ${jilha.location_id},
      true, 'active'
    where not exists (select 1 from app_user where firebase_uid = ${uid})`.execute(db.kysely);
  // the data's districts are smaller than the goal's: तालुके of other districts are moved in
  // (through the API, roll-ups and all) until it has 500 entry places, and back afterwards
  const borrowed = await borrowTalukas(jilha.location_id, 500 - jilha.entry);
  const entryPlaces = jilha.entry + borrowed.reduce((n, t) => n + t.entry, 0);
  const headers = { authorization: `Bearer ${mintTestToken({ uid, email: `${uid}@demo.test` })}` };
  const date = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
  const period = { year: financialYear(date), month: date.getMonth() + 1 };
  const post = async (path: string, payload: object, as = headers) => {
    const res = await app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: as });
    return res;
  };
  // every entry place submits (once; the approvals below are taken back after each run)
  const entry = await db.kysely
    .selectFrom('location')
    .select('location_id')
    .where('path', 'like', `${await pathOf(jilha.location_id)}%`)
    .where('level_id', '=', LEVEL.UPKHAND)
    .execute();
  const started = Date.now();
  for (const p of entry) await post('/sanghik/submit', { locationId: p.location_id, ...period });
  console.log(
    `\n${label}: ${entry.length} entry places of the जिल्हा submitted in ${Date.now() - started} ms`,
  );
  const children = (await post('/sanghik/approvals', { locationId: jilha.location_id, ...period }))
    .json()
    .children.map((c: { location_id: number }) => c.location_id);

  const times: [number[], number[]] = [[], []];
  const timed = async (work: () => Promise<{ statusCode: number; body: string }>) => {
    const t0 = process.hrtime.bigint();
    const res = await work();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode >= 300) throw new Error(`HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    return ms;
  };
  for (let i = 0; i < RUNS + 5; i++) {
    const approve = await timed(() =>
      post('/sanghik/approve-ready', { locationId: jilha.location_id, ...period }),
    );
    // taken back (not timed), so the next run approves them all again
    for (const id of children)
      await post('/sanghik/unapprove', { locationId: id, ...period }, admin);
    const report = await timed(() =>
      post('/sanghik/report/bhag', { locationId: jilha.location_id, ...period }, admin),
    );
    if (i >= 5) {
      times[0].push(approve);
      times[1].push(report);
    }
  }
  const [approveAll, report] = (
    [
      [`approve-ready (${children.length} children, ${entryPlaces} entry places)`, times[0]],
      ['POST /sanghik/report/bhag, same जिल्हा', times[1]],
    ] as const
  ).map(([name, t]): Timing => {
    const sorted = [...t].sort((a, b) => a - b);
    return { name, p50: percentile(sorted, 50)!, p95: percentile(sorted, 95)!, runs: t.length };
  }) as [Timing, Timing];
  printTable(`${label}: approving a जिल्हा's ready places against its summary report`, [
    approveAll,
    report,
  ]);
  goal(
    `${label} approve every ready place of a ग्रामीण जिल्हा (≥ 500 entry places): p95 ≤ its summary report`,
    entryPlaces >= 500 && approveAll.p95 <= report.p95,
    `${approveAll.p95.toFixed(1)} ms against ${report.p95.toFixed(1)} ms (${ratio(approveAll.p95, report.p95)}), ${entryPlaces} entry places`,
  );
  for (const id of children) await post('/sanghik/unapprove', { locationId: id, ...period }, admin);
  for (const t of borrowed) await moveTo(t.location_id, t.parent_id);
  await app.close();
  await db.close();

  async function moveTo(id: number, parentId: number) {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/geo/place/${id}/move`,
      payload: { parentId },
      headers: admin,
    });
    if (res.statusCode !== 200) throw new Error(`move answered ${res.statusCode}: ${res.body}`);
  }

  /** तालुके of other districts moved under `target` until `needed` more entry places are there. */
  async function borrowTalukas(target: number, needed: number) {
    if (needed <= 0) return [];
    const { rows: talukas } = await sql<{ location_id: number; parent_id: number; entry: number }>`
      select t.location_id, t.parent_id,
        (select count(*) from location c where c.path like t.path || '%' and c.level_id = 8)::int entry
      from location t join location p on p.location_id = t.parent_id
      where t.level_id = ${LEVEL.TALUKA} and t.parent_id <> ${target}
        and p.name_suffix = ${SUFFIX.GRAMIN_JILHA} and t.closed_on is null
      order by t.location_id`.execute(db.kysely);
    const taken: typeof talukas = [];
    for (const t of talukas) {
      if (needed <= 0) break;
      await moveTo(t.location_id, target);
      taken.push(t);
      needed -= t.entry;
    }
    console.log(`  ${taken.length} तालुके moved into the जिल्हा for the run`);
    return taken;
  }

  async function pathOf(id: number) {
    const row = await db.kysely
      .selectFrom('location')
      .select('path')
      .where('location_id', '=', id)
      .executeTakeFirstOrThrow();
    return row.path;
  }
}
