import { ekak } from '../../src/domain/modules';
import { rebuildReportRollups } from '../../server/rollups';
import { rollupSnapshot } from './support/reportPlaces';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Units are a declared register over the unit table (issue 23): the engine's calls (/ekak) and
 * the spec's (/sankalp, /sadyasthiti) read and write the same units, each in its own shapes;
 * every saved state, a status change included, is a version of the unit's history.
 */
let t: TestApp;
let kolwan = 0;
const PAUD = ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड', 'पौड'];
beforeAll(async () => {
  t = await buildTestApp();
  kolwan = await placeId(t.db, [...PAUD, 'कोळवण']);
});
afterAll(() => t.close());

const url = `${API}/${ekak.name}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.call({ method, url: `${API}${path}`, as: 'upkhand', payload });
const unit = {
  localized_name: 'नोंदवही शाखा',
  ekak_type_id: 1,
  ekak_sub_type_id: 4,
  start_date: '2025-04-01',
  meeting_day: 'रविवार',
};
async function addUnit(fields: object = {}): Promise<number> {
  const res = await call('POST', '/sankalp/addmulti', {
    location_id: kolwan,
    units: [{ ...unit, ...fields }],
  });
  expect(res.statusCode).toBe(200);
  return res.json().ids[0];
}
const engineRecord = async (id: number) => (await call('GET', `/${ekak.name}/${id}`)).json();
const history = async (id: number) =>
  (await call('GET', `/${ekak.name}/${id}/history`)).json() as {
    version: number;
    data: Record<string, unknown>;
  }[];

/** PUT /ekak/{id} of the unit as the engine reads it (its version, status too), with `change`. */
async function changeThroughEngine(id: number, change: object) {
  const {
    id: _id,
    place,
    created_at,
    updated_at,
    updated_by_name,
    ...values
  } = await engineRecord(id);
  void [_id, place, created_at, updated_at, updated_by_name];
  return t.call({
    method: 'PUT',
    url: `${url}/${id}`,
    as: 'upkhand',
    payload: { ...values, ...change },
  });
}

describe('units through the engine and through the spec calls', () => {
  it('reads a unit the spec added in the engine’s shape, active, at its first version', async () => {
    const id = await addUnit();
    expect(await engineRecord(id)).toMatchObject({
      id,
      version: 1,
      location_id: kolwan,
      place: 'कोळवण गाव',
      localized_name: unit.localized_name,
      ekak_type_id: 1,
      ekak_sub_type_id: 4,
      start_date: '2025-04-01',
      meeting_day: 'रविवार',
      meeting_time: null,
      status: 'active',
      status_date: '2025-04-01',
    });
    expect((await history(id)).map((h) => h.version)).toEqual([1]);
  });

  it('shows a change made through the engine to the spec, which refuses its older version', async () => {
    const id = await addUnit({ localized_name: 'बदलणारी शाखा' });
    const read = (await call('GET', `/sankalp/${id}`)).json();
    // the record as read, its status too: a read-only field is left as it is
    const changed = await changeThroughEngine(id, { meeting_place: 'मंदिर', status: 'closed' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, meeting_place: 'मंदिर', status: 'active' });
    expect((await call('GET', `/sankalp/${id}`)).json()).toMatchObject({
      meeting_place: 'मंदिर',
      status: 'active',
    });
    const stale = await call('PUT', '/sankalp/update', {
      sankalp_id: id,
      location_id: kolwan,
      ...unit,
      updated_at: read.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE');
  });

  it('keeps a status change (सद्यस्थिती) as a version of the unit’s history', async () => {
    const id = await addUnit({ localized_name: 'थांबणारी शाखा' });
    const changed = await call('PUT', '/sadyasthiti/change', {
      sankalp_id: id,
      status: 'paused',
      effective_date: '2026-01-10',
      reason: 'कार्यकर्ता बदली',
    });
    expect(changed.statusCode).toBe(200);
    expect(await engineRecord(id)).toMatchObject({ version: 2, status: 'paused' });
    expect((await history(id)).map((h) => [h.version, h.data.status, h.data.status_date])).toEqual([
      [1, 'active', '2025-04-01'],
      [2, 'paused', '2026-01-10'],
    ]);
  });

  it('refuses a unit at a place of another level, and a status in the body of a new one', async () => {
    const paud = await placeId(t.db, PAUD);
    const atUpkhand = await t.call({
      method: 'POST',
      url,
      as: 'upkhand',
      payload: { ...unit, location_id: paud },
    });
    expect(atUpkhand.statusCode).toBe(400);
    expect(atUpkhand.json().error[0]).toMatchObject({ field: 'location_id' });
    const created = await t.call({
      method: 'POST',
      url,
      as: 'upkhand',
      payload: { ...unit, location_id: kolwan, status: 'closed' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'active', status_date: unit.start_date });
  });

  it('lists the units of a type, of a status, and refuses a type that is no number', async () => {
    const mandali = await addUnit({
      localized_name: 'गाळणी मंडळी',
      ekak_type_id: 3,
      ekak_sub_type_id: 9,
    });
    const list = (filter: object) =>
      t.call({
        method: 'GET',
        url: `${url}?filter=${encodeURIComponent(JSON.stringify({ location_id: kolwan, ...filter }))}&range=[0,999]`,
        as: 'upkhand',
      });
    const ofType = (await list({ ekak_type_id: 3 })).json() as {
      id: number;
      ekak_type_id: number;
    }[];
    expect(ofType.map((u) => u.id)).toContain(mandali);
    expect(ofType.every((u) => u.ekak_type_id === 3)).toBe(true);
    const active = (await list({ status: 'active', ekak_sub_type_id: [9] })).json() as {
      id: number;
      status: string;
    }[];
    expect(active.map((u) => u.id)).toContain(mandali);
    expect(active.every((u) => u.status === 'active')).toBe(true);
    expect((await list({ ekak_type_id: '3' })).statusCode).toBe(400);
    // the declared search field (its name), any case, a part of it
    const found = (await list({ q: 'गाळणी मं' })).json() as { id: number }[];
    expect(found.map((u) => u.id)).toEqual([mandali]);
  });

  it('a change and a delete through the engine move the roll-ups as their rebuild counts them', async () => {
    const id = await addUnit({ localized_name: 'हटणारी शाखा', ekak_sub_type_id: 2 });
    const changed = await changeThroughEngine(id, { ekak_sub_type_id: 3 });
    expect(changed.statusCode).toBe(200);
    expect((await call('DELETE', `/${ekak.name}/${id}`)).statusCode).toBe(200);
    const listed = (await call('POST', '/sankalp/list', { location_id: kolwan })).json();
    expect(listed.map((u: { sankalp_id: number }) => u.sankalp_id)).not.toContain(id);
    const incremental = await rollupSnapshot(t.db);
    await t.db.kysely.transaction().execute((trx) => rebuildReportRollups(trx));
    expect(incremental).toEqual(await rollupSnapshot(t.db));
  });
});
