import { sql } from 'kysely';
import { rebuildAllRollups } from '../../server/rollups';
import { GEO_MESSAGE } from '../../src/domain/geoImport';
import { PLACE_MESSAGE } from '../../src/domain/placeAdmin';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { rollupSnapshot } from './support/reportPlaces';
import { KASBA, MULSHI } from './support/userHelpers';
import { calls, ids as volunteerPlaces, row } from './support/volunteerRows';
import { financialYear } from '../../src/domain/gathering';

/** Issue 27, point 3: the place administration of /geo/tree, on PGlite and PostgreSQL. */
let t: TestApp;
const at = { mulshi: 0, paschim: 0, kolhapur: 0, kasba: 0, puneBhag: 0, paud: 0 };
beforeAll(async () => {
  t = await buildTestApp();
  at.mulshi = await placeId(t.db, MULSHI);
  at.paschim = await placeId(t.db, MULSHI.slice(0, 2));
  at.kolhapur = await placeId(t.db, ['कोल्हापूर', 'कोल्हापूर']);
  at.kasba = await placeId(t.db, KASBA);
  at.puneBhag = await placeId(t.db, KASBA.slice(0, 2));
  at.paud = await placeId(t.db, [...MULSHI, 'पौड']);
});
afterAll(() => t.close());

