import { sql } from 'kysely';
import { rebuildAllRollups } from '../../server/rollups';
import { GEO_MESSAGE } from '../../src/domain/geoImport';
import { PLACE_MESSAGE } from '../../src/domain/placeAdmin';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { rollupSnapshot } from './support/reportPlaces';
import { KASBA, MULSHI } from './support/userHelpers';
import { calls, ids as volunteerPlaces, row } from './support/volunteerRows';
import { financialYear } from '../../src/domain/modules/gathering';
import { REGISTERS } from '../../src/domain/modules';
import { validRecord } from '../support/entitySamples';

/** Issue 27, point 3: the place administration of /geo/tree, on PGlite and PostgreSQL. */
let t: TestApp;
const at = { mulshi: 0, paschim: 0, kolhapur: 0, kasba: 0, puneBhag: 0, paud: 0, root: 0 };
beforeAll(async () => {
  t = await buildTestApp();
  at.mulshi = await placeId(t.db, MULSHI);
  at.paschim = await placeId(t.db, MULSHI.slice(0, 2));
  at.kolhapur = await placeId(t.db, ['कोल्हापूर', 'कोल्हापूर']);
  at.kasba = await placeId(t.db, KASBA);
  at.puneBhag = await placeId(t.db, KASBA.slice(0, 2));
  at.paud = await placeId(t.db, [...MULSHI, 'पौड']);
  at.root = await placeId(t.db, []);
});
afterAll(() => t.close());

