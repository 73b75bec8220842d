import { swayamsevak } from '../../src/domain/modules';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { calls, ids as placeIds } from './support/volunteerRows';

/**
 * The volunteer register is a declared register over the volunteer table (issue 23): the
 * engine's calls and the spec's read and write the same rows, each in its own shapes.
 */
let t: TestApp;
let api: ReturnType<typeof calls>;
let at: Awaited<ReturnType<typeof placeIds>>;
beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t);
  at = await placeIds(t);
});
afterAll(() => t.close());

const url = `${API}/${swayamsevak.name}`;
type V = Record<string, unknown> & { id: number; updatedAt: string };
const newest = async (): Promise<V> =>
  (await api.list('upkhand', { location_id: at.kolwan })).json()[0];

describe('swayamsevak through the engine and through the spec calls', () => {
  it('reads a volunteer of the spec list in the engine’s shape, with its history', async () => {
    const v = await newest();
    const res = await t.call({ method: 'GET', url: `${url}/${v.id}`, as: 'upkhand' });
    expect(res.statusCode).toBe(200);
    const [day, month, year] = String(v.dateOfBirth).split('-');
    expect(res.json()).toMatchObject({
      id: v.id,
      location_id: at.kolwan,
      firstName: v.firstName,
      surname: v.surname,
      mobile: v.mobile,
      dateOfBirth: `${year}-${month}-${day}`,
      category: v.category,
      isCap: v.isCap,
    });
    const history = (
      await t.call({ method: 'GET', url: `${url}/${v.id}/history`, as: 'upkhand' })
    ).json();
    expect(history.at(-1).version).toBe(res.json().version);
  });

  it('shows a change made through the engine in the spec list, and refuses the older version there', async () => {
    const v = await newest();
    const record = (await t.call({ method: 'GET', url: `${url}/${v.id}`, as: 'upkhand' })).json();
    const { id, version, place, created_at, updated_at, updated_by_name, ...values } = record;
    void [place, created_at, updated_at, updated_by_name];
    const changed = await t.call({
      method: 'PUT',
      url: `${url}/${id}`,
      as: 'upkhand',
      payload: { ...values, version, specialSkills: 'बासरीवादन', mobile: '९८२२१११२२२' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ version: version + 1, mobile: 9822111222 });

    const after = await newest();
    expect(after).toMatchObject({ id, specialSkills: 'बासरीवादन', mobile: 9822111222 });
    const stale = await api.update('upkhand', [{ ...v, specialSkills: 'जुनी प्रत' }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE');
    expect((await api.history('upkhand', id)).json().at(-1)).toMatchObject({
      specialSkills: 'बासरीवादन',
    });
  });

  it('adds through the engine only at a village or settlement, in the spec’s words', async () => {
    const v = await newest();
    const record = (await t.call({ method: 'GET', url: `${url}/${v.id}`, as: 'upkhand' })).json();
    const { id, version, place, created_at, updated_at, updated_by_name, ...values } = record;
    void [id, version, place, created_at, updated_at, updated_by_name];
    const atTaluka = await t.call({
      method: 'POST',
      url,
      as: 'taluka',
      payload: { ...values, location_id: at.mulshi },
    });
    expect(atTaluka.statusCode).toBe(400);
    expect(atTaluka.json().error[0]).toMatchObject({ field: 'location_id' });
    const badPin = await t.call({
      method: 'POST',
      url,
      as: 'upkhand',
      payload: { ...values, pinCode: '4121' },
    });
    expect(badPin.json().error[0]).toMatchObject({
      field: 'pinCode',
      message: '"पिन कोड" ६ अंकी असावा',
    });
  });

  it('lists a तालुका and refuses a list of a प्रांत or a विभाग, as the spec list does', async () => {
    const listAt = (location_id: number) =>
      t.call({
        method: 'GET',
        url: `${url}?filter=${encodeURIComponent(JSON.stringify({ location_id }))}&range=[0,9]`,
        as: 'admin',
      });
    expect((await listAt(at.mulshi)).statusCode).toBe(200);
    for (const wide of [await placeId(t.db, []), await placeId(t.db, ['पुणे'])]) {
      const res = await listAt(wide);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('please select a more precise place');
      expect((await api.list('admin', { location_id: wide })).statusCode).toBe(400);
    }
  });

  it('takes a volunteer deleted through the engine off the spec list', async () => {
    const v = await newest();
    const removed = await t.call({ method: 'DELETE', url: `${url}/${v.id}`, as: 'upkhand' });
    expect(removed.statusCode).toBe(200);
    const ids = (await api.list('upkhand', { location_id: at.kolwan })).json().map((r: V) => r.id);
    expect(ids).not.toContain(v.id);
  });
});
