// The volunteer register's speed goals (DESIGN §3), through the whole Fastify stack on a fresh
// database: a 10 000-row upload, a district's first page and a village's whole list.
import { sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/migrations';
import { seedDemoData } from '../../server/seed';
import { demoVolunteerRow, randomFrom } from '../../server/seed/demoVolunteerRows';
import { pathOf } from '../../src/domain/geo';
import { listJsonQuery } from '../../server/modules/volunteers/volunteersRepository';
import { goal, ratio } from './goals';
import { injected, measure, measurePair, printTable, type Timing } from './measure';
import { benchUpload, UPLOAD_ROWS } from './upload';
import { benchApp } from './benchApp';

const API = '/pmpapp/api/v2';
/** district → 5 talukas → 4 उपखंड → 5 मंडल → 5 villages (500) × 200 volunteers = 100 000 */
const FAN_OUT: [level: number, children: number][] = [
  [6, 5],
  [8, 4],
  [9, 5],
  [10, 5],
];
const PER_VILLAGE = 200;
const GOALS = { upload: { pglite: 1500, postgres: 500 }, firstPage: 50, village: 20 };

export async function freshDatabase(url?: string): Promise<DatabaseHandle> {
  const db = await createDatabase(url ? { databaseUrl: url } : {});
  if (url) {
    await sql`drop schema if exists public cascade`.execute(db.kysely);
    await sql`create schema public`.execute(db.kysely);
  }
  await migrateToLatest(db.kysely);
  await seedDemoData(db.kysely);
  return db;
}

type Place = { id: number; ancestors: number[] };

/** A new district under the root's first child; one multi-row insert per level. */
export async function buildDistrict(
  db: Kysely<Database>,
): Promise<{ district: Place; villages: Place[] }> {
  const root = await db
    .selectFrom('location')
    .select(['location_id', 'path'])
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  const vibhag = await db
    .selectFrom('location')
    .select(['location_id', 'path'])
    .where('parent_id', '=', root.location_id)
    .orderBy('location_id')
    .executeTakeFirstOrThrow();
  const parentIds = vibhag.path.split('/').filter(Boolean).map(Number);
  let level: Place[] = [];
  let parents: Place[] = [{ id: vibhag.location_id, ancestors: parentIds }];
  let district: Place | undefined;
  for (const [levelId, fanOut] of [[3, 1], ...FAN_OUT] as [number, number][]) {
    const count = parents.length * fanOut;
    const { rows: ids } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('location', 'location_id'))::int as id
      from generate_series(1, ${count})`.execute(db);
    level = ids.map(({ id }, i) => {
      const parent = parents[Math.floor(i / fanOut)];
      return { id, ancestors: [...parent.ancestors, id], parentId: parent.id };
    });
    await db
      .insertInto('location')
      .values(
        level.map((p, i) => ({
          location_id: p.id,
          parent_id: p.ancestors[p.ancestors.length - 2],
          level_id: levelId,
          localized_name: `बेंच ${levelId}-${i + 1}`,
          name_suffix: levelId === 3 ? 'ग्रामीण जिल्हा' : '',
          path: pathOf(p.ancestors),
        })),
      )
      .execute();
    district ??= level[0];
    parents = level;
  }
  return { district: district!, villages: level };
}

/** PER_VILLAGE volunteers in each village, in one statement. */
export async function fillVillages(db: Kysely<Database>, villages: Place[]) {
  const sample = demoVolunteerRow(randomFrom(7), 1, 412108);
  const ids = villages.map((v) => v.id);
  await sql`
    insert into volunteer (location_id, location_path, "firstName", "fatherName", "surname",
      "dateOfBirth", "bloodGroup", "pinCode", "mobile", "email", "isPledge", updated_at)
    select l.location_id, l.path, ${sample.firstName} || g, ${sample.fatherName},
      ${sample.surname}, date '1990-08-15', 'B+', '412108', (9000000000 + g)::text,
      'v' || g || '@example.in', g % 2 = 0,
      now() - make_interval(secs => (l.location_id * ${PER_VILLAGE} + g) % 100000)
    from location l cross join generate_series(1, ${PER_VILLAGE}) g
    where l.location_id in (${sql.join(ids)})`.execute(db);
  await sql`analyze volunteer`.execute(db);
  await sql`analyze location`.execute(db);
}

export async function benchVolunteers(label: string, url?: string) {
  const db = await freshDatabase(url);
  const started = Date.now();
  const { district, villages } = await buildDistrict(db.kysely);
  await fillVillages(db.kysely, villages);
  console.log(`\n${label}: ${villages.length} villages, data built in ${Date.now() - started} ms`);
  const { app, headers } = await benchApp(db);
  const list = (payload: object) =>
    ({ method: 'POST', url: `${API}/swayamsevak/allusers`, payload, headers }) as const;
  const village = await db.kysely
    .selectFrom('location')
    .select('path')
    .where('location_id', '=', villages[0].id)
    .executeTakeFirstOrThrow();

  // lists first: the uploads below add their rows to the last village
  const firstPage = await measure(
    app,
    'allusers district 100k, page 1 of 50',
    list({ location_id: district.id, page: 1, perPage: 50, sort: 'updatedAt', order: 'DESC' }),
  );
  const [villageList, direct] = await measurePair(
    {
      name: `allusers village, all ${PER_VILLAGE}`,
      run: injected(app, list({ location_id: villages[0].id })),
    },
    {
      name: '  the same SELECT on the database',
      run: () => listJsonQuery(db.kysely, village.path).execute(db.kysely),
    },
  );
  const uploads = await benchUpload(label, db, app, headers, villages[villages.length - 1].id);
  const at = (p: number) => uploads.sort((a, b) => a - b)[Math.ceil(p * uploads.length) - 1]!;
  const upload: Timing = {
    name: `POST /swayamsevak/add ${UPLOAD_ROWS} rows`,
    p50: at(0.5),
    p95: at(0.95),
    runs: uploads.length,
  };
  printTable(`${label}: volunteers`, [firstPage, villageList, direct, upload]);
  goal(
    `village list p95 ≤ 2× its SELECT's p95 (${label})`,
    villageList.p95 <= 2 * direct.p95,
    `${ratio(villageList.p95, direct.p95)} (${villageList.p95.toFixed(1)} vs ${direct.p95.toFixed(1)} ms)`,
  );
  const uploadGoal = url ? GOALS.upload.postgres : GOALS.upload.pglite;
  for (const [t, limit] of [
    [firstPage, GOALS.firstPage],
    [villageList, GOALS.village],
    [upload, uploadGoal],
  ] as const) {
    goal(`${t.name.trim()} p95 ≤ ${limit} ms (${label})`, t.p95 <= limit, `${t.p95.toFixed(1)} ms`);
  }
  await app.close();
  await db.close();
}
