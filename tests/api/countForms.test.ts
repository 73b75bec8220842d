import { sql } from 'kysely';
import {
  financialYear,
  formatFinancialYear,
  financialYearStart,
} from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { rebuildCountRollups } from '../../server/rollups';

let t: TestApp;
const year = financialYear(new Date());
const closedYear = formatFinancialYear(financialYearStart(new Date()) - 2);
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
const PAUD = [...MULSHI, 'पौड'];
let ids: Record<string, number>;

type Subject = { subject_id: number; version: number; ekak_sub_type_id: number; name: string };

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  ids = {
    jilha: await placeId(t.db, MULSHI.slice(0, 2)),
    mulshi: await placeId(t.db, MULSHI),
    paud: await placeId(t.db, PAUD),
    kasba: await placeId(t.db, ['पुणे', 'पुणे', 'कसबा']),
  };
});
afterAll(() => t.close());

const gurupujan = (extra: object = {}) => ({
  locationId: ids.paud,
  year,
  festival: 'gurupujan',
  ...extra,
});
const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });
const list = async (as = 'taluka', body = gurupujan()) =>
  (await post('/utsav/list', as, body)).json().subjects as Subject[];

/** Values that a unit of this sub-type shows, so a save of them is valid. */
const valuesFor = (s: Subject, n: number) =>
  [1, 2, 5, 6].includes(s.ekak_sub_type_id)
    ? { maha_vidyarthi: n, baal: n, mahila: 1, heldOn: '2025-07-10' }
    : s.ekak_sub_type_id === 9
      ? { praudh: n, tarun_vyavasayi: n, nimantrit: 2 }
      : [4, 8].includes(s.ekak_sub_type_id)
        ? { praudh: n }
        : { tarun_vyavasayi: n };

const figures = async () => {
  const { rows } = await sql<{ k: string; value: string }>`
    select concat_ws('|', entity, year, part, location_id, field) as k, value::text as value
    from count_rollup where value <> 0 order by 1`.execute(t.db.kysely);
  return rows.map((r) => `${r.k}=${r.value}`);
};

