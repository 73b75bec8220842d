import { sql } from 'kysely';
import { financialYear, inputsOf } from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
const ids: Record<string, number> = {};
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
const today = new Date();
const year = financialYear(today);
const month = today.getMonth() + 1;

interface Unit {
  sankalp_id: number;
  ekak_sub_type_id: number;
  sanghik_upstiti: Record<string, number>;
}
let units: Unit[] = [];

const post = (url: string, as: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });
const list = async (locationId: number, as = 'upkhand') =>
  (await post('/sanghik/list', as, { locationId, year, month })).json() as {
    sanghik_id: number | null;
    sankalp: Unit[];
  };
const add = (upstitiDataArray: object[], extra: object = {}, as = 'upkhand') =>
  post('/sanghik/add', as, { locationId: ids.paud, year, month, upstitiDataArray, ...extra });
const counts = { praudh: 4, tarun_vyavasayi: 3, maha_vidyarthi: 2, baal: 1, shishu: 5, total: 99 };

beforeAll(async () => {
  t = await buildTestApp();
  ids.root = await placeId(t.db, []);
  ids.paud = await placeId(t.db, [...MULSHI, 'पौड']);
  ids.hinjewadi = await placeId(t.db, [...MULSHI, 'हिंजवडी']);
  ids.paudGaon = await placeId(t.db, [...MULSHI, 'पौड', 'पौड', 'पौड']);
  units = (await list(ids.paud)).sankalp;
});
afterAll(() => t.close());

const expectError = async (
  res: Awaited<ReturnType<typeof add>>,
  status: number,
  message?: string,
) => {
  expect(res.statusCode).toBe(status);
  if (message) expect(res.json().message).toBe(message);
};

