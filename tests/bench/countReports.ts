// The festival report (उत्सव वृत्त) on state-scale data: p50/p95 of POST /utsav-vrutta/report
// through the whole Fastify stack at the root and at each report level, against the same
// answer aggregated from the raw records (and units) at request time. Goal: ≥ 5× faster. And
// the same report with last year's figures and the targets beside it: ≤ 1.5× without (issue 49).
// Part of `BENCH_LARGE=1 npm run bench` (PGlite at BENCH_PGLITE_DIR, PostgreSQL at
// BENCH_LARGE_DATABASE_URL). Builds the large data and a year of festival records when missing.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { designatedInMonth } from '../../server/modules/gathering/sanghikRepository';
import { seedLargeCounts } from '../../server/seed/large/counts';
import { financialYear, financialYearStart, monthRange } from '../../src/domain/modules/gathering';
import { goal, loadLine, ratio } from './goals';
import { measure, timeCall } from './measure';
import { benchApp, largeDatabase } from './benchApp';

const API = '/pmpapp/api/v2';
const GOAL = 5;
const FIELDS = [
  'praudh',
  'tarun_vyavasayi',
  'maha_vidyarthi',
  'baal',
  'shishu',
  'mahila',
  'nimantrit',
];

/** The festival report's answer from the raw rows: per child, designated units, records, sums. */
function rawReport(db: Kysely<Database>, placeId: number, year: string) {
  const start = financialYearStart(new Date());
  const m = { year, month: 7, ...monthRange(start, 7) };
  const sums = sql.join(FIELDS.map((f) => sql`sum((r.data ->> ${f})::int)`));
  return sql`
    select c.location_id,
      (select count(*) from sankalp u join location l on l.location_id = u.location_id
        where l.path like c.path || '%' and u.deleted_at is null and ${designatedInMonth(m)}) as designated,
      (select row(count(*), ${sums}) from count_record r
        where r.entity = 'utsav' and r.year = ${year} and r.part = 'gurupujan'
          and r.location_path like c.path || '%') as figures
    from location c where c.parent_id = ${placeId}`.execute(db);
}

/** The largest place of each report level (its subtree has the most places). */
async function targets(db: Kysely<Database>) {
  const { rows } = await sql<{ location_id: number; level_id: number; label: string }>`
    select distinct on (p.level_id) p.location_id, p.level_id, p.localized_name || ' ' || p.name_suffix as label
    from location p join location d on d.path like p.path || '%'
    where p.level_id in (1, 3, 6, 7)
    group by p.location_id
    order by p.level_id, count(*) desc`.execute(db);
  return rows;
}

/** A target of every festival figure for every office's place (kept: the data is not reset). */
async function seedTargets(db: Kysely<Database>, year: string) {
  await db.connection().execute(async (conn) => {
    await sql`set ssm.trail = 'off'`.execute(conn);
    await sql`
      insert into target (entity, year, part, location_id, field, value)
      select 'utsav', ${year}, 'gurupujan', l.location_id, f.field, 50 + l.location_id % 100
      from location l cross join unnest(${[...FIELDS, 'total']}::text[]) as f(field)
      where l.level_id <= 8
      on conflict do nothing`.execute(conn);
    await sql`reset ssm.trail`.execute(conn);
  });
  await sql`analyze target`.execute(db);
}

export async function benchCountReports(label: string, url?: string) {
  const db = await largeDatabase(url);
  const started = performance.now();
  const added = await seedLargeCounts(db.kysely);
  if (added)
    console.log(
      `  seed a year of count records (${added}): ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  const { app, headers } = await benchApp(db);
  const year = financialYear(new Date());
  await seedTargets(db.kysely, year);
  console.log(`\n${label}: festival report (गुरुपूजन ${year}) vs the raw aggregate, ms`);
  console.log(
    'place'.padEnd(34),
    'p50'.padStart(7),
    'p95'.padStart(7),
    'raw p50'.padStart(9),
    'raw p95'.padStart(9),
    'ratio'.padStart(7),
    '  goal ≥ 5×',
  );
  for (const t of await targets(db.kysely)) {
    const report = await measure(
      app,
      t.label,
      {
        method: 'POST',
        url: `${API}/utsav-vrutta/report`,
        headers,
        payload: { locationId: t.location_id, year, festival: 'gurupujan' },
      },
      60,
    );
    // issue 49: the same report with last year's figures and the targets beside it
    const compared = await measure(
      app,
      `${t.label}, with last year and targets`,
      {
        method: 'POST',
        url: `${API}/utsav-vrutta/report`,
        headers,
        payload: {
          locationId: t.location_id,
          year,
          festival: 'gurupujan',
          lastYear: true,
          targets: true,
        },
      },
      60,
    );
    goal(
      `${label} festival report at level ${t.level_id} with last year and targets: p95 ≤ 1.5× without, ≤ 50 ms`,
      compared.p95 <= 1.5 * report.p95 && compared.p95 <= 50,
      `p95 ${compared.p95.toFixed(1)} ms vs ${report.p95.toFixed(1)} ms: ${ratio(compared.p95, report.p95)} (${loadLine()})`,
    );
    const raw = await timeCall(() => rawReport(db.kysely, t.location_id, year));
    console.log(
      `${t.label} (${t.level_id})`.padEnd(34),
      report.p50.toFixed(1).padStart(7),
      report.p95.toFixed(1).padStart(7),
      raw.p50.toFixed(1).padStart(9),
      raw.p95.toFixed(1).padStart(9),
    );
    goal(
      `${label} festival report at level ${t.level_id} ≥ ${GOAL}× faster than the raw aggregate`,
      raw.p95 / report.p95 >= GOAL,
      `p95 ${report.p95.toFixed(1)} ms vs raw ${raw.p95.toFixed(1)} ms: ${ratio(raw.p95, report.p95)} (${loadLine()})`,
    );
  }
  await app.close();
  await db.close();
}
