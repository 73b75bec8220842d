import { countCallPath, periodNow } from './support/countBodies';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { festivalOf, maxLengthOf, type CountFormDeclaration } from '../../src/domain/engine';
import { COUNT_FORMS, REGISTERS, ekak } from '../../src/domain/modules';
import { financialYear, financialYearStart, monthRange } from '../../src/domain/gathering';
import { VOLUNTEER_FIELDS } from '../../src/domain/volunteer/columns';
import { BODY_LIMIT } from '../../server/bodyLimits';
import { assertSafeListen, isLoopbackHost, loadConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { writeTransaction } from '../../server/rollups/treeLock';
import { validRecord } from '../support/entitySamples';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { callAsUid, KASBA, newUser, userRow } from './support/userHelpers';
import { calls, ids as volunteerPlaces, row } from './support/volunteerRows';

/** The second security review (issue 28): each finding refused, on PGlite and PostgreSQL. */
let t: TestApp;
let at: Awaited<ReturnType<typeof volunteerPlaces>>;
let paud: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000, userRateLimitPerMinute: 1_000_000 });
  at = await volunteerPlaces(t);
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
});
afterAll(() => t.close());

const turn = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The work's answer and the longest the event loop was held meanwhile, in ms. The histogram's
 * timer must have fired once before the work (it measures from its last firing) and once after
 * it (a hold is recorded when the timer finally runs), hence the two short waits.
 */
async function longestBlock<T>(work: () => Promise<T>): Promise<{ result: T; blockedMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  try {
    await turn(3);
    const result = await work();
    await turn(3);
    return { result, blockedMs: delay.max / 1e6 };
  } finally {
    delay.disable();
  }
}

const HOLD_LIMIT_MS = 50;
/**
 * A 20 000-row body is parsed and schema-checked in one turn each (a few hundred ms on a busy
 * core); the rules' own 2–5.6 s are what the steps removed.
 */
const BULK_HOLD_LIMIT_MS = 1000;
// a hold is measured up to three times (steadyHold): 20 000 rows thrice on a busy machine
const BULK_TIMEOUT_MS = 120_000;

/**
 * The shortest of up to three holds of the same request: a rule that holds the loop does so every
 * time, while another worker taking the core (the suite runs two) does not. When even the
 * shortest is over the limit, the same request with a plain text of the same length is the
 * yardstick on a busy machine: parsing a body that size takes what it takes, while a rule that
 * backtracks on the hostile text holds the loop for seconds (2–5.6 s before the review's steps).
 */
async function steadyHold<T>(
  work: () => Promise<T>,
  limit: number,
  plainTwin?: () => Promise<unknown>,
): Promise<{ result: T; blockedMs: number; allowedMs: number }> {
  let best = await longestBlock(work);
  for (let attempt = 1; attempt < 3 && best.blockedMs >= limit; attempt += 1) {
    const again = await longestBlock(work);
    if (again.blockedMs < best.blockedMs) best = again;
  }
  if (best.blockedMs < limit || !plainTwin) return { ...best, allowedMs: limit };
  const plain = await longestBlock(plainTwin);
  return { ...best, allowedMs: Math.max(limit, PLAIN_FACTOR * plain.blockedMs) };
}
/** The same text as long, of plain letters. */
const plainOf = (text: string) => 'a'.repeat(text.length);
/** How much longer than a plain text of its length a hostile one may hold a busy loop. */
const PLAIN_FACTOR = 3;

it('measures a hold of the event loop (the measure itself can fail)', async () => {
  const { blockedMs } = await longestBlock(async () => {
    await null;
    // twice the limit and then some: a loaded machine has measured an 80 ms hold as under 70
    const until = performance.now() + 160;
    while (performance.now() < until);
  });
  expect(blockedMs).toBeGreaterThan(HOLD_LIMIT_MS * 2);
});

/** A text that made backtracking patterns stall: unclosed tags, as long as asked. */
const hostile = (length: number) => '<'.repeat(length);
/** The longest value that still fits the body beside the rest of it. */
const atBodyLimit = (rest: object) =>
  hostile(BODY_LIMIT - Buffer.byteLength(JSON.stringify(rest)) - 100);

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
    t.app.repos.unitRecords.insertMany(trx, ekak, stored, userId),
  );
}