describe('POST /sanghik/add', () => {
  it('saves the month, recomputing totals and keeping only the inputs of each sub-type', async () => {
    const [a, b] = units;
    const res = await add(
      [a, b].map((u) => ({ sankalp_id: u.sankalp_id, sanghik_upstiti: counts })),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sanghik_id: expect.any(Number) });
    const after = await list(ids.paud);
    expect(after.sanghik_id).toBe(res.json().sanghik_id);
    for (const unit of [a, b]) {
      const saved = after.sankalp.find((u) => u.sankalp_id === unit.sankalp_id)!.sanghik_upstiti;
      const shown = inputsOf(unit.ekak_sub_type_id);
      const expected = Object.fromEntries(
        ['praudh', 'tarun_vyavasayi', 'maha_vidyarthi', 'baal', 'shishu'].map((f) => [
          f,
          shown.includes(f as never) ? counts[f as keyof typeof counts] : 0,
        ]),
      );
      const total = ['praudh', 'tarun_vyavasayi', 'maha_vidyarthi', 'baal'].reduce(
        (s, f) => s + expected[f],
        0,
      );
      expect(saved).toEqual({ ...expected, total });
    }
  });

  it('updates a saved month and keeps the previous values in the audit table', async () => {
    const unit = units[0];
    const res = await add(
      [
        {
          sankalp_id: unit.sankalp_id,
          sanghik_upstiti: { ...counts, praudh: 40, maha_vidyarthi: 20 },
        },
        // far above this unit's seeded months: confirmed as the entry screen would
      ],
      { confirmedUnusual: true },
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await sql<{ previous: unknown; current: { total: number } }>`
      select previous, current from sanghik_upstiti_audit
      where sankalp_id = ${unit.sankalp_id} order by audit_id`.execute(t.db.kysely);
    expect(rows).toHaveLength(2);
    expect(rows[0].previous).toBeNull();
    expect(rows[1].previous).toEqual(rows[0].current);
    expect(rows[1].current).not.toEqual(rows[0].current);
  });

  it('keeps the roll-up rows of the place and its ancestors equal to the saved months', async () => {
    const rollup = async (locationId: number) =>
      (
        await sql<Record<string, number>>`
          select praudh, tarun_vyavasayi, maha_vidyarthi, baal, shishu, total, present_units
          from sanghik_rollup where location_id = ${locationId} and year = ${year}
            and month = ${month}`.execute(t.db.kysely)
      ).rows[0];
    const listed = (await list(ids.paud)).sankalp.map((u) => u.sanghik_upstiti);
    const fields = ['praudh', 'tarun_vyavasayi', 'maha_vidyarthi', 'baal', 'shishu', 'total'];
    const expected = Object.fromEntries(
      fields.map((f) => [f, listed.reduce((s, a) => s + a[f], 0)]),
    );
    const present = listed.filter((a) => a.total > 0 || a.shishu > 0).length;
    expect(await rollup(ids.paud)).toEqual({ ...expected, present_units: present });
    // the root holds every place's month: पौड's and what the living demo seed entered elsewhere
    const whole = await sql<Record<string, number>>`
      select ${sql.join(fields.map((f) => sql`coalesce(sum(${sql.ref(f)}), 0)::int as ${sql.ref(f)}`))},
        count(*) filter (where total > 0 or shishu > 0)::int as present_units
      from sanghik_upstiti where year = ${year} and month = ${month}`.execute(t.db.kysely);
    expect(await rollup(ids.root)).toEqual(whole.rows[0]);
    expect((await rollup(ids.root)).total).toBeGreaterThan((await rollup(ids.paud)).total);
  });

  it('refuses an empty save', async () => {
    await expectError(await add([]), 400, 'please fill the gathering information');
  });

  it('refuses a place that is not a नगर or उपखंड', async () => {
    const res = await add([{ sankalp_id: units[0].sankalp_id, sanghik_upstiti: counts }], {
      locationId: ids.paudGaon,
    });
    await expectError(res, 400, 'please select taluka or urban town level');
    expect(res.json().code).toBe('VALIDATION');
  });

  it('refuses a month the entry screen does not offer: 409 PERIOD_CLOSED (issue 25)', async () => {
    const item = [{ sankalp_id: units[0].sankalp_id, sanghik_upstiti: counts }];
    const next = await add(item, { month: (month % 12) + 1 });
    await expectError(next, 409);
    expect(next.json().code).toBe('PERIOD_CLOSED');
    const lastYear = financialYear(new Date(today.getFullYear() - 1, today.getMonth(), 1));
    const old = await add(item, { year: lastYear });
    await expectError(old, 409);
    expect(old.json()).toMatchObject({
      code: 'PERIOD_CLOSED',
      error: [{ key: 'app.period.gate.window' }],
    });
  });

  it('refuses a unit of another place, a negative count and a fraction; saves nothing', async () => {
    const other = (await list(ids.hinjewadi, 'taluka')).sankalp[0];
    const good = { sankalp_id: units[2].sankalp_id, sanghik_upstiti: counts };
    const foreign = [good, { sankalp_id: other.sankalp_id, sanghik_upstiti: counts }];
    // outside the user's area: 403; inside it (the taluka's) but under another place: 400
    const outside = await add(foreign);
    await expectError(outside, 403);
    expect(outside.json().code).toBe('OUT_OF_SCOPE');
    await expectError(await add(foreign, {}, 'taluka'), 400);
    await expectError(await add([{ ...good, sanghik_upstiti: { ...counts, baal: -1 } }]), 400);
    await expectError(await add([{ ...good, sanghik_upstiti: { ...counts, baal: 1.5 } }]), 400);
    const after = (await list(ids.paud)).sankalp.find((u) => u.sankalp_id === units[2].sankalp_id);
    expect(after!.sanghik_upstiti.total).toBe(0);
  });

  it('refuses the read-only user, another subtree and no token', async () => {
    const item = [{ sankalp_id: units[0].sankalp_id, sanghik_upstiti: counts }];
    const reader = await add(item, {}, 'reader');
    await expectError(reader, 403);
    expect(reader.json().code).toBe('WRITE_FORBIDDEN');
    const other = await add(item, { locationId: ids.hinjewadi });
    await expectError(other, 403);
    expect(other.json().code).toBe('OUT_OF_SCOPE');
    const anonymous = { locationId: ids.paud, year, month, upstitiDataArray: item };
    await expectError(await post('/sanghik/add', undefined, anonymous), 401);
  });
});
