import { entryOf } from './support/countBodies';
import { sql } from 'kysely';
import { festivalOf } from '../../src/domain/engine';
import { COUNT_FORMS, ekak } from '../../src/domain/modules';
import { financialYear, financialYearStart, monthRange } from '../../src/domain/modules/gathering';
import { assertSafeListen, isLoopbackHost, loadConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { storeOf } from '../../server/engine/repositories/registerStores';
import { writeTransaction } from '../../server/rollups/treeLock';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { callAsUid, KASBA, newUser, userRow } from './support/userHelpers';
import { ids as volunteerPlaces } from './support/volunteerRows';

/**
 * The second security review (issue 28): each finding refused, on PGlite and PostgreSQL. Its
 * first and third (no request holds the event loop) are measured in eventLoopHolds.test.ts.
 */
let t: TestApp;
let at: Awaited<ReturnType<typeof volunteerPlaces>>;
let paud: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000, userRateLimitPerMinute: 1_000_000 });
  at = await volunteerPlaces(t);
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
});
afterAll(() => t.close());

/** Units at कोलवण as the units' register stores them (the spec's add and the engine's alike). */
async function storeUnits(rows: Record<string, unknown>[], userId: number) {
  const { path } = await t.db.kysely
    .selectFrom('location')
    .select('path')
    .where('location_id', '=', at.kolwan)
    .executeTakeFirstOrThrow();
  const stored = rows.map((data) => ({
    location_id: at.kolwan,
    location_path: path,
    data,
    search_text: '',
    rollup_year: null,
    sums: null,
  }));
  return writeTransaction(t.db.kysely, (trx) =>
    storeOf(t.app.repos, ekak).insertMany(trx, ekak, stored, userId),
  );
}

