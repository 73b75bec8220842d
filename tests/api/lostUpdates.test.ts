import { API, buildTestApp, type TestApp } from './support/testApp';
import { calls, ids as placeIds, row } from './support/volunteerRows';

let t: TestApp;
let api: ReturnType<typeof calls>;
let kolwan: number;
beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t);
  kolwan = (await placeIds(t)).kolwan;
});
afterAll(() => t.close());

interface Volunteer {
  id: number;
  firstName: string;
  updatedAt: string;
}
const volunteerNamed = async (firstName: string) =>
  ((await api.list('upkhand', { location_id: kolwan })).json() as Volunteer[]).find(
    (v) => v.firstName === firstName,
  )!;

describe('an edit carries the version it was read at (issue 17, lost updates)', () => {
  it('a volunteer: the second editor of the same version gets 409 STALE, nothing reverted', async () => {
    await api.add('upkhand', {
      selectedLocation: kolwan,
      swayamsevaks: [row({ firstName: 'सुधीर' })],
    });
    const read = await volunteerNamed('सुधीर');
    const first = await api.update('upkhand', [
      { ...row({ firstName: 'सुधीर', address: 'पहिला' }), id: read.id, updatedAt: read.updatedAt },
    ]);
    expect(first.statusCode).toBe(200);
    const second = await api.update('upkhand', [
      { ...row({ firstName: 'सुधीर', address: 'दुसरा' }), id: read.id, updatedAt: read.updatedAt },
    ]);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('STALE');
    const now = (await api.list('upkhand', { location_id: kolwan })).json() as Volunteer[];
    expect(now.find((v) => v.id === read.id)).toMatchObject({ address: 'पहिला' });
  });

  it('a volunteer deleted meanwhile is not written: 409 STALE, still deleted', async () => {
    await api.add('upkhand', {
      selectedLocation: kolwan,
      swayamsevaks: [row({ firstName: 'गेला' })],
    });
    const read = await volunteerNamed('गेला');
    expect((await api.remove('upkhand', { ids: [read.id] })).statusCode).toBe(200);
    const res = await api.update('upkhand', [
      { ...row({ firstName: 'गेला' }), id: read.id, updatedAt: read.updatedAt },
    ]);
    expect([404, 409]).toContain(res.statusCode);
    expect(await volunteerNamed('गेला')).toBeUndefined();
  });

  it('a volunteer changed twice at once without updatedAt: both saved, one of them stands', async () => {
    await api.add('upkhand', {
      selectedLocation: kolwan,
      swayamsevaks: [row({ firstName: 'दुहेरी' })],
    });
    const { id } = await volunteerNamed('दुहेरी');
    const change = (address: string) =>
      api.update('upkhand', [{ ...row({ firstName: 'दुहेरी', address }), id }]);
    const answers = await Promise.all([change('पूर्व'), change('पश्चिम')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(['पूर्व', 'पश्चिम']).toContain(
      ((await volunteerNamed('दुहेरी')) as Volunteer & { address: string }).address,
    );
  });

  it('a unit: an update with an old updated_at is 409 STALE', async () => {
    const added = await t.call({
      method: 'POST',
      url: `${API}/sankalp/addmulti`,
      as: 'upkhand',
      payload: {
        location_id: kolwan,
        units: [{ localized_name: 'आवृत्ती', ekak_type_id: 1, ekak_sub_type_id: 4 }],
      },
    });
    const id = added.json().ids[0];
    const read = (
      await t.call({ method: 'GET', url: `${API}/sankalp/${id}`, as: 'upkhand' })
    ).json();
    expect(read.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const put = (name: string) =>
      t.call({
        method: 'PUT',
        url: `${API}/sankalp/update`,
        as: 'upkhand',
        payload: {
          sankalp_id: id,
          localized_name: name,
          ekak_type_id: 1,
          ekak_sub_type_id: 4,
          location_id: kolwan,
          updated_at: read.updated_at,
        },
      });
    expect((await put('पहिले नाव')).statusCode).toBe(200);
    const late = await put('दुसरे नाव');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'STALE' });
    const now = (
      await t.call({ method: 'GET', url: `${API}/sankalp/${id}`, as: 'upkhand' })
    ).json();
    expect(now.localized_name).toBe('पहिले नाव');
  });
});
