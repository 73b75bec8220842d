import { sql } from 'kysely';
import type { DashboardSummary } from '../../src/domain/dashboard';
import {
  ATTENDANCE_LIMITS,
  financialYear,
  inputsOf,
  unitTotal,
} from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Issue 17 point 3: a root's month is the sum of the whole state; it may pass 2³¹ without any
 * save failing, and a unit's counts over the caps are a 400 naming the unit and field.
 */
let t: TestApp;
let root: number;
let paud: number;
const today = new Date();
const period = { year: financialYear(today), month: today.getMonth() + 1 };
const NEAR_LIMIT = 2 ** 31 - 10;

const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });
const firstUnit = async () => {
  const list = (await post('/sanghik/list', 'upkhand', { locationId: paud, ...period })).json();
  const unit = list.sankalp[0];
  return {
    version: list.version as string | null,
    id: unit.sankalp_id as number,
    inputs: inputsOf(unit.ekak_sub_type_id as number),
  };
};
const save = async (counts: Record<string, number>, confirmedUnusual = true) => {
  const { version, id } = await firstUnit();
  return post('/sanghik/add', 'upkhand', {
    locationId: paud,
    ...period,
    version,
    upstitiDataArray: [{ sankalp_id: id, sanghik_upstiti: counts }],
    confirmedUnusual,
  });
};
const rootMonth = async () =>
  (
    await sql<{ praudh: number; total: number }>`select praudh, total from sanghik_rollup
      where location_id = ${root} and year = ${period.year} and month = ${period.month}`.execute(
      t.db.kysely,
    )
  ).rows[0];

beforeAll(async () => {
  t = await buildTestApp();
  root = await placeId(t.db, []);
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
});
afterAll(() => t.close());

describe('attendance sums past 2³¹', () => {
  it('keeps saving once the root month is near the 32-bit limit, and shows the exact sum', async () => {
    const { inputs } = await firstUnit();
    const each = (n: number) => Object.fromEntries(inputs.map((f) => [f, n]));
    expect((await save(each(1))).statusCode).toBe(200);
    const before = (await rootMonth())!;
    await sql`update sanghik_rollup set praudh = praudh + ${NEAR_LIMIT}, total = total + ${NEAR_LIMIT}
      where location_id = ${root} and year = ${period.year} and month = ${period.month}`.execute(
      t.db.kysely,
    );
    expect((await save(each(51))).statusCode).toBe(200);
    const after = (await rootMonth())!;
    const grown = unitTotal(each(51)) - unitTotal(each(1));
    expect(grown).toBeGreaterThan(0);
    expect(after.total).toBe(before.total + NEAR_LIMIT + grown);
    expect(after.total).toBeGreaterThan(2 ** 31);
    const summary = (await post('/dashboard/summary', 'admin', { locationId: root })).json();
    expect((summary as DashboardSummary).gathering.attendance).toBe(after.total);
  });
});

describe('a unit over the caps', () => {
  const { perField, perUnit } = ATTENDANCE_LIMITS;
  it.each([
    ['one field', { praudh: perField + 1 }, 'praudh', `${perField}`],
    ['the total', { praudh: perField, tarun_vyavasayi: perField, baal: 1 }, 'total', `${perUnit}`],
  ])('%s → 400 naming the unit and field, in Marathi', async (_name, counts, field, max) => {
    const res = await save(counts);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.error[0]).toMatchObject({ row: 0, field });
    expect(body.error[0].key).toMatch(/^app\.gathering\.message\.(field|unit)TooLarge$/);
    expect(body.message).toContain(max);
    expect(body.message).toMatch(/उपस्थिती/);
  });

  it('is a 400, not a 500, for a count beyond any integer', async () => {
    expect((await save({ praudh: 3_000_000_000 })).statusCode).toBe(400);
  });
});
