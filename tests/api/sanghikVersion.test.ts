import { financialYear, isoDate } from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
let paud: number;
const today = new Date();
const year = financialYear(today);
const month = today.getMonth() + 1;

interface MonthList {
  version: string | null;
  sankalp: { sankalp_id: number }[];
}
const post = (url: string, payload: object, as = 'upkhand') =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });
const list = async () =>
  (await post('/sanghik/list', { locationId: paud, year, month })).json() as MonthList;
const save = (ids: number[], extra: object = {}) =>
  post('/sanghik/add', {
    locationId: paud,
    year,
    month,
    upstitiDataArray: ids.map((sankalp_id) => ({ sankalp_id, sanghik_upstiti: { praudh: 2 } })),
    ...extra,
  });

beforeAll(async () => {
  t = await buildTestApp();
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
});
afterAll(() => t.close());

describe('a gathering month carries its version (issue 17, lost updates)', () => {
  it('answers 409 STALE to the second editor who read the month before the first saved', async () => {
    const first = await list();
    const second = await list();
    const ids = first.sankalp.slice(0, 2).map((u) => u.sankalp_id);
    const saved = await save(ids, { version: first.version });
    expect(saved.statusCode).toBe(200);
    const late = await save(ids, { version: second.version });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('STALE');
    const reopened = await list();
    expect(reopened.version).not.toBe(first.version);
    expect((await save(ids, { version: reopened.version })).statusCode).toBe(200);
  });

  it('saves without a version, as the organisation\u2019s older client sends none', async () => {
    const ids = (await list()).sankalp.slice(0, 1).map((u) => u.sankalp_id);
    expect((await save(ids)).statusCode).toBe(200);
  });

  it('refuses attendance of a unit closed before the month with a 400', async () => {
    const { sankalp } = await list();
    const unit = sankalp[sankalp.length - 1].sankalp_id;
    const first = isoDate(new Date(today.getFullYear(), today.getMonth(), 1));
    const closed = await t.call({
      method: 'PUT',
      url: `${API}/sadyasthiti/change`,
      as: 'upkhand',
      payload: { sankalp_id: unit, status: 'closed', effective_date: first, reason: 'बंद' },
    });
    expect(closed.statusCode).toBe(200);
    const res = await save([unit]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not designated/);
  });
});