const add = (as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}/geo/place`, as, payload });
const rename = (as: string, id: number, name: string, suffix: string) =>
  t.call({ method: 'PUT', url: `${API}/geo/place/${id}`, as, payload: { name, suffix } });
const move = (as: string, id: number, parentId: number) =>
  t.call({ method: 'POST', url: `${API}/geo/place/${id}/move`, as, payload: { parentId } });
const placeWithParentOf = async (id: number) =>
  (
    await t.db.kysely
      .selectFrom('location')
      .select('parent_id')
      .where('location_id', '=', id)
      .executeTakeFirst()
  )?.parent_id;
const year = financialYear(new Date());
const month = new Date().getMonth() + 1;
/** This month's gathering of one unit of पौड (unusual figures confirmed). */
const save = (sankalp_id: number, praudh: number, as = 'admin') =>
  t.call({
    method: 'POST',
    url: `${API}/sanghik/add`,
    as,
    payload: {
      locationId: at.paud,
      year,
      month,
      confirmedUnusual: true,
      upstitiDataArray: [{ sankalp_id, sanghik_upstiti: { praudh, tarun_vyavasayi: 1 } }],
    },
  });
/** This month's units of पौड with their gathering. */
const monthOfPaud = (as = 'admin') =>
  t.call({
    method: 'POST',
    url: `${API}/sanghik/list`,
    as,
    payload: { locationId: at.paud, year, month },
  });
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
  const rebuilt = await snapshot();
  expect(kept).toEqual(rebuilt);
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
  it('puts a new गाव under a मंडल, counted in every total above it, with its history', async () => {
    const mandal = (await children(at.paud))[0]!;
    const before = await totalsOf(at.paud);
    const res = await add('admin', {
      parentId: mandal.location_id,
      levelId: 10,
      name: ' नवे गाव ',
      suffix: 'गाव',
    });
    expect(res.statusCode).toBe(201);
    const { location_id } = res.json();
    expect(await children(mandal.location_id)).toContainEqual(
      expect.objectContaining({ location_id, localized_name: 'नवे गाव', name_suffix: 'गाव' }),
    );
    expect((await totalsOf(at.paud))!.gaon).toBe(before!.gaon + 1);
    expect(await historyOf(location_id)).toEqual([
      expect.objectContaining({
        action: 'add',
        before: null,
        after: { name: 'नवे गाव', suffix: 'गाव', parent: expect.stringContaining('मंडल') },
        changed_by_name: 'प्रशासक',
      }),
    ]);
    await expectRollupsRebuilt();
  });

  it('refuses a place under a गाव: a village has nothing below it', async () => {
    const { kolwan } = await volunteerPlaces(t);
    const res = await add('admin', { parentId: kolwan, levelId: 11, name: 'वाडी', suffix: 'वस्ती' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe(GEO_MESSAGE.PARENT_LEVEL);
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

  it('moves a गाव to another मंडल: both मंडल count a place with a record only while they have one', async () => {
    const { kolwan, paudMandal, maan } = await volunteerPlaces(t);
    const hinjawadiMandal = (await placeWithParentOf(maan))!;
    for (const [place, parent] of [
      [kolwan, hinjawadiMandal],
      [kolwan, paudMandal],
    ]) {
      expect((await move('admin', place, parent)).statusCode).toBe(200);
      await expectRollupsRebuilt();
    }
    // every village of a मंडल moved out: the मंडल has no record in any month any more
    const villages = (await children(paudMandal)).map((c) => c.location_id);
    for (const v of villages)
      expect((await move('admin', v, hinjawadiMandal)).statusCode).toBe(200);
    await expectRollupsRebuilt();
    for (const v of villages) expect((await move('admin', v, paudMandal)).statusCode).toBe(200);
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
  it('saves and volunteer adds under a तालुका while it moves land on its new side', async () => {
    const listed = await monthOfPaud();
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

describe('closing a place', () => {
  const close = (as: string, id: number) =>
    t.call({ method: 'POST', url: `${API}/geo/place/${id}/close`, as });
  const reopen = (as: string, id: number) =>
    t.call({ method: 'POST', url: `${API}/geo/place/${id}/reopen`, as });
  const tree = (locationId: number, withClosed?: boolean) =>
    t
      .call({
        method: 'POST',
        url: `${API}/geo/tree/location`,
        as: 'admin',
        payload: { locationId, depth: 1, ...(withClosed ? { withClosed } : {}) },
      })
      .then((r) => r.json());
  const search = async (q: string, withClosed?: boolean) =>
    (
      await t.call({
        method: 'POST',
        url: `${API}/geo/search`,
        as: 'admin',
        payload: { q, ...(withClosed ? { withClosed } : {}) },
      })
    ).json() as { location_id: number }[];
  const keyOf = (res: { json(): { error?: { key: string }[] } }) => res.json().error?.[0]?.key;

  it('hides a closed गाव from the tree and the search unless asked, and takes no new entry in it', async () => {
    const { kolwan, paudMandal } = await volunteerPlaces(t);
    const before = await tree(paudMandal);
    const villages = (await totalsOf(at.paud))!.gaon;
    expect((await close('admin', kolwan)).statusCode).toBe(200);
    // it counts among the villages no more, in every total above it
    expect((await totalsOf(at.paud))!.gaon).toBe(villages - 1);
    await expectRollupsRebuilt();

    const after = await tree(paudMandal);
    expect(after.children.map((c: { location_id: number }) => c.location_id)).not.toContain(kolwan);
    expect(after.child_count).toBe(before.child_count - 1);
    const all = await tree(paudMandal, true);
    expect(all.children).toContainEqual(
      expect.objectContaining({ location_id: kolwan, closed_on: expect.any(String) }),
    );
    expect((await search('कोळवण')).map((h) => h.location_id)).not.toContain(kolwan);
    expect((await search('कोळवण', true)).map((h) => h.location_id)).toContain(kolwan);

    const volunteer = await calls(t).add('upkhand', {
      selectedLocation: kolwan,
      swayamsevaks: [row({ mobile: '9876500001' })],
    });
    expect(volunteer.statusCode).toBe(400);
    expect(keyOf(volunteer)).toBe(PLACE_MESSAGE.CLOSED);
    expect(volunteer.json().message).toContain('कोळवण');
    const unit = await t.call({
      method: 'POST',
      url: `${API}/sankalp/addmulti`,
      as: 'upkhand',
      payload: {
        location_id: kolwan,
        units: [{ localized_name: 'नवी शाखा', ekak_type_id: 1, ekak_sub_type_id: 4 }],
      },
    });
    expect(unit.statusCode).toBe(400);
    expect(keyOf(unit)).toBe(PLACE_MESSAGE.CLOSED);
    const d = REGISTERS[0]!;
    const record = await t.call({
      method: 'POST',
      url: `${API}/${d.name}`,
      as: 'admin',
      payload: validRecord(d, kolwan),
    });
    expect(record.statusCode).toBe(400);
    expect(keyOf(record)).toBe(PLACE_MESSAGE.CLOSED);
    // nothing new goes under a closed place either
    expect((await close('admin', paudMandal)).statusCode).toBe(200);
    const child = await add('admin', {
      parentId: paudMandal,
      levelId: 10,
      name: 'नवे गाव',
      suffix: 'गाव',
    });
    expect(keyOf(child)).toBe(PLACE_MESSAGE.PARENT_CLOSED);
    expect((await reopen('admin', paudMandal)).statusCode).toBe(200);

    expect((await reopen('admin', kolwan)).statusCode).toBe(200);
    expect((await totalsOf(at.paud))!.gaon).toBe(villages);
    await expectRollupsRebuilt();
    const again = await calls(t).add('upkhand', {
      selectedLocation: kolwan,
      swayamsevaks: [row({ mobile: '9876500002' })],
    });
    expect(again.statusCode).toBe(200);
    expect((await historyOf(kolwan)).map((c: { action: string }) => c.action).slice(-2)).toEqual([
      'close',
      'reopen',
    ]);
  });

  it('a closed उपखंड leaves the pending lists, refuses its gathering and keeps its records', async () => {
    const listed = await monthOfPaud('upkhand');
    const [unit] = listed.json().sankalp as { sankalp_id: number }[];
    const summary = async () =>
      (
        await t.call({
          method: 'POST',
          url: `${API}/dashboard/summary`,
          as: 'admin',
          payload: { locationId: at.mulshi },
        })
      ).json();
    const report = async () =>
      (
        await t.call({
          method: 'POST',
          url: `${API}/sanghik/report/taluka`,
          as: 'admin',
          payload: { locationId: at.mulshi, year, month },
        })
      ).json();
    const named = (places: { location_id: number }[]) => places.map((p) => p.location_id);
    // a pending उपखंड of मुळशी, closed, is expected no more: out of the pending lists and the
    // count of entry places
    const open = { dashboard: await summary(), report: await report() };
    const target = open.report.pending[0]?.location_id as number;
    expect(target).toBeDefined();
    expect((await close('admin', target)).statusCode).toBe(200);
    const shut = { dashboard: await summary(), report: await report() };
    expect(named(shut.report.pending)).not.toContain(target);
    expect(named(shut.dashboard.pending)).not.toContain(target);
    expect(shut.dashboard.gathering.places_total).toBe(open.dashboard.gathering.places_total - 1);
    expect(shut.dashboard.gathering.places_pending).toBe(
      open.dashboard.gathering.places_pending - 1,
    );
    await expectRollupsRebuilt();
    expect((await reopen('admin', target)).statusCode).toBe(200);
    expect(named((await report()).pending)).toContain(target);

    expect((await close('admin', at.paud)).statusCode).toBe(200);
    const saved = await save(unit!.sankalp_id, 3, 'upkhand');
    expect(saved.statusCode).toBe(400);
    expect(keyOf(saved)).toBe(PLACE_MESSAGE.CLOSED);
    // what was entered before stays readable
    const read = await monthOfPaud('upkhand');
    expect(read.statusCode).toBe(200);
    expect(read.json().sankalp).toEqual(listed.json().sankalp);
    expect((await reopen('admin', at.paud)).statusCode).toBe(200);
  });

  it.each([
    ['the root', 'admin', () => at.root, 400, PLACE_MESSAGE.ROOT_CLOSE],
    ['an office head’s own place', 'bhag', () => at.puneBhag, 403, undefined],
    ['as an editor', 'jilha', () => at.mulshi, 403, undefined],
  ])('refuses closing %s', async (_n, as, id, status, key) => {
    const res = await close(as, id());
    expect(res.statusCode).toBe(status);
    expect(keyOf(res)).toBe(key);
  });

  it('reopens only a place closed itself', async () => {
    const res = await reopen('admin', at.mulshi);
    expect(res.statusCode).toBe(400);
    expect(keyOf(res)).toBe(PLACE_MESSAGE.NOT_CLOSED);
  });
});

describe('merging a place into another of its level', () => {
  const merge = (as: string, id: number, intoId: number) =>
    t.call({ method: 'POST', url: `${API}/geo/place/${id}/merge`, as, payload: { intoId } });
  const countAt = async (table: 'sankalp' | 'volunteer' | 'entity_record', id: number) =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
          where location_id = ${id}`.execute(t.db.kysely)
      ).rows[0]!.n,
    );

  it('refuses places of two levels, itself, and the root', async () => {
    for (const [id, into, key] of [
      [at.mulshi, at.paud, PLACE_MESSAGE.MERGE_LEVEL],
      [at.mulshi, at.mulshi, PLACE_MESSAGE.MERGE_SELF],
      [at.root, at.mulshi, PLACE_MESSAGE.ROOT],
    ] as const) {
      const res = await merge('admin', id, into);
      expect(res.statusCode).toBe(400);
      expect(res.json().error[0].key).toBe(key);
    }
  });

  it('moves a गाव’s units, volunteers and records to the one kept, closes it; roll-ups hold', async () => {
    const { kolwan, paudMandal } = await volunteerPlaces(t);
    const kept = (await children(paudMandal)).find((c) => c.location_id !== kolwan)!;
    const before = {
      units: (await countAt('sankalp', kolwan)) + (await countAt('sankalp', kept.location_id)),
      volunteers:
        (await countAt('volunteer', kolwan)) + (await countAt('volunteer', kept.location_id)),
      records:
        (await countAt('entity_record', kolwan)) +
        (await countAt('entity_record', kept.location_id)),
    };
    expect(before.units + before.volunteers + before.records).toBeGreaterThan(0);
    const res = await merge('admin', kolwan, kept.location_id);
    expect(res.statusCode).toBe(200);
    expect(await countAt('sankalp', kolwan)).toBe(0);
    expect(await countAt('volunteer', kolwan)).toBe(0);
    expect(await countAt('entity_record', kolwan)).toBe(0);
    expect(await countAt('sankalp', kept.location_id)).toBe(before.units);
    expect(await countAt('volunteer', kept.location_id)).toBe(before.volunteers);
    expect(await countAt('entity_record', kept.location_id)).toBe(before.records);
    expect((await children(paudMandal)).map((c) => c.location_id)).not.toContain(kolwan);
    await expectRollupsRebuilt();
    expect((await historyOf(kolwan)).at(-1)).toMatchObject({
      action: 'merge',
      after: { merged_into: expect.stringContaining(kept.localized_name) },
    });
    expect((await historyOf(kept.location_id)).at(-1)).toMatchObject({
      action: 'merge',
      after: { merged_from: 'कोळवण गाव' },
    });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a merge beside saves of its units’ month and adds (PostgreSQL): roll-ups hold',
    async () => {
      const { paudMandal } = await volunteerPlaces(t);
      const [from, into] = (await children(paudMandal)).map((c) => c.location_id);
      expect(into).toBeDefined();
      // the units of the month at the village merged
      const listed = await monthOfPaud();
      const rows = (
        listed.json().sankalp as { sankalp_id: number; location: { location_id: number } }[]
      ).filter((u) => u.location.location_id === from);
      expect(rows.length).toBeGreaterThan(0);
      const answers = await Promise.all([
        ...rows.map((u, i) => save(u.sankalp_id, 4 + i)),
        merge('admin', from!, into!),
        calls(t).add('upkhand', {
          selectedLocation: into!,
          swayamsevaks: [row({ firstName: 'विलीन', mobile: '9876543299' })],
        }),
        ...rows.map((u, i) => save(u.sankalp_id, 7 + i)),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      await expectRollupsRebuilt();
    },
  );

  it('merges two उपखंड: places, units and their months under the one kept', async () => {
    const other = (await children(at.mulshi)).find(
      (c) => c.location_id !== at.paud && c.name_suffix === 'उपखंड',
    )!;
    const months = async (id: number) =>
      (
        await sql<{ n: string }>`select count(*) as n from sanghik_upstiti a
          join sankalp u on u.sankalp_id = a.sankalp_id where u.location_id in (
            select location_id from location where path like (
              select path from location where location_id = ${id}) || '%')`.execute(t.db.kysely)
      ).rows[0]!.n;
    const [mine, theirs] = [Number(await months(at.paud)), Number(await months(other.location_id))];
    const paudChildren = (await children(at.paud)).map((c) => c.location_id);
    const res = await merge('admin', at.paud, other.location_id);
    expect(res.statusCode).toBe(200);
    expect(Number(await months(other.location_id))).toBe(mine + theirs);
    expect((await children(other.location_id)).map((c) => c.location_id)).toEqual(
      expect.arrayContaining(paudChildren),
    );
    const { rows } = await sql<{ n: string }>`select count(*) as n from sanghik
      where location_id = ${at.paud}`.execute(t.db.kysely);
    expect(Number(rows[0]!.n)).toBe(0);
    await expectRollupsRebuilt();
  });
});
