import { sql } from 'kysely';
import { financialYear } from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

// issue 49 §1 on PostgreSQL: offices setting targets at once lose none of them, and the same
// cell written at once ends as one of the writes
let t: TestApp;
const year = financialYear(new Date());
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
const FIELDS = ['households', 'persons', 'karyakartas', 'teams'];

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

const put = (placeId: number, cells: object[]) =>
  t.call({
    method: 'PUT',
    url: `${API}/targets`,
    as: 'taluka',
    headers: { 'x-via': 'screen' },
    payload: { module: 'bhaugolik', placeId, year, cells },
  });

const stored = async (places: number[]) =>
  (
    await sql<{ location_id: number; field: string; value: number }>`
      select location_id, field, value from target
      where entity = 'bhaugolik' and year = ${year} and location_id = any(${places}::int[])
      order by location_id, field`.execute(t.db.kysely)
  ).rows;

describe('targets set at once', () => {
  it('keeps every office’s cells when eight write different ones together', async () => {
    const mulshi = await placeId(t.db, MULSHI);
    const children = (
      await t.db.kysely
        .selectFrom('location')
        .select('location_id')
        .where('parent_id', '=', mulshi)
        .orderBy('location_id')
        .execute()
    ).map((c) => c.location_id);
    expect(children.length).toBeGreaterThan(1);
    const writes = Array.from({ length: 8 }, (_, i) => ({
      placeId: children[i % children.length]!,
      field: FIELDS[Math.floor(i / children.length) % FIELDS.length]!,
      value: 100 + i,
    }));
    const unique = new Map(writes.map((w) => [`${w.placeId}:${w.field}`, w]));
    const answers = await Promise.all([...unique.values()].map((w) => put(mulshi, [w])));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const kept = await stored(children);
    expect(kept.map((r) => `${r.location_id}:${r.field}=${r.value}`).sort()).toEqual(
      [...unique.values()].map((w) => `${w.placeId}:${w.field}=${w.value}`).sort(),
    );
  });

  it('ends the same cell written eight times at once as one of the writes', async () => {
    const mulshi = await placeId(t.db, MULSHI);
    const paud = await placeId(t.db, [...MULSHI, 'पौड']);
    const values = [11, 12, 13, null, 15, 16, null, 18];
    const answers = await Promise.all(
      values.map((value) => put(mulshi, [{ placeId: paud, field: 'teams', value }])),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(values.map(() => 200));
    const cell = (await stored([paud])).filter((r) => r.field === 'teams');
    expect(cell.length).toBeLessThanOrEqual(1);
    expect(values).toContain(cell[0]?.value ?? null);
  });
});
