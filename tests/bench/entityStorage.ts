// `npx tsx tests/bench/entityStorage.ts`: the measurement behind docs/decisions.md
// "Configured module storage" — the one generic table (jsonb fields + typed place columns)
// against a table of its own for one register, same rows, same indexes, same queries.
// BENCH_DATABASE_URL adds PostgreSQL (its public schema is dropped and recreated).
import { sql, type Kysely } from 'kysely';
import { createDatabase } from '../../server/db/createDatabase';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/migrations';
import {
  entityOrder,
  entityWhere,
  type EntityListQuery,
} from '../../server/engine/repositories/entityListQuery';
import { seedDemoData } from '../../server/seed';
import { registerByName } from '../../src/domain/modules';

const ROWS = 50_000;
const d = registerByName('karyakram')!;
const TYPES = d.fields.find((f) => f.name === 'programmeType')!.choices!;

async function p50(run: () => Promise<unknown>, times = 60): Promise<number> {
  for (let i = 0; i < 5; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)];
}

async function load(db: Kysely<Database>) {
  await sql`
    create table karyakram_typed (
      id serial primary key, location_id integer not null, location_path text not null,
      title text, date date, programme_type text, men integer, women integer, speaker text,
      guest text, search_text text not null default '', version integer not null default 1,
      updated_at timestamptz not null default now(), deleted_at timestamptz)`.execute(db);
  await sql`create index on karyakram_typed (location_path text_pattern_ops) where deleted_at is null`.execute(
    db,
  );
  await sql`create index on karyakram_typed (updated_at desc, id desc) where deleted_at is null`.execute(
    db,
  );
  const places = await db.selectFrom('location').select(['location_id', 'path']).execute();
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const place = places[i % places.length];
    const data = {
      title: `कार्यक्रम ${i}`,
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
      programmeType: TYPES[i % TYPES.length],
      men: i % 200,
      women: i % 150,
      speaker: `वक्ते ${i % 97}`,
      guest: '',
    };
    return { place, data, search: `${data.title} ${data.speaker}` };
  });
  const started = performance.now();
  for (let i = 0; i < rows.length; i += 2000) {
    await db
      .insertInto('entity_record')
      .values(
        rows.slice(i, i + 2000).map((r) => ({
          entity: d.name,
          location_id: r.place.location_id,
          location_path: r.place.path,
          data: JSON.stringify(r.data),
          search_text: r.search,
        })),
      )
      .execute();
  }
  const generic = performance.now() - started;
  const started2 = performance.now();
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    await sql`insert into karyakram_typed (location_id, location_path, title, date, programme_type, men, women, speaker, guest, search_text)
      values ${sql.join(
        chunk.map(
          (r) =>
            sql`(${r.place.location_id}, ${r.place.path}, ${r.data.title}, ${r.data.date}::date, ${r.data.programmeType}, ${r.data.men}, ${r.data.women}, ${r.data.speaker}, ${r.data.guest}, ${r.search})`,
        ),
      )}`.execute(db);
  }
  return { generic, typed: performance.now() - started2 };
}

async function benchOn(label: string, url?: string) {
  const db = await createDatabase(url ? { databaseUrl: url } : {});
  if (url) {
    await sql`drop schema if exists public cascade`.execute(db.kysely);
    await sql`create schema public`.execute(db.kysely);
  }
  await migrateToLatest(db.kysely);
  await seedDemoData(db.kysely);
  const inserts = await load(db.kysely);
  await sql`analyze`.execute(db.kysely);
  const bhag = await db.kysely
    .selectFrom('location')
    .select('path')
    .where('level_id', '=', 3)
    .executeTakeFirstOrThrow();
  const q = (extra: Partial<EntityListQuery>): EntityListQuery => ({
    rootPath: bhag.path,
    fields: [],
    sort: { field: 'updated_at', order: 'DESC' },
    range: [0, 19],
    ...extra,
  });
  const generic = (query: EntityListQuery) => () =>
    Promise.all([
      entityOrder(
        entityWhere(
          db.kysely
            .selectFrom('entity_record as e')
            .selectAll()
            .where('e.entity', '=', d.name)
            .where('e.deleted_at', 'is', null),
          query,
        ),
        d,
        query.sort,
      )
        .limit(20)
        .execute(),
      entityWhere(
        db.kysely
          .selectFrom('entity_record as e')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('e.entity', '=', d.name)
          .where('e.deleted_at', 'is', null),
        query,
      ).execute(),
    ]);
  const typed = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) => () =>
    Promise.all([
      sql`select * from karyakram_typed where deleted_at is null and location_path like ${`${bhag.path}%`} and ${where} order by ${order}, id desc limit 20`.execute(
        db.kysely,
      ),
      sql`select count(*) from karyakram_typed where deleted_at is null and location_path like ${`${bhag.path}%`} and ${where}`.execute(
        db.kysely,
      ),
    ]);
  const type = d.fields.find((f) => f.name === 'programmeType')!;
  const cases: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    ['first page of a भाग, newest first', generic(q({})), typed(sql`true`, sql`updated_at desc`)],
    [
      'filtered by type',
      generic(q({ fields: [{ field: type, values: ['sabha'] }] })),
      typed(sql`programme_type = 'sabha'`, sql`updated_at desc`),
    ],
    [
      'sorted by men',
      generic(q({ sort: { field: 'men', order: 'DESC' } })),
      typed(sql`true`, sql`men desc nulls last`),
    ],
    [
      'searched',
      generic(q({ search: 'वक्ते 42' })),
      typed(sql`search_text like '%वक्ते 42%'`, sql`updated_at desc`),
    ],
  ];
  console.log(
    `\n${label}: ${ROWS} records; insert generic ${inserts.generic.toFixed(0)} ms, typed ${inserts.typed.toFixed(0)} ms`,
  );
  console.log(
    'query'.padEnd(36),
    'generic p50'.padStart(12),
    'typed p50'.padStart(10),
    'ratio'.padStart(7),
  );
  for (const [name, a, b] of cases) {
    const [x, y] = [await p50(a), await p50(b)];
    console.log(
      name.padEnd(36),
      x.toFixed(2).padStart(12),
      y.toFixed(2).padStart(10),
      (x / y).toFixed(2).padStart(7),
    );
  }
  await db.close();
}

await benchOn('PGlite');
if (process.env.BENCH_DATABASE_URL) await benchOn('PostgreSQL', process.env.BENCH_DATABASE_URL);
