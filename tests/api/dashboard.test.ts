import { sql } from 'kysely';
import type {
  DashboardAnalytics,
  DashboardSummary,
  GatheringRecords,
} from '../../src/domain/dashboard';
import {
  financialYear,
  isoDate,
  monthRange,
  parseFinancialYear,
} from '../../src/domain/modules/gathering';
import { SUFFIX } from '../../src/domain/levels';
import { saveSanghik } from '../../server/modules/gathering/sanghikSave';
import { addPlaces, gaon, mandal, upkhand, vasti } from './support/reportPlaces';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { row } from './support/volunteerRows';
import { rebuildVolunteerRollup } from '../../server/rollups';

let t: TestApp;
let ids: Record<string, number> = {};
const unit: Record<string, number> = {};
const today = new Date();
const year = financialYear(today);
const month = today.getMonth() + 1;
const prevDate = new Date(today.getFullYear(), today.getMonth() - 1, 1);
const prev = { year: financialYear(prevDate), month: prevDate.getMonth() + 1 };
const TALUKA = 'चाचणी तालुका';
let jilha = 0;

/** `as: null`: no token. */
const post = (url: string, payload: object, as: string | null = 'admin') =>
  t.call({ method: 'POST', url: `${API}${url}`, payload, as: as ?? undefined });

async function addUnits(place: string, subTypes: number[]) {
  const units = subTypes.map((s) => ({
    localized_name: `${place} ${s}`,
    ekak_type_id: s <= 4 ? 1 : s <= 8 ? 2 : 3,
    ekak_sub_type_id: s,
    start_date: isoDate(prevDate),
  }));
  const res = await post('/sankalp/addmulti', { location_id: ids[place], units });
  expect(res.statusCode).toBe(200);
  (res.json().ids as number[]).forEach((id, i) => (unit[`${place}:${subTypes[i]}`] = id));
}

const save = async (place: string, rows: [string, Record<string, number>][]) => {
  const upstitiDataArray = rows.map(([u, sanghik_upstiti]) => ({
    sankalp_id: unit[u],
    sanghik_upstiti,
  }));
  const res = await post('/sanghik/add', { locationId: ids[place], year, month, upstitiDataArray });
  expect(res.statusCode).toBe(200);
};