describe('1. no request holds the server: every text bounded before any rule reads it', () => {
  // each route's first calls compile and plan what they need once: not a hold anyone can cause
  beforeAll(async () => {
    for (const d of REGISTERS) {
      const record = validRecord(d, at.kolwan);
      for (const payload of [record, { ...record, [d.fields[0].name]: atBodyLimit(record) }])
        await t.call({ method: 'POST', url: `${API}/${d.name}`, as: 'admin', payload });
    }
  });

  const registerCases = REGISTERS.flatMap((d) =>
    d.fields.map((f) => [d.name, f.name, f.type, d, f] as const),
  );
  it.each(registerCases)('%s.%s (%s) at the body limit and at its own length', async (...c) => {
    const [, , , d, field] = c;
    const record = validRecord(d, at.kolwan);
    const values = [atBodyLimit(record), hostile(maxLengthOf(field) ?? 20_000)];
    for (const value of values) {
      const post = (text: string) => () =>
        t.call({
          method: 'POST',
          url: `${API}/${d.name}`,
          as: 'admin',
          payload: { ...record, [field.name]: text },
        });
      const { result, blockedMs, allowedMs } = await steadyHold(
        post(value),
        HOLD_LIMIT_MS,
        post(plainOf(value)),
      );
      expect([201, 400]).toContain(result.statusCode);
      expect(blockedMs).toBeLessThan(allowedMs);
    }
  });

  const volunteerCases = VOLUNTEER_FIELDS.map((f) => [f.name, f.type] as const);
  it.each(volunteerCases)('volunteer %s (%s) at the body limit', async (name) => {
    const volunteer = (await calls(t).list('upkhand', { location_id: at.kolwan })).json()[0];
    const update = [{ ...row(), id: volunteer.id, [name]: '' }];
    const check = { selectedLocation: at.kolwan, swayamsevaks: [{ ...row(), [name]: '' }] };
    for (const [method, url, body, place] of [
      ['PUT', '/swayamsevak/update', update, update[0]],
      ['POST', '/swayamsevak/add/check', check, check.swayamsevaks[0]],
    ] as const) {
      const value = atBodyLimit(body);
      const send = (text: string) => () => {
        (place as Record<string, unknown>)[name] = text;
        return t.call({ method, url: `${API}${url}`, as: 'upkhand', payload: body });
      };
      const { result, blockedMs, allowedMs } = await steadyHold(
        send(value),
        HOLD_LIMIT_MS,
        send(plainOf(value)),
      );
      expect(result.statusCode).toBe(400);
      expect(blockedMs).toBeLessThan(allowedMs);
    }
  });

  const countCases = COUNT_FORMS.flatMap((d) =>
    d.fields.map((f) => [d.name, f.name, f.type, d, f] as const),
  );
  it.each(countCases)('count form %s.%s (%s) at the body limit', async (...c) => {
    const [, , , d, field] = c;
    const { as, locationId, body } = await entryOf(d);
    const subjects = (
      await t.call({ method: 'POST', url: `${API}${countCallPath(d, 'list')}`, as, payload: body })
    ).json().subjects;
    const payload = {
      ...body,
      records: [{ subject_id: subjects[0].subject_id, version: subjects[0].version, values: {} }],
    };
    const value = atBodyLimit(payload);
    const save = (text: string) => () => {
      payload.records[0].values = { [field.name]: text } as never;
      return t.call({ method: 'POST', url: `${API}${countCallPath(d, 'save')}`, as, payload });
    };
    const { result, blockedMs, allowedMs } = await steadyHold(
      save(value),
      HOLD_LIMIT_MS,
      save(plainOf(value)),
    );
    expect(result.statusCode, `${locationId}`).toBe(400);
    expect(blockedMs).toBeLessThan(allowedMs);
  });
});

/** Who enters a count form where, and the period body of its list and save. */
async function entryOf(d: CountFormDeclaration) {
  const atRoot = !d.entryLevels.includes(8);
  const locationId = atRoot ? await placeId(t.db, []) : paud;
  const as = atRoot ? 'admin' : d.access.userLevels?.includes(6) ? 'taluka' : 'upkhand';
  return { as, locationId, body: { locationId, ...periodNow(d) } };
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

describe('3. the upload dry run and the valid-rows save answer others meanwhile', () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      row({ firstName: `पडताळणी${i}`, mobile: `9${String(i).padStart(9, '0')}` }),
    );

  it(
    'checks 20 000 rows without holding the event loop a second',
    async () => {
      const body = { selectedLocation: at.kolwan, swayamsevaks: rows(20_000) };
      const { result, blockedMs } = await steadyHold(
        () => calls(t).check('upkhand', body),
        BULK_HOLD_LIMIT_MS,
      );
      expect(result.statusCode).toBe(200);
      expect(result.json()).toMatchObject({ total: 20_000, valid: 20_000 });
      // the body's JSON parse and schema pass are one turn each; the rules are stepped
      expect(blockedMs).toBeLessThan(BULK_HOLD_LIMIT_MS);
    },
    BULK_TIMEOUT_MS,
  );

  it(
    'saves only the valid of 20 000 rows the same way',
    async () => {
      const sheet = rows(20_000);
      sheet[7] = { ...sheet[7], mobile: '12' };
      const body = { selectedLocation: at.kolwan, swayamsevaks: sheet, onlyValid: true };
      const { result, blockedMs } = await steadyHold(
        () => calls(t).add('upkhand', body),
        BULK_HOLD_LIMIT_MS,
      );
      expect(result.statusCode).toBe(200);
      expect(result.json()).toMatchObject({ count: 19_999, skipped: [9] });
      expect(blockedMs).toBeLessThan(BULK_HOLD_LIMIT_MS);
    },
    BULK_TIMEOUT_MS,
  );
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
    const { as, body } = await entryOf(d);
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
