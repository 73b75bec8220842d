import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
const ids: Record<string, number> = {};
const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];

beforeAll(async () => {
  t = await buildTestApp();
  ids.paud = await placeId(t.db, [...MULSHI, 'पौड']);
  ids.paudGaon = await placeId(t.db, [...MULSHI, 'पौड', 'पौड', 'पौड']);
  ids.kolvan = await placeId(t.db, [...MULSHI, 'पौड', 'पौड', 'कोळवण']);
  ids.hinjewadiGaon = await placeId(t.db, [...MULSHI, 'हिंजवडी', 'हिंजवडी', 'हिंजवडी']);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'GET', url: string, as?: string, payload?: object) =>
  t.call({ method, url: `${API}${url}`, as, payload });
const shakha = (name: string, sub = 4) => ({
  localized_name: name,
  ekak_type_id: sub <= 4 ? 1 : sub <= 8 ? 2 : 3,
  ekak_sub_type_id: sub,
  start_date: '2025-04-01',
  meeting_day: 'रविवार',
  meeting_time: '07:00',
  meeting_place: 'मारुती मंदिर',
  notes: null,
});
const addUnits = (units: object[], location_id = ids.kolvan, as = 'upkhand') =>
  call('POST', '/sankalp/addmulti', as, { location_id, units });
const listAt = async (payload: object) =>
  (await call('POST', '/sankalp/list', 'upkhand', payload)).json() as { sankalp_id: number }[];

describe('GET /metadata/ekak_types', () => {
  it('serves the catalogue: three types, nine sub-types with their inputs', async () => {
    const res = await call('GET', '/metadata/ekak_types', 'reader');
    expect(res.statusCode).toBe(200);
    const types = res.json();
    expect(types.map((x: { ekak_type_id: number }) => x.ekak_type_id)).toEqual([1, 2, 3]);
    expect(types[2].sub_types).toEqual([
      {
        ekak_sub_type_id: 9,
        ekak_type_id: 3,
        group: 'sangh_mandali',
        inputs: ['praudh', 'tarun_vyavasayi'],
      },
    ]);
    expect((await call('GET', '/metadata/ekak_types')).statusCode).toBe(401);
  });
});

describe('units (sankalp)', () => {
  it('adds several units in one request and lists, reads, updates and deletes them', async () => {
    const res = await addUnits([shakha('कोळवण प्रौढ शाखा'), shakha('कोळवण मिलन', 7)]);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().ids as number[];
    const listed = await listAt({ location_id: ids.kolvan });
    expect(listed.map((u) => u.sankalp_id)).toEqual(expect.arrayContaining([first, second]));
    const filtered = await listAt({ location_id: ids.paud, ekak_sub_type_id: 7 });
    expect(filtered.map((u) => u.sankalp_id)).toContain(second);
    expect(filtered.map((u) => u.sankalp_id)).not.toContain(first);

    const one = await call('GET', `/sankalp/${first}`, 'reader');
    expect(one.json()).toMatchObject({
      sankalp_id: first,
      localized_name: 'कोळवण प्रौढ शाखा',
      start_date: '2025-04-01',
      meeting_time: '07:00',
      status: 'active',
      location: { location_id: ids.kolvan, level_id: 10 },
    });

    const update = { sankalp_id: first, location_id: ids.kolvan, ...shakha('नवीन नाव', 3) };
    const updated = await call('PUT', '/sankalp/update', 'upkhand', update);
    expect(updated.json()).toMatchObject({ localized_name: 'नवीन नाव', ekak_sub_type_id: 3 });

    expect((await call('PUT', '/sankalp/delete', 'upkhand', { ids: [first] })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/sankalp/${first}`, 'upkhand')).statusCode).toBe(404);
    const again = await call('PUT', '/sankalp/delete', 'upkhand', { ids: [first] });
    expect([again.statusCode, again.json().deleted]).toEqual([200, 0]);
  });

  // on PostgreSQL a call's 200 records or more are COPY'd (issue 44, point 15), fewer not
  it('adds the most units a request takes (200) as it adds one: fields, status, ids in order', async () => {
    const at = ids.hinjewadiGaon;
    const count = async () =>
      (await call('POST', '/sankalp/list', 'admin', { location_id: at })).json().length;
    const before = await count();
    const unit = (name: string) => ({ ...shakha(name, 9), notes: 'टीप\tएक\\दोन' });
    const [alone] = (await addUnits([unit('एकटे मंडळ')], at, 'admin')).json().ids as number[];
    const many = await addUnits(
      Array.from({ length: 200 }, (_, i) => unit(`मंडळ ${i}`)),
      at,
      'admin',
    );
    expect(many.statusCode).toBe(200);
    const manyIds = many.json().ids as number[];
    expect(manyIds).toHaveLength(200);
    expect(manyIds).toEqual([...manyIds].sort((a, b) => a - b));
    expect(manyIds[0]).toBeGreaterThan(alone!);
    expect(await count()).toBe(before + 201);
    const read = async (id: number) => {
      const { sankalp_id, localized_name, ...rest } = (
        await call('GET', `/sankalp/${id}`, 'admin')
      ).json();
      expect(sankalp_id).toBe(id);
      // the version is the save's own time
      expect(rest.updated_at).toEqual(expect.any(String));
      return { name: localized_name, rest: { ...rest, updated_at: 0 } };
    };
    const first = await read(alone!);
    const last = await read(manyIds[199]!);
    expect([first.name, last.name]).toEqual(['एकटे मंडळ', 'मंडळ 199']);
    expect(last.rest).toEqual(first.rest);
    expect(last.rest).toMatchObject({ status: 'active', notes: 'टीप\tएक\\दोन' });
  });

  it('saves nothing when one unit is wrong (sub-type of another type)', async () => {
    const before = (await listAt({ location_id: ids.paudGaon })).length;
    const res = await addUnits(
      [shakha('चांगली'), { ...shakha('चुकीची'), ekak_sub_type_id: 5 }],
      ids.paudGaon,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/units\[1\]/);
    // the unit schema the add form applies: the field and its translation key
    expect(res.json().error[0]).toMatchObject({
      row: 1,
      field: 'ekak_sub_type_id',
      key: 'app.sankalpScreens.validation.subTypeOfType',
    });
    expect((await listAt({ location_id: ids.paudGaon })).length).toBe(before);
  });

  // issue 44, point 11: a meeting time is a time of day, typed either way, stored HH:mm
  it('stores a meeting time typed 6:30 as 06:30, and names the field of a time that is none', async () => {
    const res = await addUnits([{ ...shakha('सकाळची शाखा'), meeting_time: '6:30' }]);
    expect(res.statusCode).toBe(200);
    const [id] = res.json().ids as number[];
    expect((await call('GET', `/sankalp/${id}`, 'reader')).json().meeting_time).toBe('06:30');
    const bad = await addUnits([{ ...shakha('रात्रीची शाखा'), meeting_time: '25:00' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error[0]).toMatchObject({
      row: 0,
      field: 'meeting_time',
      key: 'app.entity.validation.time',
    });
  });

  it('refuses a place that is not a गाव or वस्ती', async () => {
    const res = await addUnits([shakha('उपखंड')], ids.paud);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('refuses the read-only user, another subtree and no token', async () => {
    expect((await addUnits([shakha('वाचक')], ids.kolvan, 'reader')).statusCode).toBe(403);
    const other = await addUnits([shakha('दुसरे')], ids.hinjewadiGaon);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('OUT_OF_SCOPE');
    expect((await addUnits([shakha('x')], ids.kolvan, 'pending')).statusCode).toBe(403);
    expect(
      (await call('POST', '/sankalp/addmulti', undefined, { location_id: ids.kolvan, units: [] }))
        .statusCode,
    ).toBe(401);
    const foreign = (
      await call('POST', '/sankalp/list', 'taluka', { location_id: ids.hinjewadiGaon })
    ).json();
    const id = foreign[0].sankalp_id;
    expect((await call('GET', `/sankalp/${id}`, 'upkhand')).statusCode).toBe(403);
    expect((await call('PUT', '/sankalp/delete', 'upkhand', { ids: [id] })).statusCode).toBe(403);
    expect((await call('PUT', '/sankalp/delete', 'reader', { ids: [id] })).statusCode).toBe(403);
    expect(
      (await call('POST', '/sankalp/list', 'upkhand', { location_id: ids.hinjewadiGaon }))
        .statusCode,
    ).toBe(403);
  });
});
