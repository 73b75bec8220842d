// The summary reports on state-scale data (DESIGN §3): p50/p95 of every report endpoint at
// every level through the whole Fastify stack, against the same figures aggregated from the
// raw rows at request time. Builds the large data first when the database lacks it (minutes).
import { sql, type Kysely } from 'kysely';
import type { MonthRef } from '../../server/modules/gathering/sanghikRepository';
import { financialYear, monthRange } from '../../src/domain/modules/gathering';
import { monthKeyOf } from '../../src/domain/report';
import { figuresQuery } from '../../server/modules/gathering/sanghikReportRepository';
import { LEVEL, SUFFIX } from '../../src/domain/levels';
import type { Database } from '../../server/db/schema';
import { goal, loadLine, ratio } from './goals';
import { measure, timeCall } from './measure';
import { explainTimes, rawReportQuery } from './reportsRaw';
import { benchApp, largeDatabase } from './benchApp';

const API = '/pmpapp/api/v2';
const GOAL_P95 = { postgres: 25, pglite: 60 };
/** The report at the top of the tree (the first target) against the raw aggregate. */
const GOAL_RATIO = 5;
const TARGETS: [path: string, level: number, suffix: string][] = [
  ['bhag', LEVEL.BHAG, SUFFIX.GRAMIN_JILHA],
  ['bhag', LEVEL.BHAG, SUFFIX.BHAG],
  ['taluka', LEVEL.TALUKA, SUFFIX.TALUKA],
  ['nagar', LEVEL.NAGAR, SUFFIX.NAGAR],
  ['upkhand', LEVEL.UPKHAND, SUFFIX.UPKHAND],
  ['upkhand', LEVEL.UPKHAND, SUFFIX.UPKHAND_NAGAR],
];

/** A target of every attendance figure for every office's place in the month (kept). */
async function seedGatheringTargets(db: Kysely<Database>, m: MonthRef) {
  const fields = ['praudh', 'tarun_vyavasayi', 'maha_vidyarthi', 'baal', 'shishu', 'total'];
  await db.connection().execute(async (conn) => {
    await sql`set ssm.trail = 'off'`.execute(conn);
    await sql`
      insert into target (entity, year, part, location_id, field, value)
      select 'sanghik', ${m.year}, ${String(m.month)}, l.location_id, f.field, 50 + l.location_id % 100
      from location l cross join unnest(${fields}::text[]) as f(field)
      where l.level_id <= 8
      on conflict do nothing`.execute(conn);
    await sql`reset ssm.trail`.execute(conn);
  });
  await sql`analyze target`.execute(db);
}

/** Benchmarks the reports on PostgreSQL (`url`) or PGlite (BENCH_PGLITE_DIR). */
export async function benchReports(label: string, url?: string) {
  const db = await largeDatabase(url);
  const { app, headers } = await benchApp(db);
  const date = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
  const m: MonthRef = {
    year: financialYear(date),
    month: date.getMonth() + 1,
    ...monthRange(Number(financialYear(date).slice(0, 4)), date.getMonth() + 1),
  };
  const p95Goal = url ? GOAL_P95.postgres : GOAL_P95.pglite;
  await seedGatheringTargets(db.kysely, m);
  console.log(`\n${label}: summary reports, large data, ${m.year} month ${m.month}`);
  console.log(
    'report (largest place of its kind)'.padEnd(40),
    'p50',
    ' p95',
    '  raw p50',
    'raw p95',
    'ratio',
  );
  let top: { name: string; id: number; p50: number; raw: number } | undefined;
  for (const [path, level, suffix] of TARGETS) {
    // the place of the kind with the most places below it
    const { rows } = await sql<{ location_id: number; places: number }>`
      select l.location_id, (select count(*) from location c where c.path like l.path || '%')::int places
      from location l where l.level_id = ${level} and l.name_suffix = ${suffix}
      order by places desc, l.location_id limit 1`.execute(db.kysely);
    const id = rows[0].location_id;
    const name = `/report/${path} ${suffix} (${rows[0].places} places)`;
    const t = await measure(app, name, {
      method: 'POST',
      url: `${API}/sanghik/report/${path}`,
      payload: { locationId: id, year: m.year, month: m.month },
      headers,
    });
    // issue 49: the same report with last year's month and the targets beside each row
    const compared = await measure(app, `${name} compared`, {
      method: 'POST',
      url: `${API}/sanghik/report/${path}`,
      payload: { locationId: id, year: m.year, month: m.month, lastYear: true, targets: true },
      headers,
    });
    goal(
      `${label} summary report ${path} ${suffix} with last year and targets: p95 ≤ 1.5× without, ≤ 50 ms`,
      compared.p95 <= 1.5 * t.p95 && compared.p95 <= 50,
      `p95 ${compared.p95.toFixed(1)} ms vs ${t.p95.toFixed(1)} ms: ${ratio(compared.p95, t.p95)} (${loadLine()})`,
    );
    const raw = await timeCall(() => rawReportQuery(id, m).execute(db.kysely));
    const ok = t.p95 <= p95Goal ? 'ok' : `over ${p95Goal} ms`;
    console.log(
      name.padEnd(40),
      t.p50.toFixed(1),
      t.p95.toFixed(1).padStart(5),
      raw.p50.toFixed(1).padStart(8),
      raw.p95.toFixed(1).padStart(8),
      `${(raw.p50 / t.p50).toFixed(1)}×`.padStart(6),
      ok,
    );
    if (path === TARGETS[0]![0] && suffix === TARGETS[0]![2])
      top = { name, id, p50: t.p50, raw: raw.p50 };
  }
  if (top) {
    // where a request's time goes in the database: planning against execution
    const figures = await explainTimes(
      db.kysely,
      figuresQuery(top.id, 'children', m.year, m.month, monthKeyOf(m.year, m.month)!),
    );
    const rawTimes = await explainTimes(db.kysely, rawReportQuery(top.id, m));
    console.log(
      `  ${top.name}: figures query planning ${figures.planning.toFixed(2)} ms, execution ` +
        `${figures.execution.toFixed(2)} ms (the API prepares it: planned once per connection); ` +
        `raw aggregate planning ${rawTimes.planning.toFixed(2)} ms, execution ${rawTimes.execution.toFixed(2)} ms`,
    );
    goal(
      `summary report at the top ≥ ${GOAL_RATIO}× faster than the raw aggregate (${label})`,
      top.raw >= GOAL_RATIO * top.p50,
      `${ratio(top.raw, top.p50)} (p50 ${top.p50.toFixed(1)} vs raw ${top.raw.toFixed(1)} ms, ${top.name})`,
    );
  }
  await app.close();
  await db.close();
}
