import { sql } from 'kysely';
import { financialYear } from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
const ids: Record<string, number> = {};
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
const today = new Date();
const year = financialYear(today);
const month = today.getMonth() + 1;
const previous = new Date(today.getFullYear(), today.getMonth() - 1, 1);

beforeAll(async () => {
  t = await buildTestApp();
  ids.paud = await placeId(t.db, [...MULSHI, 'पौड']);
  ids.hinjewadi = await placeId(t.db, [...MULSHI, 'हिंजवडी']);
  ids.mulshi = await placeId(t.db, MULSHI);
  ids.paudGaon = await placeId(t.db, [...MULSHI, 'पौड', 'पौड', 'पौड']);
  ids.kasba = await placeId(t.db, ['पुणे', 'पुणे', 'कसबा']);
});
afterAll(() => t.close());

const post = (url: string, as: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });

interface Unit {
  sankalp_id: number;
  ekak_sub_type_id: number;
  location: { level_id: number };
  parent: { level_id: number; parent: { location_id: number; parent: null } };
  sanghik_upstiti: Record<string, number>;
}

const listUnits = async (locationId = ids.paud, y = year, m = month) => {
  const res = await post('/sanghik/list', 'upkhand', { locationId, year: y, month: m });
  expect(res.statusCode).toBe(200);
  return res.json() as { sanghik_id: number | null; sankalp: Unit[] };
};

describe('POST /sanghik/list', () => {
  it('lists the designated units of the current month, not yet saved', async () => {
    const body = await listUnits();
    expect(body).toMatchObject({ sanghik_id: null, year, month, location: { level_id: 8 } });
    expect(body.sankalp.length).toBeGreaterThan(3);
    const unit = body.sankalp[0];
    expect(unit.location.level_id).toBe(10);
    expect(unit.parent).toMatchObject({ level_id: 9, parent: { location_id: ids.paud } });
    expect(unit.parent.parent.parent).toBeNull();
    expect(unit.sanghik_upstiti).toEqual({
      praudh: 0,
      tarun_vyavasayi: 0,
      maha_vidyarthi: 0,
      baal: 0,
      shishu: 0,
      total: 0,
    });
  });

  it('shows the seeded attendance of the previous month with its record id', async () => {
    const body = await listUnits(ids.paud, financialYear(previous), previous.getMonth() + 1);
    expect(body.sanghik_id).toEqual(expect.any(Number));
    const saved = body.sankalp.filter((u) => u.sanghik_upstiti.total > 0);
    expect(saved.length).toBeGreaterThan(0);
    const { rows } = await sql<{ total: number; present_units: number }>`
      select total, present_units from sanghik_rollup where location_id = ${ids.paud}
        and year = ${financialYear(previous)} and month = ${previous.getMonth() + 1}`.execute(
      t.db.kysely,
    );
    const total = body.sankalp.reduce((s, u) => s + u.sanghik_upstiti.total, 0);
    expect(rows).toEqual([{ total, present_units: saved.length }]);
  });

  it.each([
    ['a गाव', 'paudGaon'],
    ['a तालुका', 'mulshi'],
  ])('refuses %s with the level message', async (_, key) => {
    const res = await post('/sanghik/list', 'taluka', { locationId: ids[key], year, month });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'please select town/sub-division/sub-division town level',
      code: 'VALIDATION',
    });
  });

  it('accepts a नगर (level 7)', async () => {
    const res = await post('/sanghik/list', 'nagar', { locationId: ids.kasba, year, month });
    expect(res.statusCode).toBe(200);
    expect(res.json().sankalp.length).toBeGreaterThan(0);
  });

  it('refuses a malformed year, another subtree and no token', async () => {
    expect(
      (await post('/sanghik/list', 'upkhand', { locationId: ids.paud, year: '2026', month }))
        .statusCode,
    ).toBe(400);
    const other = await post('/sanghik/list', 'upkhand', {
      locationId: ids.hinjewadi,
      year,
      month,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('OUT_OF_SCOPE');
    expect(
      (await post('/sanghik/list', undefined, { locationId: ids.paud, year, month })).statusCode,
    ).toBe(401);
  });
});