/** Last month's gathering, written straight through the save (its entry window may be shut). */
async function savePrevious(place: string, u: string, praudh: number, baal: number) {
  const { path } = await t.db.kysely
    .selectFrom('location')
    .select('path')
    .where('location_id', '=', ids[place])
    .executeTakeFirstOrThrow();
  const m = { ...prev, ...monthRange(parseFinancialYear(prev.year)!, prev.month) };
  const counts = { praudh, baal, tarun_vyavasayi: 0, maha_vidyarthi: 0, shishu: 0 };
  await saveSanghik(
    t.db.kysely,
    {
      place: { location_id: ids[place], path },
      scopePath: path,
      items: [{ sankalp_id: unit[u], sanghik_upstiti: counts }],
    },
    m,
    1,
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  jilha = await placeId(t.db, ['पुणे', 'पश्चिम पुणे']);
  ids = await addPlaces(t.db, jilha, [
    {
      name: TALUKA,
      level: 6,
      suffix: SUFFIX.TALUKA,
      children: [
        upkhand('अल्फा', [mandal('म१', [gaon('अ'), gaon('ब')])]),
        upkhand('बीटा', [mandal('म२', [gaon('क')])]),
        upkhand('गॅमा', [vasti('ड')], SUFFIX.UPKHAND_NAGAR),
      ],
    },
  ]);
  await addUnits('अ', [1, 4, 9]);
  await addUnits('ब', [5]);
  await addUnits('क', [2]);
  await addUnits('ड', [3]);
  await savePrevious('अल्फा', 'अ:4', 10, 0);
  await savePrevious('बीटा', 'क:2', 0, 4);
  await save('अल्फा', [
    ['अ:1', { maha_vidyarthi: 2, baal: 5, shishu: 3 }],
    ['अ:9', { praudh: 4, tarun_vyavasayi: 2 }],
  ]);
  await save('गॅमा', [['ड:3', { tarun_vyavasayi: 6 }]]);
  for (const [place, level, n] of [
    ['अ', 10, 2],
    ['ड', 11, 1],
  ] as const) {
    const res = await post('/swayamsevak/add', {
      selectedLocation: { location_id: ids[place], level_id: level },
      swayamsevaks: Array.from({ length: n }, (_, i) => row({ firstName: `${place}${i}` })),
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const summary = async (locationId: number, as = 'jilha') => {
  const res = await post('/dashboard/summary', { locationId }, as);
  expect(res.statusCode).toBe(200);
  return res.json() as DashboardSummary;
};

describe('POST /dashboard/summary', () => {
  it("counts a place's volunteers, units, gathering places and attendance change", async () => {
    const s = await summary(ids[TALUKA]);
    expect(s).toMatchObject({
      place: { location_id: ids[TALUKA], location_name: TALUKA, level_id: 6 },
      period: { year, month },
      volunteers: 3,
      designated: { shakha: 4, saptahik_milan: 1, sangh_mandali: 1, total: 6 },
      gathering: {
        places_total: 3,
        places_with_record: 2,
        places_pending: 1,
        completeness: 67,
        attendance: 19,
        previous_attendance: 14,
        change: { delta: 5, percent: 36 },
      },
      pending: [{ location_id: ids['बीटा'], location_name: 'बीटा', name_suffix: SUFFIX.UPKHAND }],
    });
    expect(Date.now() - Date.parse(s.as_of)).toBeLessThan(60_000);
  });

  it('compares this month so far with the same places last month (issue 28)', async () => {
    const s = await summary(ids[TALUKA]);
    // अल्फा (13) and गॅमा (6) have reported; last month अल्फा had 10, गॅमा nothing; बीटा's 4
    // of last month is not compared while बीटा has not reported
    expect(s.gathering.so_far).toEqual({
      places: 2,
      previous_attendance: 10,
      change: { delta: 9, percent: 90 },
    });
    const none = await summary(ids['बीटा']);
    expect(none.gathering.so_far).toEqual({
      places: 0,
      previous_attendance: 0,
      change: { delta: 0, percent: null },
    });
  });

  it("is the user's own place when none is named", async () => {
    const res = await post('/dashboard/summary', {}, 'upkhand');
    expect(res.statusCode).toBe(200);
    expect((res.json() as DashboardSummary).place).toMatchObject({ location_name: 'पौड' });
  });

  it('follows a deleted volunteer at once (the roll-up moves in the same transaction)', async () => {
    const before = (await summary(jilha)).volunteers;
    const { id } = await t.db.kysely
      .selectFrom('volunteer')
      .select('id')
      .where('location_id', '=', ids['ड'])
      .executeTakeFirstOrThrow();
    const res = await t.call({
      method: 'PUT',
      url: `${API}/swayamsevak/delet`,
      payload: { ids: [id] },
      as: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect((await summary(ids[TALUKA])).volunteers).toBe(2);
    expect((await summary(jilha)).volunteers).toBe(before - 1);
  });

  it('equals a rebuild of the volunteer roll-up', async () => {
    const read = async () =>
      (
        await sql<{ location_id: number; live: number }>`
          select location_id, live from volunteer_rollup where live <> 0 order by location_id`.execute(
          t.db.kysely,
        )
      ).rows;
    const kept = await read();
    await rebuildVolunteerRollup(t.db.kysely);
    expect(await read()).toEqual(kept);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('refuses a place outside the user (403) and a call without a token (401)', async () => {
    const out = await post('/dashboard/summary', { locationId: ids[TALUKA] }, 'upkhand');
    expect(out.statusCode).toBe(403);
    expect(out.json().code).toBeDefined();
    expect((await post('/dashboard/summary', {}, null)).statusCode).toBe(401);
  });
});

describe('POST /dashboard/analytics', () => {
  it('gives 12 months of a place and its children in the chosen month', async () => {
    const res = await post('/dashboard/analytics', { locationId: ids[TALUKA], year, month });
    expect(res.statusCode).toBe(200);
    const a = res.json() as DashboardAnalytics;
    expect(a.months).toHaveLength(12);
    expect(a.months[11]).toMatchObject({
      year,
      month,
      attendance: {
        praudh: 4,
        tarun_vyavasayi: 8,
        maha_vidyarthi: 2,
        baal: 5,
        shishu: 3,
        total: 19,
      },
      present: { shakha: 2, saptahik_milan: 0, sangh_mandali: 1, total: 3 },
      designated: { total: 6 },
      places_total: 3,
      places_with_record: 2,
      completeness: 67,
    });
    expect(a.months[10]).toMatchObject({
      ...prev,
      attendance: { praudh: 10, baal: 4, total: 14 },
      present: { shakha: 2, total: 2 },
      designated: { total: 6 },
      places_with_record: 2,
    });
    expect(a.months[9]).toMatchObject({
      attendance: { total: 0 },
      designated: { total: 0 },
      completeness: 0,
    });
    expect(a.children).toEqual([
      expect.objectContaining({
        location_name: 'अल्फा',
        attendance: 13,
        present_units: 2,
        designated_units: 4,
      }),
      expect.objectContaining({
        location_name: 'गॅमा',
        attendance: 6,
        present_units: 1,
        designated_units: 1,
      }),
      expect.objectContaining({
        location_name: 'बीटा',
        attendance: 0,
        present_units: 0,
        designated_units: 1,
      }),
    ]);
  });

  it('refuses a bad year (400), an outside place (403) and no token (401)', async () => {
    const bad = await post('/dashboard/analytics', {
      locationId: ids[TALUKA],
      year: '2026-28',
      month,
    });
    expect(bad.statusCode).toBe(400);
    const out = await post('/dashboard/analytics', { locationId: ids[TALUKA] }, 'upkhand');
    expect(out.statusCode).toBe(403);
    expect((await post('/dashboard/analytics', {}, null)).statusCode).toBe(401);
  });
});

describe('POST /sanghik/records', () => {
  it('lists every entry place below with its state, the pending ones first', async () => {
    const res = await post('/sanghik/records', { locationId: ids[TALUKA], year, month }, 'jilha');
    expect(res.statusCode).toBe(200);
    const r = res.json() as GatheringRecords;
    expect(r.rows.map((x) => [x.location_name, x.state])).toEqual([
      ['बीटा', 'not_started'],
      ['अल्फा', 'saved'],
      ['गॅमा', 'saved'],
    ]);
    expect(r.rows[0]).toMatchObject({ units_reported: 0, units_designated: 1, attendance: 0 });
    expect(r.rows[1]).toMatchObject({
      units_reported: 2,
      units_designated: 4,
      attendance: 13,
      saved_by: 'प्रशासक',
    });
    expect(Date.now() - Date.parse(r.rows[1].saved_at!)).toBeLessThan(10 * 60_000);
    expect(r.rows[2]).toMatchObject({ units_reported: 1, units_designated: 1, attendance: 6 });
  });

  it('shows last month saved by whoever saved it, and this month still pending there', async () => {
    const res = await post('/sanghik/records', { locationId: ids[TALUKA], ...prev });
    const r = res.json() as GatheringRecords;
    expect(r.rows.map((x) => [x.location_name, x.state, x.attendance])).toEqual([
      ['गॅमा', 'not_started', 0],
      ['अल्फा', 'saved', 10],
      ['बीटा', 'saved', 4],
    ]);
  });

  it('refuses an outside place (403), a missing month (400) and no token (401)', async () => {
    const out = await post('/sanghik/records', { locationId: ids[TALUKA], year, month }, 'upkhand');
    expect(out.statusCode).toBe(403);
    expect((await post('/sanghik/records', { locationId: ids[TALUKA] })).statusCode).toBe(400);
    const anon = await post('/sanghik/records', { locationId: ids[TALUKA], year, month }, null);
    expect(anon.statusCode).toBe(401);
  });
});
