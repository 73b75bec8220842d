import { sql } from 'kysely';
import { rollupColumns, type RollupRow } from '../../src/domain/engine';
import { bhaugolik } from '../../src/domain/modules/bhaugolik';
import { financialYear } from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

// issue 49 §3: a code form's indicators in its roll-up report, each row's equal to an SQL over
// the raw records and places, at every level the report is asked for
let t: TestApp;
const year = financialYear(new Date());
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

/** The share of places reached and persons per household under a place, from the raw rows. */
async function oracle(path: string) {
  const { rows } = await sql<{
    reached: string;
    places: string;
    persons: string;
    households: string;
  }>`
    select
      (select count(*) from count_record c where c.entity = 'bhaugolik' and c.year = ${year}
        and c.part = '' and c.version > 0 and c.location_path like ${`${path}%`}
        and c.data->>'reached' = 'true') as reached,
      (select count(*) from location l where l.path like ${`${path}%`}
        and l.level_id in (10, 11) and l.closed_on is null) as places,
      (select coalesce(sum((c.data->>'persons')::numeric), 0) from count_record c
        where c.entity = 'bhaugolik' and c.year = ${year} and c.part = '' and c.version > 0
          and c.location_path like ${`${path}%`}) as persons,
      (select coalesce(sum((c.data->>'households')::numeric), 0) from count_record c
        where c.entity = 'bhaugolik' and c.year = ${year} and c.part = '' and c.version > 0
          and c.location_path like ${`${path}%`}) as households`.execute(t.db.kysely);
  const r = rows[0]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    reachedShare: Number(r.places) ? round((Number(r.reached) / Number(r.places)) * 100) : '',
    personsPerHousehold: Number(r.households)
      ? round(Number(r.persons) / Number(r.households))
      : '',
  };
}

const columns = rollupColumns(bhaugolik);
const column = (name: string) =>
  columns.find((c) => c.labelKey === `resources.bhaugolik.indicators.${name}`)!;

it.each([
  ['प्रांत', []],
  ['भाग', ['पुणे']],
  ['जिल्हा', ['पुणे', 'पश्चिम पुणे']],
  ['तालुका', ['पुणे', 'पश्चिम पुणे', 'मुळशी']],
] as const)('at a %s, each child’s indicators equal the raw rows’', async (_level, names) => {
  const locationId = await placeId(t.db, names);
  const res = await t.call({
    method: 'POST',
    url: `${API}/bhaugolik/report`,
    as: 'admin',
    payload: { locationId, year },
  });
  expect(res.statusCode).toBe(200);
  const rows = res.json().rows as RollupRow[];
  const paths = await t.db.kysely
    .selectFrom('location')
    .select(['location_id', 'path'])
    .where(
      'location_id',
      'in',
      rows.map((r) => r.location_id),
    )
    .execute();
  let judged = 0;
  for (const row of rows) {
    const expected = await oracle(paths.find((p) => p.location_id === row.location_id)!.path);
    expect({
      reachedShare: column('reachedShare').value(row),
      personsPerHousehold: column('personsPerHousehold').value(row),
    }).toEqual(expected);
    if (typeof expected.reachedShare === 'number') judged += 1;
  }
  expect(judged).toBeGreaterThan(0);
});
