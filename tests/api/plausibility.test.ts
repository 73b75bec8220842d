import { sql } from 'kysely';
import {
  financialYear,
  inputsOf,
  unusualCounts,
  type UnitHistory,
} from '../../src/domain/modules/gathering';
import { median } from '../../src/domain/plausibility';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Issue 15: the gathering list answers each unit's past; the server re-checks a save with the
 * same rules — unconfirmed unusual counts are refused, confirmed ones stored and shown above.
 */
let t: TestApp;
let paud: number;
let mulshi: number;
const today = new Date();
const period = { year: financialYear(today), month: today.getMonth() + 1 };

interface Unit {
  sankalp_id: number;
  ekak_sub_type_id: number;
  history: UnitHistory;
}
const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });
const list = async () =>
  (await post('/sanghik/list', 'upkhand', { locationId: paud, ...period })).json() as {
    version: string | null;
    sankalp: Unit[];
  };
const save = async (unit: Unit, counts: object, confirmedUnusual?: boolean) =>
  post('/sanghik/add', 'upkhand', {
    locationId: paud,
    ...period,
    version: (await list()).version,
    upstitiDataArray: [{ sankalp_id: unit.sankalp_id, sanghik_upstiti: counts }],
    ...(confirmedUnusual === undefined ? {} : { confirmedUnusual }),
  });
const stored = async (unit: Unit) =>
  (
    await sql<{ baal: number; unusual_confirmed: boolean }>`
      select baal, unusual_confirmed from sanghik_upstiti
      where sankalp_id = ${unit.sankalp_id} and year = ${period.year} and month = ${period.month}`.execute(
      t.db.kysely,
    )
  ).rows[0];

/** Every place object anywhere in a report answer. */
function placesIn(value: unknown): { location_id: number; unusual?: boolean }[] {
  if (Array.isArray(value)) return value.flatMap(placesIn);
  if (!value || typeof value !== 'object') return [];
  const own = 'location_id' in value ? [value as { location_id: number; unusual?: boolean }] : [];
  return [...own, ...Object.values(value).flatMap(placesIn)];
}

let unit: Unit;
let usual: number;
beforeAll(async () => {
  t = await buildTestApp();
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
  mulshi = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी']);
  // a unit with saved months and a बाल input (the seed gives the demo units a year of months)
  unit = (await list()).sankalp.find(
    (u) => u.history.months.length > 0 && inputsOf(u.ekak_sub_type_id).includes('baal'),
  )!;
  // a whole count (the median of an even number of months may fall between two)
  usual = Math.round(median(unit.history.months.map((m) => m.baal ?? 0)));
});
afterAll(() => t.close());

describe('POST /sanghik/list answers each unit’s past', () => {
  it('gives at most six saved months, newest first, and the village’s register', async () => {
    expect(unit).toBeDefined();
    expect(unit.history.months.length).toBeLessThanOrEqual(6);
    expect(typeof unit.history.volunteers).toBe('number');
  });
});

describe('POST /sanghik/add re-checks unusual counts', () => {
  it('refuses them unconfirmed with the reason, and stores nothing', async () => {
    const counts = { baal: 3 * usual + 25 };
    expect(unusualCounts(counts, unit.history).map((f) => f.field)).toContain('baal');
    const res = await save(unit, counts);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('काही आकडे असामान्य आहेत: तपासून पुष्टी करा');
    expect(body.error).toContainEqual(
      expect.objectContaining({ row: 0, field: 'baal', key: 'app.plausibility.aboveUsual' }),
    );
    expect(await stored(unit)).toBeUndefined();
  });

  it('stores confirmed ones with their flag, and marks the place for the office above', async () => {
    const res = await save(unit, { baal: 3 * usual + 25 }, true);
    expect(res.statusCode).toBe(200);
    expect(await stored(unit)).toEqual({ baal: 3 * usual + 25, unusual_confirmed: true });
    const records = (
      await post('/sanghik/records', 'taluka', { locationId: mulshi, ...period })
    ).json() as { rows: { location_id: number; unusual: boolean }[] };
    expect(records.rows.find((r) => r.location_id === paud)?.unusual).toBe(true);
    expect(records.rows.filter((r) => r.location_id !== paud).every((r) => !r.unusual)).toBe(true);
    const report = (
      await post('/sanghik/report/taluka', 'taluka', { locationId: mulshi, ...period })
    ).json();
    const places = placesIn(report);
    expect(places.find((p) => p.location_id === paud)?.unusual).toBe(true);
    // the place itself and the places holding the unit are marked; a sibling उपखंड is not
    const hinjewadi = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'हिंजवडी']);
    expect(places.find((p) => p.location_id === hinjewadi)?.unusual).toBeFalsy();
    expect(places.find((p) => p.location_id === mulshi)?.unusual).toBe(true);
  });

  it('saves usual counts without asking, and clears the flag', async () => {
    const res = await save(unit, { baal: usual });
    expect(res.statusCode).toBe(200);
    expect(await stored(unit)).toEqual({ baal: usual, unusual_confirmed: false });
    const records = (
      await post('/sanghik/records', 'taluka', { locationId: mulshi, ...period })
    ).json() as { rows: { location_id: number; unusual: boolean }[] };
    expect(records.rows.find((r) => r.location_id === paud)?.unusual).toBe(false);
  });
});

describe('a declared count form re-checks its unusual figures the same way', () => {
  interface Subject {
    subject_id: number;
    version: number;
    values: Record<string, unknown>;
    history: { months: Record<string, unknown>[] };
  }
  const year = financialYear(today);
  const subjects = async () =>
    (await post('/bhaugolik/list', 'upkhand', { locationId: paud, year })).json()
      .subjects as Subject[];
  const saveOne = (s: Subject, households: number, confirmedUnusual?: boolean) =>
    post('/bhaugolik/save', 'upkhand', {
      locationId: paud,
      year,
      records: [{ subject_id: s.subject_id, version: s.version, values: { households } }],
      ...(confirmedUnusual === undefined ? {} : { confirmedUnusual }),
    });

  it('refuses unconfirmed ones and stores confirmed ones with their flag', async () => {
    const s = (await subjects()).find((x) => x.history.months.length > 0)!;
    expect(s).toBeDefined();
    const usualHouseholds = median(s.history.months.map((m) => Number(m.households ?? 0)));
    const slip = 3 * usualHouseholds + 25;
    const refused = await saveOne(s, slip);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContainEqual(
      expect.objectContaining({
        row: s.subject_id,
        field: 'households',
        key: 'app.plausibility.aboveUsual',
      }),
    );
    expect((await saveOne(s, slip, true)).statusCode).toBe(200);
    const { rows } = await sql<{ unusual_confirmed: boolean }>`
      select unusual_confirmed from count_record
      where entity = 'bhaugolik' and year = ${year} and subject_id = ${s.subject_id}`.execute(
      t.db.kysely,
    );
    expect(rows[0]?.unusual_confirmed).toBe(true);
  });
});