describe('उत्सव नोंदणी (a count form per unit and festival)', () => {
  it('lists the units of the उपखंड with no record, saves two, and lists them saved', async () => {
    const subjects = await list();
    expect(subjects.length).toBeGreaterThan(2);
    const [a, b] = subjects;
    const save = await post(
      '/utsav/save',
      'taluka',
      gurupujan({
        records: [a, b].map((s) => ({
          subject_id: s.subject_id,
          version: 0,
          values: valuesFor(s, 7),
        })),
      }),
    );
    expect(save.statusCode).toBe(200);
    const after = await list();
    expect(after.find((s) => s.subject_id === a.subject_id)).toMatchObject({
      version: 1,
      values: valuesFor(a, 7),
    });
  });

  it('keeps the roll-ups up the tree: the report of the district shows the sums of what was saved', async () => {
    const report = (
      await post('/utsav-vrutta/report', 'jilha', {
        locationId: ids.jilha,
        year,
        festival: 'gurupujan',
      })
    ).json();
    const mulshi = report.rows.find((r: { location_id: number }) => r.location_id === ids.mulshi);
    const { path } = await t.db.kysely
      .selectFrom('location')
      .select('path')
      .where('location_id', '=', ids.mulshi)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ data: Record<string, number> }>`
      select data from count_record where entity = 'utsav' and year = ${year}
        and part = 'gurupujan' and version > 0 and location_path like ${`${path}%`}`.execute(
      t.db.kysely,
    );
    const sum = (f: string) => rows.reduce((s, r) => s + (Number(r.data[f]) || 0), 0);
    const shown = (f: string) => mulshi.values[f] ?? 0;
    expect(['_records', 'baal', 'praudh', 'mahila'].map(shown)).toEqual([
      rows.length,
      sum('baal'),
      sum('praudh'),
      sum('mahila'),
    ]);
    expect(mulshi.eligible).toBeGreaterThan(0);
    expect(report.computed_at).toEqual(expect.any(String));
  });

  it('refuses a stale version (409) and changes nothing', async () => {
    const [a] = await list();
    const before = await figures();
    const res = await post(
      '/utsav/save',
      'taluka',
      gurupujan({
        records: [
          {
            subject_id: a.subject_id,
            version: a.version - 1 < 0 ? 5 : a.version + 3,
            values: valuesFor(a, 9),
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STALE');
    expect(await figures()).toEqual(before);
  });

  it.each([
    [
      'a negative count',
      (s: Subject) => ({ ...valuesFor(s, 1), mahila: -1 }),
      'app.entity.validation.min',
    ],
    [
      'an absurd count',
      (s: Subject) => ({ ...valuesFor(s, 1), mahila: 10_001 }),
      'app.entity.validation.max',
    ],
    [
      'an input the unit does not have',
      () => ({ shishu: 1, praudh: 3, tarun_vyavasayi: 4, maha_vidyarthi: 1, baal: 1 }),
      'app.entity.validation.unknown',
    ],
    [
      'a date in the future',
      (s: Subject) => ({ ...valuesFor(s, 1), heldOn: '2999-01-01' }),
      'app.entity.validation.futureDate',
    ],
  ])(
    'refuses %s with a Marathi message naming the unit and field, storing nothing',
    async (_what, values, key) => {
      const [, , c] = await list();
      const before = await figures();
      const res = await post(
        '/utsav/save',
        'taluka',
        gurupujan({
          records: [{ subject_id: c.subject_id, version: c.version, values: values(c) }],
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error[0]).toMatchObject({ row: c.subject_id, key });
      expect(res.json().message).toContain(c.name);
      expect(await figures()).toEqual(before);
    },
  );

  it('refuses a year out of the window: 409 PERIOD_CLOSED with the day it closed (issue 25)', async () => {
    const [a] = await list();
    const body = gurupujan({
      records: [{ subject_id: a.subject_id, version: a.version, values: valuesFor(a, 1) }],
      year: closedYear,
    });
    const res = await post('/utsav/save', 'taluka', body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PERIOD_CLOSED' });
    expect(res.json().error[0].key).toBe('app.period.gate.window');
    expect(res.json().message).toMatch(/पासून बंद आहे/);
  });

  it.each([
    ['an unknown festival', { festival: 'diwali' }, 'app.countForm.error.festival'],
    ['a place of another level', { locationId: 0 }, 'app.countForm.error.entryLevel'],
    ['no records', { records: [] }, 'app.countForm.error.empty'],
  ])('refuses %s', async (_what, change, key) => {
    const [a] = await list();
    const body = gurupujan({
      records: [{ subject_id: a.subject_id, version: a.version, values: valuesFor(a, 1) }],
      ...change,
    });
    if ('locationId' in change) body.locationId = ids.mulshi;
    const res = await post('/utsav/save', 'taluka', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe(key);
  });

  it('refuses a unit of another place under the same user (400) and another area (403)', async () => {
    const kasbaUnits = await list('nagar', { locationId: ids.kasba, year, festival: 'gurupujan' });
    const res = await post(
      '/utsav/save',
      'taluka',
      gurupujan({
        records: [{ subject_id: kasbaUnits[0].subject_id, version: 0, values: { praudh: 1 } }],
      }),
    );
    expect(res.json().error[0].key).toBe('app.countForm.error.notUnder');
    const out = await post('/utsav/list', 'nagar', gurupujan());
    expect(out.statusCode).toBe(403);
    expect(out.json().code).toBe('OUT_OF_SCOPE');
  });

  it('refuses users of other levels (the menu rule) and read-only users', async () => {
    expect((await post('/utsav/list', 'upkhand', gurupujan())).json().code).toBe('LEVEL_FORBIDDEN');
    const res = await post('/abhiyan-vrutta/save', 'reader', {
      locationId: ids.paud,
      year,
      records: [],
    });
    expect(res.json().code).toBe('WRITE_FORBIDDEN');
    expect((await post('/utsav/list', '', gurupujan())).statusCode).toBe(401);
  });
});

describe('count forms per place and their roll-up views', () => {
  it('saves भौगोलिक वृत्त for the villages of an उपखंड and shows it at the तालुका against its villages', async () => {
    const subjects = (
      await post('/bhaugolik/list', 'upkhand', { locationId: ids.paud, year })
    ).json().subjects as Subject[];
    expect(subjects).toHaveLength(6);
    const records = subjects.slice(0, 4).map((s, i) => ({
      subject_id: s.subject_id,
      version: s.version,
      values: { reached: i < 3, households: 10 * (i + 1), persons: 30 },
    }));
    expect(
      (
        await post('/bhaugolik/save', 'upkhand', {
          locationId: ids.paud,
          year,
          records,
          confirmedUnusual: true,
        })
      ).statusCode,
    ).toBe(200);
    const view = (
      await post('/bhaugolik/report', 'taluka', { locationId: ids.mulshi, year })
    ).json();
    const paud = view.rows.find((r: { location_id: number }) => r.location_id === ids.paud);
    expect(paud).toMatchObject({
      eligible: 6,
      values: { _records: 4, reached: 3, households: 100, persons: 120 },
    });
    const bavdhan = view.rows.find((r: { name_suffix: string }) => r.name_suffix === 'उपखंड नगर');
    expect(bavdhan).toMatchObject({ eligible: 3, values: {} });
    expect(
      (await post('/bhaugolik/report', 'upkhand', { locationId: ids.paud, year })).json().error[0]
        .key,
    ).toBe('app.countForm.error.reportLevel');
  });

  it('sums the programme register per child place and per programme type (कार्यक्रम गोषवारा)', async () => {
    const programme = (programmeType: string, men: number, date: string) => ({
      title: 'गोषवारा चाचणी',
      date,
      location_id: ids.paud,
      programmeType,
      men,
      women: 4,
    });
    const before = (
      await post('/karyakram-goshwara/report', 'taluka', { locationId: ids.mulshi, year })
    ).json();
    const paudBefore = before.rows.find(
      (r: { location_id: number }) => r.location_id === ids.paud,
    ).values;
    const add = (p: object) =>
      t.call({ method: 'POST', url: `${API}/karyakram`, as: 'upkhand', payload: p });
    const day = `${financialYearStart(new Date())}-06-15`;
    const a = (await add(programme('sabha', 20, day))).json();
    await add(programme('melava', 5, day));
    await add(programme('sabha', 100, '2020-06-15')); // another year: not in this one
    await t.call({
      method: 'PUT',
      url: `${API}/karyakram/${a.id}`,
      as: 'upkhand',
      payload: { ...programme('baithak', 30, day), version: 1 },
    });
    const after = (
      await post('/karyakram-goshwara/report', 'taluka', { locationId: ids.mulshi, year })
    ).json();
    const paud = after.rows.find((r: { location_id: number }) => r.location_id === ids.paud).values;
    const grew = (k: string) => (paud[k] ?? 0) - (paudBefore[k] ?? 0);
    expect([grew('_records'), grew('men'), grew('women'), grew('total')]).toEqual([2, 35, 8, 43]);
    expect([
      grew('programmeType:baithak'),
      grew('programmeType:melava'),
      grew('programmeType:sabha'),
    ]).toEqual([1, 1, 0]);
  });

  it('keeps the roll-ups equal to a rebuild from the records', async () => {
    const kept = await figures();
    await t.db.kysely.transaction().execute((trx) => rebuildCountRollups(trx));
    expect(await figures()).toEqual(kept);
  });
});
