// Issue 46's goal: approving every ready child of a festival return (उत्सव नोंदणी) at state
// scale ≤ 1.2× the same approval of the gathering, at the same तालुका in the same run.
import { sql } from 'kysely';
import { financialYear } from '../../src/domain/modules/gathering';
import { LEVEL } from '../../src/domain/levels';
import { mintTestToken } from '../api/support/testVerifier';
import { benchApp, largeDatabase } from './benchApp';
import { goal, ratio } from './goals';
import { percentile, printTable, type Timing } from './measure';

const API = '/pmpapp/api/v2';
const RUNS = 40;

export async function benchFormApproval(label: string, url?: string) {
  const db = await largeDatabase(url);
  const { app } = await benchApp(db);
  const { rows } = await sql<{ location_id: number; path: string; children: number }>`
    select t.location_id, t.path,
      (select count(*) from location c where c.parent_id = t.location_id
        and c.level_id = ${LEVEL.UPKHAND} and c.closed_on is null)::int as children
    from location t where t.level_id = ${LEVEL.TALUKA} and t.closed_on is null
    order by children desc, t.location_id limit 1`.execute(db.kysely);
  const taluka = rows[0]!;
  const uid = 'bench-taluka-approver';
  await sql`
    insert into app_user (firebase_uid, email, name, level_id, location_id, writeallowed, status)
    select ${uid}, ${`${uid}@demo.test`}, 'तालुका कार्यालय', ${LEVEL.TALUKA}, ${taluka.location_id},
      true, 'active'
    where not exists (select 1 from app_user where firebase_uid = ${uid})`.execute(db.kysely);
  const headers = { authorization: `Bearer ${mintTestToken({ uid, email: `${uid}@demo.test` })}` };
  const lastMonth = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
  const PERIODS = {
    sanghik: { year: financialYear(lastMonth), month: lastMonth.getMonth() + 1 },
    utsav: { year: financialYear(new Date()), festival: 'gurupujan' },
  } as const;
  const post = (path: string, payload: object, as = headers) =>
    app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: as });
  const children = await db.kysely
    .selectFrom('location')
    .select('location_id')
    .where('parent_id', '=', taluka.location_id)
    .where('closed_on', 'is', null)
    .execute();
  const entry = await db.kysely
    .selectFrom('location')
    .select('location_id')
    .where('path', 'like', `${taluka.path}%`)
    .where('level_id', '=', LEVEL.UPKHAND)
    .execute();
  // a fresh cycle for both forms' periods (an earlier run's steps are kept in the database)
  for (const table of ['period_event', 'period_status', 'period_progress'])
    await sql`delete from ${sql.table(table)} where module in ('sanghik', 'utsav')`.execute(
      db.kysely,
    );
  for (const [form, period] of Object.entries(PERIODS)) {
    const answers = new Map<number, number>();
    for (const p of entry) {
      const res = await post(`/${form}/submit`, { locationId: p.location_id, ...period });
      answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode !== 200 && answers.get(res.statusCode) === 1) console.log(form, res.body);
    }
    console.log(`${label}: ${form} submitted by ${entry.length} entry places:`, answers);
  }

  const times: Record<string, number[]> = { sanghik: [], utsav: [] };
  for (let i = 0; i < RUNS + 5; i++) {
    for (const [form, period] of Object.entries(PERIODS)) {
      const t0 = process.hrtime.bigint();
      const res = await post(`/${form}/approve-ready`, {
        locationId: taluka.location_id,
        ...period,
      });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (res.statusCode !== 200 || res.json().approved.length === 0)
        throw new Error(`${form} approve-ready: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 5) times[form]!.push(ms);
      // taken back by the approver (not timed), so the next run approves them all again
      for (const c of children)
        await post(`/${form}/unapprove`, { locationId: c.location_id, ...period });
    }
  }
  const timing = (name: string, t: number[]): Timing => {
    const sorted = [...t].sort((a, b) => a - b);
    return { name, p50: percentile(sorted, 50)!, p95: percentile(sorted, 95)!, runs: t.length };
  };
  const gathering = timing(`sanghik approve-ready (${children.length} children)`, times.sanghik!);
  const festival = timing(`utsav approve-ready, गुरुपूजन (same तालुका)`, times.utsav!);
  printTable(
    `${label}: approving a तालुका's ready places, the festival return against the gathering`,
    [gathering, festival],
  );
  goal(
    `${label} approve every ready place of a festival return ≤ 1.2× the gathering's (p95)`,
    festival.p95 <= 1.2 * gathering.p95,
    `${festival.p95.toFixed(1)} ms against ${gathering.p95.toFixed(1)} ms (${ratio(festival.p95, gathering.p95)}), ${entry.length} entry places`,
  );
  await app.close();
  await db.close();
}
