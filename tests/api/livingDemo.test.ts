import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { DashboardSummary, GatheringRecords } from '../../src/domain/dashboard';
import { financialYear } from '../../src/domain/modules/gathering';
import { NO_RECORD_MESSAGE } from '../../src/domain/report/types';
import { databaseOverPGlite } from '../../server/db/createDatabase';
import { migrateToLatest } from '../../server/migrations';
import { DEMO_ACCOUNTS, seedDemoData } from '../../server/seed';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/** Issue 28, point 13: a fresh start shows a living month, the same for the same day. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const today = new Date();
const period = { year: financialYear(today), month: today.getMonth() + 1 };
const post = (url: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, payload, as: 'admin' });

describe("the demo's current month", () => {
  it('is partly entered: some places saved, the demo accounts’ own still pending', async () => {
    const root = await placeId(t.db, []);
    const summary = (await post('/dashboard/summary', { locationId: root })).json();
    const { gathering } = summary as DashboardSummary;
    expect(gathering.places_total).toBe(20);
    expect(gathering.places_with_record).toBe(7);
    expect(gathering.places_pending).toBe(13);
    expect(gathering.attendance).toBeGreaterThan(0);
    expect(gathering.so_far?.places).toBe(7);

    const res = await post('/sanghik/records', { locationId: root, ...period });
    const rows = (res.json() as GatheringRecords).rows;
    const pending = rows.filter((r) => r.state === 'not_started').map((r) => r.location_name);
    for (const account of DEMO_ACCOUNTS.filter((a) => a.place.length >= 4)) {
      expect(pending).toContain(account.place[3]);
    }
    expect(rows.filter((r) => r.unusual).map((r) => r.location_name)).toEqual(['मुरगूड']);
  });

  it('has a summary report at the कोल्हापूर भाग for this month', async () => {
    const bhag = await placeId(t.db, ['कोल्हापूर', 'कोल्हापूर']);
    const res = await post('/sanghik/report/bhag', { locationId: bhag, ...period });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).not.toBe(NO_RECORD_MESSAGE);
    expect(JSON.stringify(res.json())).toContain('राजारामपुरी');
  });
});

describe('the demo seed', () => {
  const seedOn = async (day: Date) => {
    const db = databaseOverPGlite(await PGlite.create());
    await migrateToLatest(db.kysely);
    await seedDemoData(db.kysely, day);
    const rows = await sql<Record<string, unknown>>`
      select l.localized_name, h.year, h.month, u.praudh, u.tarun_vyavasayi, u.maha_vidyarthi,
        u.baal, u.shishu, u.total, u.unusual_confirmed
      from sanghik_upstiti u join sanghik h using (sanghik_id)
        join location l on l.location_id = h.location_id
      order by h.year, h.month, l.path, u.sankalp_id`.execute(db.kysely);
    const counts = await sql<{ n: number }>`select count(*)::int as n from count_record`.execute(
      db.kysely,
    );
    await db.close();
    return { rows: rows.rows, counts: counts.rows[0].n };
  };

  // the seed's arithmetic is the same on both databases: once, on PGlite
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'is the same for the same day',
    async () => {
      const day = new Date(2026, 6, 20);
      const [first, again] = await Promise.all([seedOn(day), seedOn(day)]);
      expect(again).toEqual(first);
      // this July (the seed also holds last year's, a year before, whole)
      const july = first.rows.filter((r) => r.month === 7 && r.year === '2026-27');
      expect(new Set(july.map((r) => r.localized_name)).size).toBe(7);
      expect(first.rows.some((r) => r.month === 8 && r.year === '2026-27')).toBe(false);
      expect(first.counts).toBeGreaterThan(0);
    },
    120_000,
  );
});