const add = (as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}/geo/place`, as, payload });
const rename = (as: string, id: number, name: string, suffix: string) =>
  t.call({ method: 'PUT', url: `${API}/geo/place/${id}`, as, payload: { name, suffix } });
const move = (as: string, id: number, parentId: number) =>
  t.call({ method: 'POST', url: `${API}/geo/place/${id}/move`, as, payload: { parentId } });
const historyOf = async (id: number) =>
  (await t.call({ method: 'GET', url: `${API}/geo/place/${id}/history`, as: 'admin' })).json();
const children = async (id: number) =>
  (
    await t.call({
      method: 'POST',
      url: `${API}/geo/tree/location`,
      as: 'admin',
      payload: { locationId: id, depth: 1 },
    })
  ).json().children as { location_id: number; localized_name: string; name_suffix: string }[];

/** Every roll-up as kept, then after a rebuild from the records: they must be equal. */
async function expectRollupsRebuilt() {
  const snapshot = async () => ({
    ...(await rollupSnapshot(t.db)),
    counts: (
      await sql`select entity, year, part, location_id, field, value::text from count_rollup
        where value <> 0 order by 1, 2, 3, 4, 5`.execute(t.db.kysely)
    ).rows,
    volunteers: (
      await sql`select location_id, live from volunteer_rollup where live <> 0
        order by location_id`.execute(t.db.kysely)
    ).rows,
  });
  const kept = await snapshot();
  await t.db.kysely.transaction().execute((trx) => rebuildAllRollups(trx));
  expect(kept).toEqual(await snapshot());
}

const totalsOf = async (id: number) =>
  (
    await sql<Record<string, number>>`select taluka, upkhand, gaon from place_totals
      where location_id = ${id}`.execute(t.db.kysely)
  ).rows[0];
const liveUnder = async (id: number) =>
  (
    await sql<{
      live: number;
    }>`select live from volunteer_rollup where location_id = ${id}`.execute(t.db.kysely)
  ).rows[0]?.live ?? 0;

describe('adding a place', () => {
  it('puts a new वस्ती under a गाव, counted in every total above it, with its history', async () => {
    const gaon = (await children(at.paud))[0]!;
    const village = (await children(gaon.location_id))[0]!;
    const before = await totalsOf(at.paud);
    const res = await add('admin', {
      parentId: village.location_id,
      levelId: 11,
      name: ' नवी वस्ती ',
      suffix: 'वस्ती',
    });
    expect(res.statusCode).toBe(201);
    const { location_id } = res.json();
    expect(await children(village.location_id)).toContainEqual(
      expect.objectContaining({ location_id, localized_name: 'नवी वस्ती', name_suffix: 'वस्ती' }),
    );
    expect((await totalsOf(at.paud))!.gaon).toBe(before!.gaon + 1);
    expect(await historyOf(location_id)).toEqual([
      expect.objectContaining({
        action: 'add',
        before: null,
        after: { name: 'नवी वस्ती', suffix: 'वस्ती', parent: expect.any(String) },
        changed_by_name: 'प्रशासक',
      }),
    ]);
    await expectRollupsRebuilt();
  });

  it('refuses a level above the parent’s and a suffix of another level, in Marathi', async () => {
    const res = await add('admin', {
      parentId: at.paud,
      levelId: 6,
      name: 'चुकीचा',
      suffix: 'गाव',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.map((d: { key: string }) => d.key)).toEqual([
      GEO_MESSAGE.SUFFIX,
      GEO_MESSAGE.PARENT_LEVEL,
    ]);
    expect(res.json().message).toMatch(/[\u0900-\u097F]/);
  });
});

describe('renaming a place', () => {
  it('lets an office head rename a place below their own, and keeps what it was', async () => {
    const res = await rename('bhag', at.kasba, 'कसबा पेठ', 'नगर');
    expect(res.statusCode).toBe(200);
    expect((await children(at.puneBhag)).map((c) => c.localized_name)).toContain('कसबा पेठ');
    const [change] = await historyOf(at.kasba);
    expect(change).toMatchObject({
      action: 'rename',
      before: { name: 'कसबा', suffix: 'नगर' },
      after: { name: 'कसबा पेठ', suffix: 'नगर' },
      changed_by_name: 'भाग कार्यालय',
    });
  });

  it.each([
    ['their own place', 'bhag', () => at.puneBhag, 'OUT_OF_SCOPE'],
    ['a place of another subtree', 'bhag', () => at.mulshi, 'OUT_OF_SCOPE'],
    ['as an editor who is not an office head', 'jilha', () => at.mulshi, 'ADMIN_ONLY'],
  ])('refuses an office head %s (403)', async (_n, as, id, code) => {
    const res = await rename(as, id(), 'नवे नाव', 'तालुका');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(code);
  });

  it('an उपखंड renamed उपखंड नगर is counted as one in every total and month above it', async () => {
    const upkhand = (await totalsOf(at.mulshi))!.upkhand;
    const res = await rename('admin', at.paud, 'पौड', 'उपखंड नगर');
    expect(res.statusCode).toBe(200);
    expect((await totalsOf(at.mulshi))!.upkhand).toBe(upkhand - 1);
    await expectRollupsRebuilt();
    expect((await rename('admin', at.paud, 'पौड', 'उपखंड')).statusCode).toBe(200);
    await expectRollupsRebuilt();
  });
});

describe('moving a place with its subtree', () => {
  it('moves तालुका मुळशी to another जिल्हा: its units, records and volunteers go with it', async () => {
    const volunteers = await liveUnder(at.mulshi);
    expect(volunteers).toBeGreaterThan(0);
    const [paschim, kolhapur] = [await liveUnder(at.paschim), await liveUnder(at.kolhapur)];
    const res = await move('admin', at.mulshi, at.kolhapur);
    expect(res.statusCode).toBe(200);
    expect(res.json().places).toBeGreaterThan(10);
    expect((await children(at.kolhapur)).map((c) => c.location_id)).toContain(at.mulshi);
    expect(await liveUnder(at.paschim)).toBe(paschim - volunteers);
    expect(await liveUnder(at.kolhapur)).toBe(kolhapur + volunteers);
    await expectRollupsRebuilt();
    // the उपखंड's own user still works at their place, now under कोल्हापूर
    const list = await t.call({
      method: 'POST',
      url: `${API}/sankalp/list`,
      as: 'upkhand',
      payload: { location_id: at.paud },
    });
    expect(list.statusCode).toBe(200);
    expect(await historyOf(at.mulshi)).toContainEqual(
      expect.objectContaining({
        action: 'move',
        before: expect.objectContaining({ parent: 'पश्चिम पुणे ग्रामीण जिल्हा' }),
        after: expect.objectContaining({ parent: expect.stringContaining('कोल्हापूर') }),
      }),
    );
    expect((await move('admin', at.mulshi, at.paschim)).statusCode).toBe(200);
    expect(await liveUnder(at.paschim)).toBe(paschim);
    await expectRollupsRebuilt();
  });

  it.each([
    ['into its own subtree', () => at.paud, GEO_MESSAGE.CYCLE],
    ['under the parent it has', () => at.paschim, PLACE_MESSAGE.SAME_PARENT],
    ['under a place of its own level', () => at.kasba, GEO_MESSAGE.PARENT_LEVEL],
  ])('refuses a move %s (400) and moves nothing', async (_n, parent, key) => {
    const res = await move('admin', at.mulshi, parent());
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe(key);
    expect((await children(at.paschim)).map((c) => c.location_id)).toContain(at.mulshi);
  });

  it('refuses an office head a move out of their area (403)', async () => {
    const res = await move('bhag', at.kasba, at.paschim);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OUT_OF_SCOPE');
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a move beside saves (PostgreSQL)', () => {
  const year = financialYear(new Date());
  const month = new Date().getMonth() + 1;
  const save = (sankalp_id: number, praudh: number) =>
    t.call({
      method: 'POST',
      url: `${API}/sanghik/add`,
      as: 'admin',
      payload: {
        locationId: at.paud,
        year,
        month,
        confirmedUnusual: true,
        upstitiDataArray: [{ sankalp_id, sanghik_upstiti: { praudh, tarun_vyavasayi: 1 } }],
      },
    });

  it('saves and volunteer adds under a तालुका while it moves land on its new side', async () => {
    const listed = await t.call({
      method: 'POST',
      url: `${API}/sanghik/list`,
      as: 'admin',
      payload: { locationId: at.paud, year, month },
    });
    const units = (listed.json().sankalp as { sankalp_id: number }[]).slice(0, 3);
    expect(units.length).toBeGreaterThan(0);
    const { kolwan } = await volunteerPlaces(t);
    for (const [round, parent] of [at.kolhapur, at.paschim, at.kolhapur, at.paschim].entries()) {
      const answers = await Promise.all([
        ...units.map((u, i) => save(u.sankalp_id, 5 + round + i)),
        move('admin', at.mulshi, parent),
        calls(t).add('upkhand', {
          selectedLocation: kolwan,
          swayamsevaks: [row({ firstName: `फेरी${round}`, mobile: `98765432${10 + round}` })],
        }),
        ...units.map((u, i) => save(u.sankalp_id, 9 + round + i)),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      await expectRollupsRebuilt();
    }
  });
});
