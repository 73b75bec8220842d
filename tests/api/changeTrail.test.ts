import { sql } from 'kysely';
import { TRAIL_IGNORED } from '../../server/migrations/031_change_trail';
import type { ChangeEntry } from '../../src/domain/changes';
import type { Catalogue, RegisterDeclaration } from '../../src/domain/engine';
import { MODULES } from '../../src/domain/modules';
import { financialYear } from '../../src/domain/modules/gathering';
import { validRecord } from '../support/entitySamples';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { calls, row } from './support/volunteerRows';

// issue 48 §3: one trail of who changed what, written with every save, read inside one's area
let t: TestApp;
let catalogue: Catalogue;
let paud: number;
let kolwan: number;
const PAUD = ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड'];
const register = (name: string) => MODULES.find((d) => d.name === name) as RegisterDeclaration;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  paud = await placeId(t.db, PAUD);
  kolwan = await placeId(t.db, [...PAUD, 'पौड', 'कोळवण']);
  catalogue = await t.app.repos.referenceData.catalogueLists();
});
afterAll(() => t.close());

const changes = async (as: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  return t.call({ method: 'GET', url: `${API}/changes?${search}`, as });
};
const rowsOf = async (as: string, query: Record<string, string | number>) => {
  const res = await changes(as, query);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: ChangeEntry[]; total: number };
};

/** A कार्यकर्ता added at कोळवण and its responsibility changed, as उपखंड through the screen. */
async function addAndChange(responsibility: string) {
  const url = `${API}/karyakarta`;
  const headers = { 'x-via': 'screen' };
  const payload = {
    ...validRecord(register('karyakarta'), kolwan, catalogue),
    responsibility: 'जुने',
  };
  const created = await t.call({ method: 'POST', url, as: 'upkhand', headers, payload });
  expect(created.statusCode).toBe(201);
  const { id, version } = created.json();
  const changed = await t.call({
    method: 'PUT',
    url: `${url}/${id}`,
    as: 'upkhand',
    headers,
    payload: { ...payload, responsibility, version },
  });
  expect(changed.statusCode).toBe(200);
  return String(id);
}

