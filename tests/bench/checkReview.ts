// तपासणी at state scale (issue 48): p95 of GET /checks for a whole प्रांत's year of a return with
// two checks (against last year, against भौगोलिक वृत्त), through the whole Fastify stack, against
// the bare SQL that reads the same rows (the year's records, last year's, the other form's
// totals); the call is the screen's: every child's counts and a page of items. Goals: p95 ≤ 2 s and ≤ 3× the bare SQL. Part of `BENCH_LARGE=1 npm run bench`.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { seedLargeCounts } from '../../server/seed/large/counts';
import { financialYear, formatFinancialYear } from '../../src/domain/modules/gathering';
import { CHECK_PAGE_SIZE } from '../../src/domain/checks';
import { campaignReturn } from '../api/support/definitions';
import { benchApp, largeDatabase } from './benchApp';
import { goal, loadLine, ratio } from './goals';
import { measure, timeCall } from './measure';

const API = '/pmpapp/api/v2';
const NAME = 'tapas-bench';

const definition = () => {
  const copy = campaignReturn(NAME);
  return {
    ...copy,
    checks: [
      {
        left: 'persons',
        op: '<=',
        right: 'last_year(persons) × 2',
        message: 'grewFast',
        importance: 'warn',
      },
      {
        left: 'households',
        op: '<=',
        right: "form('bhaugolik', households)",
        message: 'moreThanSurvey',
        importance: 'warn',
      },
    ],
    labels: {
      mr: {
        ...copy.labels.mr,
        checks: { grewFast: 'व्यक्ती दुपटीपेक्षा जास्त', moreThanSurvey: 'घरे वृत्तापेक्षा जास्त' },
      },
    },
  };
};

/** The return's records: भौगोलिक वृत्त's this year (a third with one more house) and last year. */
async function seedReturn(db: Kysely<Database>, year: string, lastYear: string) {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from count_record where entity = ${NAME}`.execute(db);
  if (rows[0]!.n > 0) return rows[0]!.n;
  await db.connection().execute(async (conn) => {
    await sql`set ssm.trail = 'off'`.execute(conn);
    await sql`
      insert into count_record (entity, year, part, subject_id, location_id, location_path, data,
        sums, version, saved_at)
      select ${NAME}, y.year, '', subject_id, location_id, location_path,
        case when y.year = ${year}
          then data || jsonb_build_object('households', (data->>'households')::int + (subject_id % 3 = 0)::int)
          else data || jsonb_build_object('persons', (data->>'persons')::int / (1 + subject_id % 4))
        end, '{}'::jsonb, 1, now()
      from count_record cross join (values (${year}), (${lastYear})) as y(year)
      where entity = 'bhaugolik' and count_record.year = ${year}`.execute(conn);
    await sql`reset ssm.trail`.execute(conn);
  });
  await sql`analyze count_record`.execute(db);
  return (
    await sql<{
      n: number;
    }>`select count(*)::int as n from count_record where entity = ${NAME}`.execute(db)
  ).rows[0]!.n;
}

/** The same rows read by SQL alone: the year's records with last year's and the survey's. */
const bare = (db: Kysely<Database>, root: string, year: string, lastYear: string) =>
  sql`
    select r.subject_id, r.data, ly.data as last_year, b.value as survey
    from count_record r
    left join count_record ly on ly.entity = r.entity and ly.year = ${lastYear} and ly.part = ''
      and ly.subject_id = r.subject_id
    left join count_rollup b on b.entity = 'bhaugolik' and b.year = r.year and b.part = ''
      and b.location_id = r.location_id and b.field = 'households'
    where r.entity = ${NAME} and r.year = ${year} and r.location_path like ${`${root}%`}`.execute(
    db,
  );

export async function benchCheckReview(label: string, url?: string) {
  const db = await largeDatabase(url);
  await seedLargeCounts(db.kysely);
  const { app, auth } = await benchApp(db);
  const admin = auth('admin');
  const year = financialYear(new Date());
  const lastYear = formatFinancialYear(Number(year.slice(0, 4)) - 1);
  // published once: a later run finds its name taken
  const made = await app.inject({
    method: 'POST',
    url: `${API}/modules`,
    headers: admin,
    payload: definition(),
  });
  if (made.statusCode === 201) {
    const published = await app.inject({
      method: 'POST',
      url: `${API}/modules/${NAME}/publish`,
      headers: admin,
      payload: {},
    });
    if (published.statusCode !== 200) throw new Error(`${NAME}: ${published.body}`);
  }
  const records = await seedReturn(db.kysely, year, lastYear);
  const root = await db.kysely
    .selectFrom('location')
    .select(['location_id', 'path'])
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  // as the screen asks: every child's counts and the first page of items
  const request = {
    method: 'GET' as const,
    url: `${API}/checks?module=${NAME}&placeId=${root.location_id}&year=${year}&perPage=${CHECK_PAGE_SIZE}`,
    headers: admin,
  };
  const items = (await app.inject(request)).json().total as number;
  const review = await measure(app, 'GET /checks, the whole प्रांत', request, 10);
  const raw = await timeCall(() => bare(db.kysely, root.path, year, lastYear), 10);
  console.log(
    `\n${label}: तपासणी of a प्रांत's year (${records} records, ${items} items): p50 ${review.p50.toFixed(0)} ms, p95 ${review.p95.toFixed(0)} ms; bare SQL p50 ${raw.p50.toFixed(0)} ms, p95 ${raw.p95.toFixed(0)} ms`,
  );
  goal(
    `${label} तपासणी of a whole प्रांत: p95 ≤ 2 s and ≤ 3× the bare SQL over the same rows`,
    review.p95 <= 2000 && review.p95 <= 3 * raw.p95,
    `p95 ${review.p95.toFixed(0)} ms vs bare ${raw.p95.toFixed(0)} ms: ${ratio(review.p95, raw.p95)} (${loadLine()})`,
  );
  await app.close();
  await db.close();
}
