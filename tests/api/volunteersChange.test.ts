import { buildTestApp, type TestApp } from './support/testApp';
import { calls, ids as placeIds } from './support/volunteerRows';

let t: TestApp;
let api: ReturnType<typeof calls>;
let at: Awaited<ReturnType<typeof placeIds>>;
beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t);
  at = await placeIds(t);
});
afterAll(() => t.close());

type V = Record<string, unknown> & { id: number; updatedAt: string };
const listOf = async (locationId: number, as = 'upkhand'): Promise<V[]> =>
  (await api.list(as, { location_id: locationId })).json();

describe('PUT /swayamsevak/update', () => {
  it('saves the record, moves it to the top and writes a snapshot', async () => {
    const list = await listOf(at.kolwan);
    const last = list[list.length - 1];
    const res = await api.update('upkhand', [
      { ...last, specialSkills: 'ढोलवादन', mobile: '९१२३४५६७८९' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Users updated successfully.' });
    const [top] = await listOf(at.kolwan);
    expect(top).toMatchObject({ id: last.id, specialSkills: 'ढोलवादन', mobile: 9123456789 });
    const history = (await api.history('upkhand', last.id)).json();
    expect(history).toHaveLength(3);
    expect(history[2]).toMatchObject({ specialSkills: 'ढोलवादन', mobile: 9123456789 });
  });

  it('answers 400 with the row messages and changes nothing', async () => {
    const [v] = await listOf(at.kolwan);
    const res = await api.update('upkhand', [{ ...v, pinCode: '4121', bloodGroup: '' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('submision failed');
    expect(res.json().error.map((e: { message: string }) => e.message)).toEqual([
      '"रक्तगट" निवड आवश्यक आहे',
      '"पिन कोड" ६ अंकी असावा',
    ]);
    expect((await listOf(at.kolwan))[0]).toEqual(v);
  });

  it('answers 401, 403 (reader, other area), 404 (unknown id)', async () => {
    const [v] = await listOf(at.kolwan);
    const [outside] = await listOf(at.maan, 'admin');
    expect((await api.update(undefined, [v])).statusCode).toBe(401);
    expect((await api.update('reader', [v])).json().code).toBe('WRITE_FORBIDDEN');
    expect((await api.update('upkhand', [outside])).statusCode).toBe(403);
    expect((await api.update('upkhand', [{ ...v, location_id: at.maan }])).statusCode).toBe(403);
    expect((await api.update('upkhand', [{ ...v, id: 99999999 }])).statusCode).toBe(404);
  });
});

describe('PUT /swayamsevak/delet', () => {
  it('takes volunteers off every list and keeps their history', async () => {
    const [a, b] = await listOf(at.kolwan);
    const before = (await api.list('taluka', { location_id: at.mulshi })).json().length;
    const res = await api.remove('upkhand', { ids: [a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2 });
    const ids = (await listOf(at.kolwan)).map((v) => v.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect((await api.list('taluka', { location_id: at.mulshi })).json()).toHaveLength(before - 2);
    expect((await api.report('taluka', { location_id: at.mulshi })).json()).toHaveLength(
      before - 2,
    );
    expect((await api.history('upkhand', a.id)).json().length).toBeGreaterThan(0);
    expect((await api.remove('upkhand', { ids: [a.id] })).statusCode).toBe(404);
  });

  it('deletes nothing when one id is out of scope; 401 and read-only 403', async () => {
    const [v] = await listOf(at.kolwan);
    const [outside] = await listOf(at.maan, 'admin');
    const res = await api.remove('upkhand', { ids: [v.id, outside.id] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OUT_OF_SCOPE');
    expect((await api.remove(undefined, { ids: [v.id] })).statusCode).toBe(401);
    expect((await api.remove('reader', { ids: [v.id] })).statusCode).toBe(403);
    expect((await listOf(at.kolwan)).map((x) => x.id)).toContain(v.id);
    expect((await api.remove('upkhand', { ids: [] })).statusCode).toBe(400);
  });
});
