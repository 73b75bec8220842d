import { sql } from 'kysely';
import type { CountFormDeclaration, RollupRow } from '../../src/domain/engine';
import { COUNT_FORMS } from '../../src/domain/modules';
import {
  financialYear,
  financialYearStart,
  formatFinancialYear,
} from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

// issue 49 §2: a roll-up report with the same period last year, every figure of every row equal
// to an SQL over last year's raw records, at every level the report is asked for
let t: TestApp;
const year = financialYear(new Date());
const lastYear = formatFinancialYear(financialYearStart(new Date()) - 1);
const formOf = (name: string) => COUNT_FORMS.find((d) => d.name === name) as CountFormDeclaration;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

/** Last year's figures under a place, summed from the records' own values. */
async function oracle(d: CountFormDeclaration, part: string, path: string) {
  const summed = d.fields.filter((f) => f.summed).map((f) => f.name);
  const inTotal = d.fields.filter((f) => f.inTotal).map((f) => f.name);
  // a figure counts as it is, a yes as 1
  const value = (f: string) => sql`coalesce(case jsonb_typeof(c.data->${f})
    when 'number' then (c.data->>${f})::numeric
    when 'boolean' then (c.data->>${f})::boolean::int end, 0)`;
  const { rows } = await sql<Record<string, string>>`
    select count(*) as _records,
      ${sql.join([...summed.map((f) => sql`sum(${value(f)}) as ${sql.ref(f)}`)])},
      ${inTotal.length ? sql`sum(${sql.join(inTotal.map(value), sql` + `)})` : sql`0`} as total
    from count_record c
    where c.entity = ${d.name} and c.year = ${lastYear} and c.part = ${part} and c.version > 0
      and c.location_path like ${`${path}%`}`.execute(t.db.kysely);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v ?? 0)]));
}

const PLACES = {
  प्रांत: [],
  भाग: ['पुणे'],
  जिल्हा: ['पुणे', 'पश्चिम पुणे'],
  तालुका: ['पुणे', 'पश्चिम पुणे', 'मुळशी'],
  नगर: ['पुणे', 'पुणे', 'कसबा'],
};

describe.each([
  ['bhaugolik', 'bhaugolik', {}],
  ['utsav-vrutta', 'utsav', { festival: 'gurupujan' }],
] as const)('%s with last year', (report, sourceName, period) => {
  const source = formOf(sourceName);
  const part = 'festival' in period ? period.festival : '';

  it.each(Object.entries(PLACES))(
    'at a %s: each child’s last year equals its records’ sums',
    async (_level, names) => {
      const locationId = await placeId(t.db, names);
      const ask = (extra: object) =>
        t.call({
          method: 'POST',
          url: `${API}/${report}/report`,
          as: 'admin',
          payload: { locationId, year, ...period, ...extra },
        });
      const res = await ask({ lastYear: true });
      if (res.statusCode === 400) return; // a level this report is not asked for at
      expect(res.statusCode).toBe(200);
      const rows = res.json().rows as RollupRow[];
      expect(rows.length).toBeGreaterThan(0);
      const paths = new Map(
        (
          await t.db.kysely
            .selectFrom('location')
            .select(['location_id', 'path'])
            .where(
              'location_id',
              'in',
              rows.map((r) => r.location_id),
            )
            .execute()
        ).map((p) => [p.location_id, p.path]),
      );
      let compared = 0;
      for (const row of rows) {
        const expected = await oracle(source, part, paths.get(row.location_id)!);
        const got = Object.fromEntries(
          Object.keys(expected).map((k) => [k, row.last_year!.values[k] ?? 0]),
        );
        expect(got).toEqual(expected);
        compared += expected._records!;
      }
      expect(compared).toBeGreaterThan(0);
      // asked without it, the answer is as it was
      const plain = (await ask({})).json().rows as RollupRow[];
      expect(plain.every((r) => !('last_year' in r))).toBe(true);
      expect(plain.map((r) => r.values)).toEqual(rows.map((r) => r.values));
    },
  );
});