describe('2. forged unit fields: closed bodies, named columns', () => {
  it('every request body of /openapi.json is a closed object at every level', async () => {
    const doc = (await t.call({ method: 'GET', url: `${API}/openapi.json` })).json();
    const open: string[] = [];
    const walk = (schema: Record<string, unknown> | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      // OpenAPI 3.0 writes JSON Schema's {type: 'null'} as a nullable object of enum [null]
      const onlyNull = JSON.stringify(schema.enum) === '[null]';
      const isObject = (schema.type === 'object' && !onlyNull) || schema.properties !== undefined;
      if (isObject && schema.additionalProperties !== false) open.push(where);
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      Object.entries(properties).forEach(([k, v]) => walk(v, `${where}.${k}`));
      walk(schema.items as Record<string, unknown>, `${where}[]`);
      for (const key of ['anyOf', 'oneOf', 'allOf'])
        ((schema[key] ?? []) as Record<string, unknown>[]).forEach((s) => walk(s, where));
    };
    let bodies = 0;
    for (const [path, operations] of Object.entries<Record<string, Record<string, never>>>(
      doc.paths,
    ))
      for (const [method, operation] of Object.entries(operations)) {
        const body = (operation as { requestBody?: { content: Record<string, { schema: never }> } })
          .requestBody?.content['application/json']?.schema;
        if (!body) continue;
        bodies += 1;
        walk(body, `${method.toUpperCase()} ${path}`);
      }
    expect(bodies).toBeGreaterThan(40);
    expect(open).toEqual([]);
  });

  const unitCount = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from sankalp`.execute(t.db.kysely)).rows[0].n,
    );
  const unit = { localized_name: 'पुनरावलोकन शाखा', ekak_type_id: 1, ekak_sub_type_id: 4 };

  it.each([
    ['a status', { status: 'closed' }],
    ['a creator', { created_by: 1 }],
    ['a creation time', { created_at: '2001-01-01T00:00:00Z' }],
    ['an id', { sankalp_id: 999_999 }],
    ['a deletion', { deleted_at: '2001-01-01T00:00:00Z' }],
  ])('POST /sankalp/addmulti refuses %s in a unit (400) and stores nothing', async (_n, forged) => {
    const before = await unitCount();
    const res = await t.call({
      method: 'POST',
      url: `${API}/sankalp/addmulti`,
      as: 'upkhand',
      payload: { location_id: at.kolwan, units: [{ ...unit, ...forged }] },
    });
    expect(res.statusCode).toBe(400);
    expect(await unitCount()).toBe(before);
  });

  it('PUT /sankalp/update refuses a deletion, a status or a creator (400, not 500); the unit stays', async () => {
    const added = await t.call({
      method: 'POST',
      url: `${API}/sankalp/addmulti`,
      as: 'upkhand',
      payload: { location_id: at.kolwan, units: [unit] },
    });
    const [id] = added.json().ids;
    for (const forged of [
      { deleted_at: '2001-01-01T00:00:00Z' },
      { status: 'closed' },
      { created_by: 1 },
    ]) {
      const res = await t.call({
        method: 'PUT',
        url: `${API}/sankalp/update`,
        as: 'upkhand',
        payload: { sankalp_id: id, location_id: at.kolwan, ...unit, ...forged },
      });
      expect(res.statusCode).toBe(400);
    }
    const now = await t.call({ method: 'GET', url: `${API}/sankalp/${id}`, as: 'upkhand' });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ status: 'active', localized_name: unit.localized_name });
  });

  it('the unit store writes only the named columns, whatever the object carries', async () => {
    const userId = (await userRow(t, 'upkhand@demo.test'))!.user_id;
    const forged = {
      ...unit,
      location_id: at.kolwan,
      status: 'closed',
      created_by: 1,
      created_at: '2001-01-01T00:00:00Z',
    };
    const [id] = await storeUnits([forged], userId);
    const stored = await t.db.kysely
      .selectFrom('sankalp')
      .select(['status', 'created_by', sql<string>`extract(year from created_at)`.as('year')])
      .where('sankalp_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'active', created_by: userId });
    expect(Number(stored.year)).toBeGreaterThan(2001);
  });
});

describe('4. a deleted user cannot ask for access again with a still-valid token', () => {
  it('POST /user/forApproval answers 403 USER_UNKNOWN and records nothing', async () => {
    const person = await newUser(t, KASBA);
    const created = await t.call({
      method: 'POST',
      url: `${API}/user`,
      as: 'bhag',
      payload: person,
    });
    const uid = t.identity.byEmail(person.email)!.uid;
    await t.call({
      method: 'PUT',
      url: `${API}/user/delete`,
      as: 'bhag',
      payload: { userIds: [created.json().user_id] },
    });
    const res = await callAsUid(t, uid, person.email, {
      method: 'POST',
      url: '/user/forApproval',
      payload: { name: person.name, phone: person.phone, location_id: person.location_id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_UNKNOWN');
    expect(await userRow(t, person.email)).toBeUndefined();
  });
});

describe('5. count forms refuse units not active in the period', () => {
  it('a unit started after the festival is not listed, and its record is refused naming it', async () => {
    const d = COUNT_FORMS.find((f) => f.name === 'utsav')!;
    const { as, body } = await entryOf(t, d);
    const festival = festivalOf('gurupujan')!;
    const { last } = monthRange(financialYearStart(new Date()), festival.month);
    const dayAfter = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString();
    const userId = (await userRow(t, 'upkhand@demo.test'))!.user_id;
    const name = 'नंतर सुरू झालेली शाखा';
    const [late] = await storeUnits(
      [
        {
          localized_name: name,
          ekak_type_id: 1,
          ekak_sub_type_id: 4,
          location_id: at.kolwan,
          start_date: dayAfter.slice(0, 10),
        },
      ],
      userId,
    );
    const listed = (
      await t.call({ method: 'POST', url: `${API}/utsav/list`, as, payload: body })
    ).json().subjects as { subject_id: number }[];
    expect(listed.map((s) => s.subject_id)).not.toContain(late);
    const res = await t.call({
      method: 'POST',
      url: `${API}/utsav/save`,
      as,
      payload: { ...body, records: [{ subject_id: late, version: 0, values: { praudh: 4 } }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe('app.countForm.error.notActive');
    expect(res.json().message).toContain(name);
    const stored = await sql`select 1 from count_record where subject_id = ${late}`.execute(
      t.db.kysely,
    );
    expect(stored.rows).toHaveLength(0);
  });
});

describe('6. with the Auth emulator the server listens only on a loopback address', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.5.6.7', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['example.org', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it('refuses to start on 0.0.0.0 with the emulator, before touching any database', async () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      DATA_DIR: '/nonexistent/never-created',
    });
    await expect(startServer(config)).rejects.toThrow(/loopback/);
    expect(() => assertSafeListen({ host: '0.0.0.0' })).not.toThrow();
  });
});

describe('9. अभियान गोषवारा answers at an उपखंड (spec §6: every user sees it)', () => {
  it("an उपखंड office's report is its own row, with the return it saved", async () => {
    const year = financialYear(new Date());
    const body = { locationId: paud, year };
    const post = (url: string, payload: object) =>
      t.call({ method: 'POST', url: `${API}${url}`, as: 'upkhand', payload });
    const [own] = (await post('/abhiyan-vrutta/list', body)).json().subjects;
    const saved = await post('/abhiyan-vrutta/save', {
      ...body,
      records: [
        {
          subject_id: own.subject_id,
          version: own.version,
          values: { households: 7, persons: 11 },
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const report = await post('/abhiyan-goshwara/report', body);
    expect(report.statusCode).toBe(200);
    expect(report.json().rows).toEqual([
      expect.objectContaining({
        location_id: paud,
        values: expect.objectContaining({ households: 7, persons: 11 }),
      }),
    ]);
  });
});

describe('8. विविध क्षेत्र वृत्त has its roll-up, at the root and at a विभाग', () => {
  it('sums what was entered per child place', async () => {
    const year = financialYear(new Date());
    const root = await placeId(t.db, []);
    const vibhag = await placeId(t.db, ['पुणे']);
    const post = (url: string, payload: object) =>
      t.call({ method: 'POST', url: `${API}${url}`, as: 'admin', payload });
    const subjects = (await post('/vividh-kshetra/list', { locationId: vibhag, year })).json()
      .subjects as { subject_id: number; version: number }[];
    const [first] = subjects;
    const saved = await post('/vividh-kshetra/save', {
      locationId: vibhag,
      year,
      confirmedUnusual: true,
      records: [
        {
          subject_id: first.subject_id,
          version: first.version,
          values: { vidyarthiProgrammes: 3, vidyarthiParticipants: 120 },
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const atRoot = await post('/vividh-kshetra/report', { locationId: root, year });
    expect(atRoot.statusCode).toBe(200);
    const atVibhag = await post('/vividh-kshetra/report', { locationId: vibhag, year });
    expect(atVibhag.statusCode).toBe(200);
    type Row = { location_id: number; values: Record<string, number> };
    const rows: Row[] = atVibhag.json().rows;
    expect(rows.find((r) => r.location_id === first.subject_id)!.values).toMatchObject({
      vidyarthiProgrammes: 3,
      vidyarthiParticipants: 120,
    });
    // the विभाग's row at the root is the sum of its places' rows
    const sum = (field: string) => rows.reduce((n, r) => n + (r.values[field] ?? 0), 0);
    const vibhagRow = (atRoot.json().rows as Row[]).find((r) => r.location_id === vibhag)!;
    expect(vibhagRow.values.vidyarthiParticipants).toBe(sum('vidyarthiParticipants'));
    expect(vibhagRow.values.vidyarthiProgrammes).toBe(sum('vidyarthiProgrammes'));
  });
});
