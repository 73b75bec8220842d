// The dashboard on state-scale data (issue 12): POST /dashboard/summary at the root against the
// summary report of the largest ग्रामीण जिल्हा, timed alternately in the same run, and the
// analytics and records calls beside them. Goal: dashboard p95 ≤ 1.5× the report's p95.
// Run from `npm run bench` with BENCH_LARGE=1, or alone: `npx tsx tests/bench/dashboard.ts`.
import { sql } from 'kysely';
import { financialYear } from '../../src/domain/modules/gathering';
import { LEVEL, SUFFIX } from '../../src/domain/levels';
import { goal, printGoals, ratio } from './goals';
import { injected, measure, measurePair } from './measure';
import { benchApp, largeDatabase } from './benchApp';

const API = '/pmpapp/api/v2';
const GOAL_RATIO = 1.5;

/** Benchmarks the dashboard on PostgreSQL (`url`) or PGlite (BENCH_PGLITE_DIR). */
export async function benchDashboard(label: string, url?: string) {
  const db = await largeDatabase(url);
  const { app, headers } = await benchApp(db);
  const date = new Date();
  const m = { year: financialYear(date), month: date.getMonth() + 1 };
  const { rows } = await sql<{ location_id: number; places: number }>`
    select l.location_id, (select count(*) from location c where c.path like l.path || '%')::int places
    from location l where l.level_id = ${LEVEL.BHAG} and l.name_suffix = ${SUFFIX.GRAMIN_JILHA}
    order by places desc, l.location_id limit 1`.execute(db.kysely);
  const jilha = rows[0]!;
  const post = (path: string, payload: object) =>
    injected(app, { method: 'POST', url: `${API}${path}`, payload, headers });
  const [dashboard, report] = await measurePair(
    { name: 'POST /dashboard/summary (root)', run: post('/dashboard/summary', {}) },
    {
      name: `POST /sanghik/report/bhag (${jilha.places} places)`,
      run: post('/sanghik/report/bhag', { locationId: jilha.location_id, ...m }),
    },
  );
  const others = [
    await measure(app, 'POST /dashboard/analytics (root)', {
      method: 'POST',
      url: `${API}/dashboard/analytics`,
      payload: m,
      headers,
    }),
    await measure(
      app,
      `POST /sanghik/records (जिल्हा, ${jilha.places} places)`,
      {
        method: 'POST',
        url: `${API}/sanghik/records`,
        payload: { locationId: jilha.location_id, ...m },
        headers,
      },
      50,
    ),
  ];
  console.log(`\n${label}: dashboard, large data, ${m.year} month ${m.month}`);
  for (const t of [dashboard, report, ...others]) {
    console.log(
      t.name.padEnd(48),
      'p50',
      t.p50.toFixed(1).padStart(6),
      'p95',
      t.p95.toFixed(1).padStart(6),
    );
  }
  goal(
    `dashboard at the root p95 ≤ ${GOAL_RATIO}× the summary report's p95 (${label})`,
    dashboard.p95 <= GOAL_RATIO * report.p95,
    `${ratio(dashboard.p95, report.p95)} (p95 ${dashboard.p95.toFixed(1)} vs ${report.p95.toFixed(1)} ms)`,
  );
  await app.close();
  await db.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchDashboard('PGlite');
  const largeUrl = process.env.BENCH_LARGE_DATABASE_URL;
  if (largeUrl) await benchDashboard('PostgreSQL', largeUrl);
  printGoals();
}
