import { buildTestApp, type TestApp } from './support/testApp';
import { volunteerRecord } from '../../server/modules/volunteers/routes/volunteerSchemas';
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

type V = {
  id: number;
  updatedAt: string;
  firstName: string;
  occupation: string;
  bloodGroup: string;
  mobile: number;
  dateOfBirth: string;
};

describe('POST /swayamsevak/allusers', () => {
  it("lists a demo village's 20 volunteers, newest change first", async () => {
    const res = await api.list('reader', { location_id: at.kolwan });
    expect(res.statusCode).toBe(200);
    const list: V[] = res.json();
    expect(list).toHaveLength(20);
    const times = list.map((v) => v.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list[0]).toMatchObject({ location_id: at.kolwan, level: 10, location: 'कोळवण' });
    expect(String(list[0].mobile)).toMatch(/^\d{10}$/);
    expect(list[0].dateOfBirth).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('answers JSON with exactly the fields of its schema (the SQL writes the answer)', async () => {
    const res = await api.list('reader', { location_id: at.kolwan });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const record of res.json() as Record<string, unknown>[]) {
      expect(Object.keys(record).sort()).toEqual(Object.keys(volunteerRecord.properties).sort());
      for (const [key, schema] of Object.entries(volunteerRecord.properties)) {
        const types = ([] as string[]).concat(schema.type);
        const type = record[key] === null ? 'null' : typeof record[key];
        expect(types.map((t) => (t === 'integer' ? 'number' : t))).toContain(type);
      }
    }
  });

  it('lists a whole subtree: a taluka holds its villages and settlements', async () => {
    const list: V[] = (await api.list('taluka', { location_id: at.mulshi })).json();
    // मुळशी: 12 villages + 3 settlements, 20 each
    expect(list).toHaveLength(300);
  });

  it('answers a page when asked (at most 1 000 rows), and the whole list without one, with the total', async () => {
    const res = await api.list('taluka', { location_id: at.mulshi, perPage: 120 });
    expect(res.json()).toHaveLength(120);
    expect(res.headers['x-total-count']).toBe('300');
    const whole = await api.list('taluka', { location_id: at.mulshi });
    expect(whole.headers['x-total-count']).toBe('300');
    expect((await api.list('taluka', { location_id: at.mulshi, perPage: 1001 })).statusCode).toBe(
      400,
    );
    const report = await api.report('taluka', { location_id: at.mulshi, page: 2, perPage: 250 });
    expect(report.json()).toHaveLength(50);
    expect(report.headers['x-total-count']).toBe('300');
    expect((await api.report('taluka', { location_id: at.mulshi, perPage: 5000 })).statusCode).toBe(
      400,
    );
  });

  it('pages, sorts and searches a large scope, with the total in x-total-count', async () => {
    const res = await api.list('taluka', { location_id: at.mulshi, page: 2, perPage: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(25);
    expect(res.headers['x-total-count']).toBe('300');
    const sorted: V[] = (
      await api.list('taluka', {
        location_id: at.mulshi,
        perPage: 300,
        sort: 'firstName',
        order: 'ASC',
      })
    ).json();
    const names = sorted.map((v) => v.firstName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const hits: V[] = (
      await api.list('taluka', { location_id: at.mulshi, q: 'अमित', perPage: 300 })
    ).json();
    expect(hits.length).toBeGreaterThan(0);
    hits.forEach((v) => expect(JSON.stringify(v)).toContain('अमित'));
  });

  it('refuses levels 1-2', async () => {
    const res = await api.list('admin', { location_id: at.root });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'please select a more precise place',
      code: 'VALIDATION',
    });
  });

  it('answers 401 without a token and 403 outside the area', async () => {
    expect((await api.list(undefined, { location_id: at.kolwan })).statusCode).toBe(401);
    const res = await api.list('upkhand', { location_id: at.maan });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OUT_OF_SCOPE');
  });
});

describe('POST /swayamsevak/report', () => {
  it('filters by every given array and leaves out the rest', async () => {
    const all: V[] = (await api.report('taluka', { location_id: at.mulshi })).json();
    expect(all).toHaveLength(300);
    const res = await api.report('taluka', {
      location_id: at.mulshi,
      occupation: ['शेती', 'नोकरी'],
      bloodGroup: ['B+', 'O+'],
      category: [],
    });
    expect(res.statusCode).toBe(200);
    const some: V[] = res.json();
    const expected = all.filter(
      (v) => ['शेती', 'नोकरी'].includes(v.occupation) && ['B+', 'O+'].includes(v.bloodGroup),
    );
    expect(some.map((v) => v.id).sort()).toEqual(expected.map((v) => v.id).sort());
    expect(some.length).toBeGreaterThan(0);
  });

  it('refuses levels 1-2, 401 without a token, 403 outside the area', async () => {
    expect((await api.report('admin', { location_id: at.root })).statusCode).toBe(400);
    expect((await api.report(undefined, { location_id: at.kolwan })).statusCode).toBe(401);
    expect((await api.report('upkhand', { location_id: at.maan })).statusCode).toBe(403);
  });
});

describe('GET /swayamsevak/history/{id}', () => {
  it('gives a demo volunteer its two snapshots, oldest first', async () => {
    const [v]: V[] = (await api.list('reader', { location_id: at.kolwan })).json();
    const res = await api.history('reader', v.id);
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history).toHaveLength(2);
    expect(history[0].createdAt < history[1].createdAt).toBe(true);
    expect(history[1]).toMatchObject({ firstName: v.firstName, location_id: at.kolwan });
    expect(history[1]).not.toHaveProperty('id');
  });

  it('answers 404 for an unknown id, 401 without a token, 403 outside the area', async () => {
    const [outside]: V[] = (await api.list('admin', { location_id: at.maan })).json();
    expect((await api.history('upkhand', 99999999)).statusCode).toBe(404);
    expect((await api.history(undefined, outside.id)).statusCode).toBe(401);
    expect((await api.history('upkhand', outside.id)).statusCode).toBe(403);
  });
});
