import { isPeriodOpenForEntry } from '../../src/domain/engine';
import { sanghik } from '../../src/domain/modules/gathering/sanghik';
import { sql } from 'kysely';
import {
  financialYear,
  isoDate,
  monthRange,
  parseFinancialYear,
} from '../../src/domain/modules/gathering';
import { rollupSnapshot } from './support/reportPlaces';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { rebuildReportRollups } from '../../server/rollups';

let t: TestApp;
const today = new Date();
const put = (url: string, payload: object) =>
  t.call({ method: 'PUT', url: `${API}${url}`, payload, as: 'admin' });
const post = (url: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, payload, as: 'admin' });

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Live units under the root with their place and last status date. */
async function liveUnits() {
  const { rows } = await sql<{ sankalp_id: number; status: string; latest: string }>`
    select u.sankalp_id, u.status, to_char(max(s.effective_date), 'YYYY-MM-DD') latest
    from sankalp u join sankalp_status s on s.sankalp_id = u.sankalp_id
    where u.deleted_at is null group by u.sankalp_id order by u.sankalp_id`.execute(t.db.kysely);
  return rows;
}

describe('roll-ups kept on every write equal roll-ups rebuilt from the raw rows', () => {
  it('after a seeded random sequence of saves, adds, deletes, moves and status changes', async () => {
    const rnd = random(20260501);
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
    const leaves = (
      await t.db.kysely
        .selectFrom('location')
        .select(['location_id', 'path'])
        .where('level_id', 'in', [10, 11])
        .execute()
    ).map((l) => l.location_id);
    const gatheringPlaces = [
      await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']),
      await placeId(t.db, ['पुणे', 'पुणे', 'कसबा']),
      await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'बावधन']),
    ];
    const months = [0, 1, 2]
      .map((back) => {
        const d = new Date(today.getFullYear(), today.getMonth() - back, 1);
        return { year: financialYear(d), month: d.getMonth() + 1 };
      })
      .filter((m) => isPeriodOpenForEntry(sanghik, { year: m.year, month: m.month }, today));
    const day = (back: number) =>
      isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - back));
    for (let step = 0; step < 60; step++) {
      const action = rnd();
      const units = await liveUnits();
      if (action < 0.2) {
        const s = 1 + Math.floor(rnd() * 9);
        const units = [
          {
            localized_name: `नवीन ${step}`,
            ekak_type_id: s <= 4 ? 1 : s <= 8 ? 2 : 3,
            ekak_sub_type_id: s,
            start_date: day(Math.floor(rnd() * 120)),
          },
        ];
        const res = await post('/sankalp/addmulti', { location_id: pick(leaves), units });
        expect(res.statusCode).toBe(200);
      } else if (action < 0.3) {
        const res = await put('/sankalp/delete', { ids: [pick(units).sankalp_id] });
        expect(res.statusCode).toBe(200);
      } else if (action < 0.55) {
        const u = pick(units);
        const status = pick(['active', 'paused', 'closed'].filter((s) => s !== u.status));
        const back = Math.floor(rnd() * 40);
        const date = day(back) < u.latest ? u.latest : day(back);
        const res = await put('/sadyasthiti/change', {
          sankalp_id: u.sankalp_id,
          status,
          effective_date: date,
          reason: 'चाचणी',
        });
        expect(res.statusCode).toBe(200);
      } else if (action < 0.62) {
        const u = (
          await t.call({
            method: 'GET',
            url: `${API}/sankalp/${pick(units).sankalp_id}`,
            as: 'admin',
          })
        ).json();
        const s = 1 + Math.floor(rnd() * 9);
        const res = await put('/sankalp/update', {
          sankalp_id: u.sankalp_id,
          localized_name: u.localized_name,
          location_id: pick(leaves),
          ekak_type_id: s <= 4 ? 1 : s <= 8 ? 2 : 3,
          ekak_sub_type_id: s,
        });
        expect(res.statusCode).toBe(200);
      } else {
        const place = pick(gatheringPlaces);
        const m = pick(months);
        const list = (await post('/sanghik/list', { locationId: place, ...m })).json();
        const chosen = (list.sankalp as { sankalp_id: number }[]).filter(() => rnd() < 0.6);
        if (chosen.length === 0) continue;
        const upstitiDataArray = chosen.map((u) => ({
          sankalp_id: u.sankalp_id,
          sanghik_upstiti:
            rnd() < 0.2
              ? {}
              : {
                  praudh: Math.floor(rnd() * 9),
                  tarun_vyavasayi: Math.floor(rnd() * 9),
                  maha_vidyarthi: Math.floor(rnd() * 9),
                  baal: Math.floor(rnd() * 9),
                  shishu: Math.floor(rnd() * 3),
                },
        }));
        const res = await post('/sanghik/add', { locationId: place, ...m, upstitiDataArray });
        expect(res.statusCode).toBe(200);
      }
    }
    const incremental = await rollupSnapshot(t.db);
    await t.db.kysely.transaction().execute((trx) => rebuildReportRollups(trx));
    const rebuilt = await rollupSnapshot(t.db);
    expect(incremental.designation_rollup.length).toBeGreaterThan(0);
    expect(incremental).toEqual(rebuilt);
  });

  it('counts designated units exactly as /sanghik/list chooses them, month by month', async () => {
    const root = await placeId(t.db, []);
    for (let back = 0; back < 14; back++) {
      const d = new Date(today.getFullYear(), today.getMonth() - back, 1);
      const year = financialYear(d);
      const month = d.getMonth() + 1;
      const { first, last } = monthRange(parseFinancialYear(year)!, month);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int n from sankalp u where u.deleted_at is null and exists (
          select 1 from sankalp_status s
          where s.sankalp_id = u.sankalp_id and s.status = 'active'
            and s.effective_date <= ${last}::date
            and not exists (
              select 1 from sankalp_status n
              where n.sankalp_id = s.sankalp_id and n.effective_date <= ${first}::date
                and (n.effective_date, n.status_id) > (s.effective_date, s.status_id)))`.execute(
        t.db.kysely,
      );
      const key = d.getFullYear() * 12 + month - 1;
      const { rows: sums } = await sql<{ n: number }>`
        select coalesce(sum(designated_1 + designated_2 + designated_3 + designated_4
          + designated_5 + designated_6 + designated_7 + designated_8 + designated_9), 0)::int n
        from designation_rollup where location_id = ${root} and month_key <= ${key}`.execute(
        t.db.kysely,
      );
      expect([year, month, sums[0].n]).toEqual([year, month, rows[0].n]);
    }
  });
});
