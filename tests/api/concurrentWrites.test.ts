import { financialYear, isoDate } from '../../src/domain/modules/gathering';
import { expectRollupsAsRebuilt } from './support/reportPlaces';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Two requests at once, then the kept roll-ups against a rebuild (issue 17). On PGlite the
 * driver runs one transaction at a time, so the races only exist on PostgreSQL: the API suite
 * there (CI runs it) is where these tests run.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
const today = new Date();
const year = financialYear(today);
const month = today.getMonth() + 1;
const PAUD = ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड'];
const at: Record<string, number> = {};

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.call({ method, url: `${API}${url}`, as: 'admin', payload });
const units = async () =>
  (await call('POST', '/sanghik/list', { locationId: at.paud, year, month })).json().sankalp as {
    sankalp_id: number;
  }[];
const save = (sankalp_id: number, praudh: number) =>
  call('POST', '/sanghik/add', {
    locationId: at.paud,
    year,
    month,
    upstitiDataArray: [{ sankalp_id, sanghik_upstiti: { praudh, tarun_vyavasayi: praudh } }],
  });
const moveTo = async (id: number, location_id: number) => {
  const u = (await call('GET', `/sankalp/${id}`)).json();
  return call('PUT', '/sankalp/update', {
    sankalp_id: id,
    localized_name: u.localized_name,
    ekak_type_id: u.ekak_type_id,
    ekak_sub_type_id: u.ekak_sub_type_id,
    location_id,
  });
};
const addUnit = async (name: string) => {
  const res = await call('POST', '/sankalp/addmulti', {
    location_id: at.village,
    units: [
      { localized_name: name, ekak_type_id: 1, ekak_sub_type_id: 4, start_date: '2024-04-01' },
    ],
  });
  return res.json().ids[0] as number;
};

const expectRollupsRebuilt = () => expectRollupsAsRebuilt(t.db);

describe.runIf(onPostgres)('concurrent writes keep the roll-ups exact (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    at.paud = await placeId(t.db, PAUD);
    at.village = await placeId(t.db, [...PAUD, 'पौड', 'पौड']);
    at.kolwan = await placeId(t.db, [...PAUD, 'पौड', 'कोळवण']);
  });
  afterAll(() => t.close());

  it('the same unit deleted twice at once (a double click) leaves it once', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await addUnit(`दुहेरी ${round}`);
      const [a, b] = await Promise.all([
        call('PUT', '/sankalp/delete', { ids: [id] }),
        call('PUT', '/sankalp/delete', { ids: [id] }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().deleted + b.json().deleted).toBe(1);
    }
    await expectRollupsRebuilt();
  });

  it('two status changes of one unit at once: one is kept, the other refused', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await addUnit(`स्थिती ${round}`);
      const change = () =>
        call('PUT', '/sadyasthiti/change', {
          sankalp_id: id,
          status: 'closed',
          effective_date: isoDate(today),
          reason: 'चाचणी',
        });
      const codes = (await Promise.all([change(), change()])).map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 400]);
      const history = (await call('GET', `/sadyasthiti/history/${id}`)).json();
      expect(history.filter((h: { status: string }) => h.status === 'closed')).toHaveLength(1);
    }
    await expectRollupsRebuilt();
  });

  it('a unit moved while its month is saved takes its attendance along', async () => {
    const id = (await units())[0].sankalp_id;
    for (let round = 0; round < 6; round++) {
      const [moved, saved] = await Promise.all([
        moveTo(id, round % 2 ? at.village : at.kolwan),
        save(id, round + 1),
      ]);
      expect([moved.statusCode, saved.statusCode]).toEqual([200, 200]);
    }
    await expectRollupsRebuilt();
  });

  it('one unit moved to two places at once ends in one, with no negative attendance', async () => {
    const id = (await units())[1].sankalp_id;
    expect((await save(id, 7)).statusCode).toBe(200);
    for (let round = 0; round < 5; round++) {
      const codes = (await Promise.all([moveTo(id, at.village), moveTo(id, at.kolwan)])).map(
        (r) => r.statusCode,
      );
      expect(codes).toEqual([200, 200]);
    }
    await expectRollupsRebuilt();
  });
});