describe('the change trail', () => {
  it('keeps each field a save changed, before and after, who, when and through what', async () => {
    const id = await addAndChange('प्रमुख');
    const { data, total } = await rowsOf('taluka', { module: 'karyakarta', recordId: id });
    const change = data.find((c) => c.field === 'responsibility' && c.before === 'जुने');
    expect(change).toMatchObject({
      module: 'karyakarta',
      recordId: id,
      placeId: kolwan,
      placeName: 'कोळवण गाव',
      after: 'प्रमुख',
      who: 'उपखंड कार्यालय',
      via: 'screen',
    });
    // the first save: every field it filled, from nothing
    const added = data.filter((c) => c.before === null);
    expect(added.map((c) => c.field)).toEqual(expect.arrayContaining(['name', 'responsibility']));
    // an unchanged field is not repeated by the second save
    expect(data.filter((c) => c.field === 'name')).toHaveLength(1);
    expect(total).toBe(data.length);
    expect(new Date(change!.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps nothing of a refused save', async () => {
    const id = await addAndChange('सचिव');
    const before = (await rowsOf('upkhand', { module: 'karyakarta', recordId: id })).total;
    const stale = await t.call({
      method: 'PUT',
      url: `${API}/karyakarta/${id}`,
      as: 'upkhand',
      payload: { ...validRecord(register('karyakarta'), kolwan, catalogue), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await rowsOf('upkhand', { module: 'karyakarta', recordId: id })).total).toBe(before);
  });

  it('shows only changes inside the caller’s area, and refuses a place outside it', async () => {
    const id = await addAndChange('कोषाध्यक्ष');
    const kasba = await rowsOf('nagar', { module: 'karyakarta', recordId: id });
    expect(kasba).toEqual({ data: [], total: 0 });
    const outside = await changes('nagar', { placeId: paud });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('OUT_OF_SCOPE');
    const jilha = await rowsOf('jilha', { placeId: paud, module: 'karyakarta', recordId: id });
    expect(jilha.total).toBeGreaterThan(0);
  });

  // on PostgreSQL an upload's rows are COPY'd (issue 44, point 15): the trail follows them too
  it('keeps every row of an upload, who and through what', async () => {
    const volunteers = calls(t);
    const rows = Array.from({ length: 1200 }, (_, i) => row({ firstName: `माग${i}` }));
    const added = await volunteers.add('upkhand', { selectedLocation: kolwan, swayamsevaks: rows });
    expect(added.json().count).toBe(1200);
    const listed = (await volunteers.list('upkhand', { location_id: kolwan })).json() as {
      id: number;
      firstName: string;
    }[];
    const last = listed.find((v) => v.firstName === 'माग1199')!;
    const { data } = await rowsOf('upkhand', { module: 'swayamsevak', recordId: last.id });
    expect(data.find((c) => c.field === 'firstName')).toMatchObject({
      before: null,
      after: 'माग1199',
      placeId: kolwan,
      who: 'उपखंड कार्यालय',
      via: 'api',
    });
    const trailed = await sql<{ n: number }>`
      select count(distinct record_id)::int as n from change_log
      where module = 'swayamsevak' and op = 'I' and changes->>'firstName' like 'माग%'`.execute(
      t.db.kysely,
    );
    expect(trailed.rows[0]!.n).toBe(1200);
  });

  it('keeps an admin-only module’s changes from those who may not read it', async () => {
    const d = register('anukul-vyakti');
    const created = await t.call({
      method: 'POST',
      url: `${API}/${d.name}`,
      as: 'admin',
      payload: validRecord(d, kolwan, catalogue),
    });
    expect(created.statusCode).toBe(201);
    const query = { module: d.name, recordId: String(created.json().id) };
    expect((await rowsOf('taluka', query)).total).toBe(0);
    const admin = await rowsOf('admin', query);
    expect(admin.data[0]).toMatchObject({ who: 'प्रशासक', via: 'api' });
  });

  it('keeps a festival return’s old figures on every save', async () => {
    const body = { locationId: paud, year: financialYear(new Date()), festival: 'gurupujan' };
    const listed = await t.call({
      method: 'POST',
      url: `${API}/utsav/list`,
      as: 'taluka',
      payload: body,
    });
    const unit = (
      listed.json().subjects as { subject_id: number; ekak_sub_type_id: number }[]
    ).find((s) => [4, 8].includes(s.ekak_sub_type_id))!;
    const save = (praudh: number, version: number) =>
      t.call({
        method: 'POST',
        url: `${API}/utsav/save`,
        as: 'taluka',
        payload: {
          ...body,
          records: [{ subject_id: unit.subject_id, version, values: { praudh } }],
        },
      });
    expect((await save(12, 0)).statusCode).toBe(200);
    expect((await save(15, 1)).statusCode).toBe(200);
    const { data } = await rowsOf('taluka', { module: 'utsav' });
    const praudh = data.filter((c) => c.field === 'praudh').map((c) => [c.before, c.after]);
    expect(praudh.slice(0, 2)).toEqual([
      [12, 15],
      [null, 12],
    ]);
    // the unit's own place (a village below पौड), where its figures are kept
    const { location_id } = await t.db.kysely
      .selectFrom('sankalp')
      .select('location_id')
      .where('sankalp_id', '=', unit.subject_id)
      .executeTakeFirstOrThrow();
    expect(data[0]).toMatchObject({ who: 'तालुका कार्यालय', placeId: location_id });
  });

  it('pages the trail newest first', async () => {
    await addAndChange('सदस्य');
    const first = await rowsOf('taluka', { module: 'karyakarta', perPage: 2, page: 1 });
    const second = await rowsOf('taluka', { module: 'karyakarta', perPage: 2, page: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.total).toBeGreaterThan(4);
    expect(second.total).toBe(first.total);
    const ids = [...first.data, ...second.data].map((c) => Number(c.id.split(':')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('what the trail keeps of a table', () => {
  it('names every column of every trailed table, its bookkeeping aside (a column added later needs its function made again)', async () => {
    const { rows } = await sql<{ table: string; column: string; source: string }>`
      select c.relname as table, a.attname as column, pg_get_functiondef(p.oid) as source
      from pg_trigger tg
      join pg_class c on c.oid = tg.tgrelid
      join pg_proc p on p.oid = tg.tgfoid
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where tg.tgname like '%trail_insert'`.execute(t.db.kysely);
    expect(new Set(rows.map((r) => r.table)).size).toBe(12);
    const untrailed = rows.filter(
      (r) =>
        !TRAIL_IGNORED.includes(r.column) && !r.source.includes(`'${r.column}', x."${r.column}"`),
    );
    expect(untrailed.map((r) => `${r.table}.${r.column}`)).toEqual([]);
  });
});
