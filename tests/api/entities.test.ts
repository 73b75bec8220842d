import { enteredFields, type Catalogue, type RegisterDeclaration } from '../../src/domain/engine';
import { MODULES } from '../../src/domain/modules';
import { badValues, validRecord } from '../support/entitySamples';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

let t: TestApp;
let catalogue: Catalogue;
let kolwan: number;
let paud: number;
const PAUD = ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड'];

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  paud = await placeId(t.db, PAUD);
  kolwan = await placeId(t.db, [...PAUD, 'पौड', 'कोळवण']);
  catalogue = await t.app.repos.referenceData.catalogueLists();
});
afterAll(() => t.close());

const registers = MODULES.filter((d) => d.kind === 'register');

/** A demo account that may write the module at कोळवण (the admin for admin-only modules). */
const writerOf = (d: RegisterDeclaration) =>
  d.access.adminOnly
    ? 'admin'
    : !d.access.userLevels || d.access.userLevels.includes(8)
      ? 'upkhand'
      : 'taluka';

/** The register's stored records, deleted ones too (in its store's table). */
const count = async (d: RegisterDeclaration) =>
  Number(
    (d.store === 'volunteers'
      ? await t.db.kysely
          .selectFrom('volunteer')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      : await t.db.kysely
          .selectFrom('entity_record')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('entity', '=', d.name)
          .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(registers.map((d) => [d.name, d] as const))('%s', (name, d) => {
  const as = writerOf(d);
  const url = `${API}/${name}`;

  it('adds, reads, lists with Content-Range, changes with its version, keeps history, deletes', async () => {
    const created = await t.call({
      method: 'POST',
      url,
      as,
      payload: validRecord(d, kolwan, catalogue),
    });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ version: 1, location_id: kolwan, place: 'कोळवण गाव' });

    expect((await t.call({ method: 'GET', url: `${url}/${record.id}`, as })).json()).toEqual(
      record,
    );
    const filter = encodeURIComponent(JSON.stringify({ location_id: paud }));
    const list = await t.call({ method: 'GET', url: `${url}?filter=${filter}&range=[0,9]`, as });
    expect(list.headers['content-range']).toMatch(new RegExp(`^${name} 0-\\d+/\\d+$`));
    expect(list.json().map((r: { id: number }) => r.id)).toContain(record.id);

    const { id, version, place, created_at, updated_at, updated_by_name, ...values } = record;
    void [place, created_at, updated_at, updated_by_name];
    const changed = await t.call({
      method: 'PUT',
      url: `${url}/${id}`,
      as,
      payload: { ...values, version },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().version).toBe(2);
    const stale = await t.call({
      method: 'PUT',
      url: `${url}/${id}`,
      as,
      payload: { ...values, version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE');

    if (d.tracked) {
      const history = await t.call({ method: 'GET', url: `${url}/${id}/history`, as });
      expect(history.json().map((h: { version: number }) => h.version)).toEqual([1, 2]);
    }
    expect((await t.call({ method: 'DELETE', url: `${url}/${id}`, as })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${url}/${id}`, as })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${url}/${id}`, as })).statusCode).toBe(404);
  });

  // a field that depends on another is checked with that other field set so that it applies
  const withField = (field: string, value: unknown) => {
    const dependsOn = d.fields.find((f) => f.name === field)?.dependsOn;
    const on = dependsOn ? { [dependsOn.field]: dependsOn.oneOf[0] } : {};
    return { ...validRecord(d, kolwan, catalogue), ...on, [field]: value };
  };
  const cases = enteredFields(d).flatMap((field) =>
    badValues(field, d).map(
      ([value, key]) => [field.name, JSON.stringify(value).slice(0, 24), key, value] as const,
    ),
  );
  it.each(cases)(
    'refuses %s = %s with %s, naming the field, storing nothing',
    async (field, _shown, key, value) => {
      const before = await count(d);
      const res = await t.call({ method: 'POST', url, as, payload: withField(field, value) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error[0]).toMatchObject({ field, key });
      expect(res.json().message).toMatch(/[\u0900-\u097F]/);
      expect(await count(d)).toBe(before);
    },
  );

  it('refuses an unknown field and a missing version', async () => {
    const unknown = await t.call({
      method: 'POST',
      url,
      as,
      payload: { ...validRecord(d, kolwan, catalogue), secret: 1 },
    });
    expect(unknown.json().error[0]).toMatchObject({
      field: 'secret',
      key: 'app.entity.validation.unknown',
    });
    const created = (
      await t.call({ method: 'POST', url, as, payload: validRecord(d, kolwan, catalogue) })
    ).json();
    const res = await t.call({
      method: 'PUT',
      url: `${url}/${created.id}`,
      as,
      payload: validRecord(d, kolwan, catalogue),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({ field: 'version' });
  });

  it('answers 401 without a token and 403 to a user of another area', async () => {
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    const created = (
      await t.call({ method: 'POST', url, as, payload: validRecord(d, kolwan, catalogue) })
    ).json();
    const res = await t.call({ method: 'GET', url: `${url}/${created.id}`, as: 'nagar' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(d.access.adminOnly ? 'ADMIN_ONLY' : 'OUT_OF_SCOPE');
  });
});

describe('one write path: the save owns its transaction (issue 22)', () => {
  const d = registers.find((r) => r.name === 'karyakram')!;
  const url = `${API}/${d.name}`;
  /** A new record at कोळवण, and a change of it at the version it was created with. */
  const createdAtKolwan = async () => {
    const created = (
      await t.call({
        method: 'POST',
        url,
        as: 'upkhand',
        payload: validRecord(d, kolwan, catalogue),
      })
    ).json();
    const { id, version, place, created_at, updated_at, updated_by_name, ...values } = created;
    void [place, created_at, updated_at, updated_by_name];
    const change = () =>
      t.call({
        method: 'PUT',
        url: `${url}/${id}`,
        as: 'upkhand',
        payload: { ...values, version },
      });
    return { id: id as number, change };
  };

  it('lets one of two changes at the same version through and answers the other 409', async () => {
    const { id, change } = await createdAtKolwan();
    const answers = await Promise.all([change(), change(), change()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await t.call({ method: 'GET', url: `${url}/${id}`, as: 'upkhand' });
    expect(after.json().version).toBe(2);
  });

  it('answers a change of a record deleted meanwhile 404, and nothing is written', async () => {
    const { id, change } = await createdAtKolwan();
    const [removed, changed] = await Promise.all([
      t.call({ method: 'DELETE', url: `${url}/${id}`, as: 'upkhand' }),
      change(),
    ]);
    expect(removed.statusCode).toBe(200);
    // the change either ran first (then the delete removed version 2) or found nothing
    expect([200, 404]).toContain(changed.statusCode);
    expect((await t.call({ method: 'GET', url: `${url}/${id}`, as: 'upkhand' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a place outside the writer’s area inside the save: nothing is stored', async () => {
    const before = await count(d);
    const kolhapur = await placeId(t.db, [
      'कोल्हापूर',
      'दक्षिण कोल्हापूर',
      'करवीर',
      'कोपार्डे',
      'कोपार्डे',
      'कोपार्डे',
    ]);
    const res = await t.call({
      method: 'POST',
      url,
      as: 'upkhand',
      payload: validRecord(d, kolhapur),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OUT_OF_SCOPE');
    expect(await count(d)).toBe(before);
  });
});

describe('the OpenAPI document', () => {
  it.each(registers.map((d) => [d.name, d] as const))(
    'describes %s: its paths and the declared fields with their bounds',
    async (name, d) => {
      const doc = (await t.call({ method: 'GET', url: `${API}/openapi.json` })).json();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([`${API}/${name}`, `${API}/${name}/{id}`]),
      );
      const body = doc.paths[`${API}/${name}`].post.requestBody.content['application/json'].schema;
      expect(Object.keys(body.properties)).toEqual(d.fields.map((f) => f.name));
      expect(body.additionalProperties).toBe(false);
      const text = d.fields.find((f) => f.type === 'text')!;
      expect(body.properties[text.name].maxLength).toBe(text.maxLength ?? 200);
    },
  );
});

describe('rules of particular modules', () => {
  it('keeps a seva-vasti only at a vasti, gaon or nagar', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${API}/seva-vasti`,
      as: 'upkhand',
      payload: {
        ...validRecord(
          registers.find((d) => d.name === 'seva-vasti')!,
          paud,
        ),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({
      field: 'location_id',
      key: 'app.entity.validation.placeLevel',
    });
  });

  it('refuses every call of a non-admin to the admin-only list', async () => {
    for (const [method, url] of [
      ['GET', '/anukul-vyakti'],
      ['POST', '/anukul-vyakti'],
    ] as const) {
      const res = await t.call({ method, url: `${API}${url}`, as: 'bhag', payload: {} });
      expect(res.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    }
  });

  it('refuses the read-only user every write', async () => {
    const d = registers.find((x) => x.name === 'karyakarta')!;
    const res = await t.call({
      method: 'POST',
      url: `${API}/karyakarta`,
      as: 'reader',
      payload: validRecord(d, kolwan, catalogue),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('WRITE_FORBIDDEN');
  });

  it('stores a story with its formatting and without scripts or event handlers', async () => {
    const d = registers.find((x) => x.name === 'yashogatha')!;
    const story =
      '<p><strong>ठळक</strong> कथा<script>alert(1)</script><img src=x onerror="alert(2)"></p>';
    const res = await t.call({
      method: 'POST',
      url: `${API}/yashogatha`,
      as: 'upkhand',
      payload: { ...validRecord(d, kolwan, catalogue), story },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().story).toBe('<p><strong>ठळक</strong> कथा</p>');
  });

  it('searches, filters and sorts the list', async () => {
    const d = registers.find((x) => x.name === 'karyakram')!;
    const add = (title: string, men: number, programmeType: string) =>
      t.call({
        method: 'POST',
        url: `${API}/karyakram`,
        as: 'upkhand',
        payload: { ...validRecord(d, kolwan, catalogue), title, men, programmeType },
      });
    await add('शोधायचा मेळावा', 30, 'melava');
    await add('शोधायची सभा', 70, 'sabha');
    const list = async (filter: object, sort = ['men', 'DESC']) =>
      (
        await t.call({
          method: 'GET',
          url: `${API}/karyakram?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}`,
          as: 'upkhand',
        })
      ).json() as { title: string }[];
    expect((await list({ q: 'शोधाय' })).map((r) => r.title)).toEqual([
      'शोधायची सभा',
      'शोधायचा मेळावा',
    ]);
    expect((await list({ q: 'शोधाय', programmeType: 'melava' })).map((r) => r.title)).toEqual([
      'शोधायचा मेळावा',
    ]);
    const bad = await t.call({
      method: 'GET',
      url: `${API}/karyakram?sort=${encodeURIComponent('["secret","ASC"]')}`,
      as: 'upkhand',
    });
    expect(bad.statusCode).toBe(400);
  });
});
