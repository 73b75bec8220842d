import { sql } from 'kysely';
import type { Catalogue, RegisterDeclaration } from '../../src/domain/engine';
import { financialYear } from '../../src/domain/modules/gathering';
import { karyakarta } from '../../src/domain/modules/karyakarta';
import { rebuildReportRollups } from '../../server/rollups';
import { validRecord, validUploadRow } from '../support/entitySamples';
import { rollupSnapshot } from './support/reportPlaces';
import { KEEP_DAYS } from '../../server/plugins/idempotency';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PAUD = ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड'];

let t: TestApp;
let catalogue: Catalogue;
let kolwan: number;
let paud: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  paud = await placeId(t.db, PAUD);
  kolwan = await placeId(t.db, [...PAUD, 'पौड', 'कोळवण']);
  catalogue = await t.app.repos.referenceData.catalogueLists();
});
afterAll(() => t.close());

let serial = 0;
/** A key no other test sent. */
const newKey = () => `test-key-${Date.now()}-${++serial}`;

const addWorker = (name: string, key: string | undefined, as = 'upkhand') =>
  t.call({
    method: 'POST',
    url: `${API}/karyakarta`,
    as,
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: { ...validRecord(karyakarta as RegisterDeclaration, kolwan, catalogue), name },
  });

const workersNamed = async (name: string) => {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from entity_record
    where entity = 'karyakarta' and deleted_at is null and data ->> 'name' = ${name}`.execute(
    t.db.kysely,
  );
  return rows[0]!.n;
};

describe('Idempotency-Key on writes (issue 26)', () => {
  it('stores a save once: a repeat gets the same answer and writes nothing', async () => {
    const key = newKey();
    const first = await addWorker('एकदाच जतन', key);
    expect(first.statusCode).toBe(201);
    const again = await addWorker('एकदाच जतन', key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await workersNamed('एकदाच जतन')).toBe(1);
  });

  it('refuses the same key with another request (422), writing nothing', async () => {
    const key = newKey();
    expect((await addWorker('पहिली विनंती', key)).statusCode).toBe(201);
    const other = await addWorker('दुसरी विनंती', key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await workersNamed('दुसरी विनंती')).toBe(0);
  });

  it('keeps nothing for a refused save: the corrected one may use its key', async () => {
    const key = newKey();
    const refused = await t.call({
      method: 'POST',
      url: `${API}/karyakarta`,
      as: 'upkhand',
      headers: { 'idempotency-key': key },
      payload: { location_id: kolwan },
    });
    expect(refused.statusCode).toBe(400);
    expect((await addWorker('दुरुस्त केलेली', key)).statusCode).toBe(201);
    expect(await workersNamed('दुरुस्त केलेली')).toBe(1);
  });

  it("keeps each user's keys apart, refuses a malformed key and leaves keyless writes alone", async () => {
    const key = newKey();
    expect((await addWorker('दोघांचे', key, 'upkhand')).statusCode).toBe(201);
    expect((await addWorker('दोघांचे', key, 'taluka')).statusCode).toBe(201);
    expect(await workersNamed('दोघांचे')).toBe(2);
    const bad = await addWorker('वाईट किल्ली', 'short');
    expect(bad.statusCode).toBe(400);
    expect(await workersNamed('वाईट किल्ली')).toBe(0);
    await addWorker('किल्लीविना', undefined);
    await addWorker('किल्लीविना', undefined);
    expect(await workersNamed('किल्लीविना')).toBe(2);
  });

  it('a gathering save replayed after its answer was lost: one save, roll-ups as rebuilt', async () => {
    const year = financialYear(new Date());
    const month = new Date().getMonth() + 1;
    const call = (url: string, payload: object, key?: string) =>
      t.call({
        method: 'POST',
        url: `${API}${url}`,
        as: 'admin',
        headers: key ? { 'idempotency-key': key } : {},
        payload,
      });
    const units = (await call('/sanghik/list', { locationId: paud, year, month })).json()
      .sankalp as { sankalp_id: number }[];
    const body = {
      locationId: paud,
      year,
      month,
      upstitiDataArray: [
        { sankalp_id: units[0]!.sankalp_id, sanghik_upstiti: { praudh: 7, tarun_vyavasayi: 3 } },
      ],
    };
    const key = newKey();
    const first = await call('/sanghik/add', body, key);
    expect(first.statusCode).toBe(200);
    const before = await rollupSnapshot(t.db);
    const replayed = await call('/sanghik/add', body, key);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toBe(first.body);
    expect(await rollupSnapshot(t.db)).toEqual(before);
    await t.db.kysely.transaction().execute((trx) => rebuildReportRollups(trx));
    expect(await rollupSnapshot(t.db)).toEqual(before);
  });
});

describe.runIf(onPostgres)('the same key sent twice at once (PostgreSQL)', () => {
  it('saves once; the other is told to ask again, then gets the answer', async () => {
    for (let round = 0; round < 5; round++) {
      const key = newKey();
      const name = `एकाच वेळी ${round}`;
      const answers = await Promise.all([addWorker(name, key), addWorker(name, key)]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(codes);
      const waiting = answers.find((a) => a.statusCode === 409);
      if (waiting) expect(waiting.json().code).toBe('IN_PROGRESS');
      const later = await addWorker(name, key);
      expect(later.statusCode).toBe(201);
      expect(await workersNamed(name)).toBe(1);
    }
  });
});

describe('kept keys', () => {
  it(`are forgotten after ${KEEP_DAYS} days, so the table does not grow for ever`, async () => {
    const key = newKey();
    expect((await addWorker('जुनी किल्ली', key)).statusCode).toBe(201);
    const aged = (days: number) =>
      sql`
      update idempotent_request set created_at = now() - ${days} * interval '1 day'
      where key = ${key}`.execute(t.db.kysely);
    await aged(KEEP_DAYS - 1);
    expect(await t.app.repos.idempotentRequests.prune(KEEP_DAYS)).toBe(0);
    expect((await addWorker('जुनी किल्ली', key)).headers['idempotent-replayed']).toBe('true');
    await aged(KEEP_DAYS + 1);
    expect(await t.app.repos.idempotentRequests.prune(KEEP_DAYS)).toBeGreaterThanOrEqual(1);
    expect((await addWorker('जुनी किल्ली', key)).headers['idempotent-replayed']).toBeUndefined();
  });

  // issue 44, point 8: a dry run stores nothing, its key and its (large) answer included
  it('are not kept for an upload dry run', async () => {
    const key = newKey();
    const rows = Array.from({ length: 50 }, (_, i) => ({
      ...validUploadRow(karyakarta as RegisterDeclaration),
      name: `तपासणी ${i}`,
    }));
    const check = (payload: object) =>
      t.call({
        method: 'POST',
        url: `${API}/karyakarta/upload/check`,
        as: 'upkhand',
        headers: { 'idempotency-key': key },
        payload,
      });
    const first = await check({ locationId: kolwan, rows });
    expect(first.statusCode).toBe(200);
    const { rows: kept } = await sql<{ n: number }>`
      select count(*)::int as n from idempotent_request where key = ${key}`.execute(t.db.kysely);
    expect(kept[0]!.n).toBe(0);
    // the same key with other rows is a new dry run, not a reused key (422)
    const second = await check({ locationId: kolwan, rows: rows.slice(1) });
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });
});
