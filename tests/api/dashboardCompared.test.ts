import { sql } from 'kysely';
import type { DashboardAnalytics, DashboardSummary } from '../../src/domain/dashboard';
import { financialYear } from '../../src/domain/modules/gathering';
import { lastYearOf } from '../../src/domain/periods';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

// issue 49: the dashboard and analytics set the gathering's attendance beside the same month
// last year (equal to an SQL over last year's attendance rows) and beside the month's target
let t: TestApp;
const today = new Date();
const year = financialYear(today);
const month = today.getMonth() + 1;
const VIBHAG = ['कोल्हापूर'];
const BHAG = ['कोल्हापूर', 'कोल्हापूर'];

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

const post = async <T>(url: string, payload: object) => {
  const res = await t.call({ method: 'POST', url: `${API}${url}`, as: 'admin', payload });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};

/** A month's attendance total under a place, from the units' own rows (null: none). */
async function oracle(locationId: number, y: string, m: number): Promise<number | null> {
  const { rows } = await sql<{ total: number | null }>`
    select sum(u.total)::int as total
    from sanghik_upstiti u
    join sankalp s on s.sankalp_id = u.sankalp_id
    join location l on l.location_id = s.location_id
    where u.year = ${y} and u.month = ${m}
      and l.path like (select path from location where location_id = ${locationId}) || '%'`.execute(
    t.db.kysely,
  );
  return rows[0]!.total;
}

const setTarget = async (parent: number, child: number, value: number | null, m = month) => {
  const res = await t.call({
    method: 'PUT',
    url: `${API}/targets`,
    as: 'admin',
    headers: { 'x-via': 'screen' },
    payload: {
      module: 'sanghik',
      placeId: parent,
      year,
      month: m,
      cells: [{ placeId: child, field: 'total', value }],
    },
  });
  expect(res.statusCode).toBe(200);
};

describe('the dashboard against last year and the target', () => {
  it('gives the same month last year and the month’s target of the place', async () => {
    const vibhag = await placeId(t.db, VIBHAG);
    const bhag = await placeId(t.db, BHAG);
    const before = await post<DashboardSummary>('/dashboard/summary', { locationId: bhag });
    const expected = await oracle(bhag, lastYearOf(year)!, month);
    expect(expected).toBeGreaterThan(0);
    expect(before.gathering.last_year_attendance).toBe(expected);
    expect(before.gathering.target_attendance).toBeNull();
    // the units that met, which the gathering's indicators read: as the summary report counts
    const report = await post<{ present_Sankalpit: { total: number } }>('/sanghik/report/bhag', {
      locationId: bhag,
      year,
      month,
    });
    expect(before.gathering.present_units).toBe(report.present_Sankalpit.total);
    expect(before.gathering.present_units).toBeGreaterThan(0);

    await setTarget(vibhag, bhag, 2_500);
    const after = await post<DashboardSummary>('/dashboard/summary', { locationId: bhag });
    expect(after.gathering.target_attendance).toBe(2_500);
    await setTarget(vibhag, bhag, null);
  });

  it('gives each of the 12 months its last year and its target in analytics', async () => {
    const vibhag = await placeId(t.db, VIBHAG);
    const bhag = await placeId(t.db, BHAG);
    const earlier = month === 4 ? 5 : month === 1 ? 12 : month - 1;
    await setTarget(vibhag, bhag, 1_234, earlier);
    const data = await post<DashboardAnalytics>('/dashboard/analytics', { locationId: bhag });
    expect(data.months).toHaveLength(12);
    let compared = 0;
    for (const m of data.months) {
      const y = lastYearOf(m.year);
      // a month of a year the app had, with no attendance, is 0
      const expected = y ? ((await oracle(bhag, y, m.month)) ?? 0) : null;
      expect(m.last_year_total).toBe(expected);
      if (expected) compared += 1;
      const isEarlier = m.year === year && m.month === earlier;
      expect(m.target_total).toBe(isEarlier ? 1_234 : null);
    }
    expect(compared).toBeGreaterThan(0);
    await setTarget(vibhag, bhag, null, earlier);
  });
});
