import { sql } from 'kysely';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
const ids: Record<string, number> = {};
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];

interface Child {
  location_id: number;
  localized_name: string;
  by_sub_type: Record<string, number>;
  by_status: Record<string, number>;
}

beforeAll(async () => {
  t = await buildTestApp();
  ids.mulshi = await placeId(t.db, MULSHI);
  ids.paud = await placeId(t.db, [...MULSHI, 'पौड']);
  ids.hinjewadi = await placeId(t.db, [...MULSHI, 'हिंजवडी']);
});
afterAll(() => t.close());

const summary = (location_id: number, as?: string) =>
  t.call({ method: 'POST', url: `${API}/sankalp/summary`, as, payload: { location_id } });

/** The live units under a place, counted row by row (independently of the endpoint's SQL). */
async function unitsUnder(locationId: number) {
  const { rows } = await sql<{ status: string; ekak_sub_type_id: number }>`
    select u.status, u.ekak_sub_type_id from sankalp u
    join location l on l.location_id = u.location_id
    join location p on p.location_id = ${locationId}
    where u.deleted_at is null and starts_with(l.path, p.path)`.execute(t.db.kysely);
  return rows;
}

function expected(rows: { status: string; ekak_sub_type_id: number }[]) {
  const by_status = { active: 0, paused: 0, closed: 0 } as Record<string, number>;
  const by_sub_type: Record<string, number> = {};
  for (let s = 1; s <= 9; s += 1) by_sub_type[s] = 0;
  for (const r of rows) {
    by_status[r.status] += 1;
    if (r.status === 'active') by_sub_type[r.ekak_sub_type_id] += 1;
  }
  return { by_status, by_sub_type };
}

describe('POST /sankalp/summary', () => {
  it('counts units by status and active units by sub-type per child place, with totals', async () => {
    const res = await summary(ids.mulshi, 'taluka');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { location: { location_id: number }; children: Child[] };
    expect(body.location.location_id).toBe(ids.mulshi);
    const names = body.children.map((c) => c.localized_name);
    expect(names).toEqual(expect.arrayContaining(['पौड', 'हिंजवडी']));
    for (const child of body.children) {
      expect(child).toMatchObject(expected(await unitsUnder(child.location_id)));
    }
    const all = await unitsUnder(ids.mulshi);
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((u) => u.status !== 'active')).toBe(true);
    expect(res.json().totals).toEqual(expected(all));
  });

  it('answers an empty child list for a place without children', async () => {
    const village = await placeId(t.db, [...MULSHI, 'पौड', 'पौड', 'कोळवण']);
    const res = await summary(village, 'upkhand');
    expect(res.statusCode).toBe(200);
    expect(res.json().children).toEqual([]);
    expect(res.json().totals.by_status).toEqual({ active: 0, paused: 0, closed: 0 });
  });

  it('refuses no token (401), another subtree (403) and a bad body (400)', async () => {
    expect((await summary(ids.paud)).statusCode).toBe(401);
    const other = await summary(ids.hinjewadi, 'upkhand');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('OUT_OF_SCOPE');
    expect((await summary(ids.paud, 'reader')).statusCode).toBe(200);
    const bad = await t.call({ method: 'POST', url: `${API}/sankalp/summary`, as: 'upkhand' });
    expect(bad.statusCode).toBe(400);
  });
});
