import { sql } from 'kysely';
import { financialYear } from '../../src/domain/modules/gathering';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { moduleHash } from './support/moduleHash';
import { campaignReturn, projectRegister } from './support/definitions';

/** Modules an administrator defines in the browser (issue 24): their changes and calls. */
let t: TestApp;
const year = financialYear(new Date());
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  ids.mulshi = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी']);
  ids.paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  as: string,
  payload?: object,
) => t.call({ method, url: `${API}${url}`, as, ...(payload ? { payload } : {}) });

/** A record as a form sends it back: its values and version, not what the server adds. */
function sentBack(record: Record<string, unknown>) {
  const { id, place, created_at, updated_at, updated_by_name, ...values } = record;
  void [id, place, created_at, updated_at, updated_by_name];
  return values;
}

async function published(definition: { name: string } & Record<string, unknown>) {
  expect((await call('POST', '/modules', 'admin', definition)).statusCode).toBe(201);
  const answer = await call('POST', `/modules/${definition.name}/publish`, 'admin');
  expect(answer.statusCode).toBe(200);
  return answer.json() as { version: number };
}

describe('changing definitions: admin only, each refusal naming the member', () => {
  it('refuses every change to a non-admin with 403, and lets every signed-in user read', async () => {
    const draft = projectRegister('seva-prakalp-x');
    for (const as of ['taluka', 'upkhand', 'reader']) {
      expect((await call('POST', '/modules', as, draft)).statusCode).toBe(403);
      expect((await call('PUT', '/modules/seva-prakalp-x', as, draft)).statusCode).toBe(403);
      expect((await call('POST', '/modules/yashogatha/publish', as)).statusCode).toBe(403);
      expect((await call('POST', '/modules/yashogatha/retire', as)).statusCode).toBe(403);
      expect((await call('GET', '/modules', as)).statusCode).toBe(200);
    }
    expect((await call('GET', '/modules?all=1', 'admin')).json().drafts).toEqual([]);
  });

  it.each([
    ['a name of the code', { ...projectRegister('x'), name: 'yashogatha' }, '/name'],
    [
      'an unknown field type',
      { ...projectRegister('p-type'), fields: [{ name: 'a', type: 'colour', section: 'main' }] },
      '/fields/0/type',
    ],
    ['a misspelt member', { ...projectRegister('p-typo'), tracekd: true }, '/tracekd'],
    ['a member only the code has', { ...projectRegister('p-store'), store: 'units' }, '/store'],
    [
      'a field in no section',
      { ...projectRegister('p-section'), sections: ['other'] },
      '/fields/title',
    ],
    ['a name past 60 characters', { ...projectRegister('p-long'), name: 'a'.repeat(61) }, '/name'],
    // issue 44, point 4: names every object has
    ['a module named constructor', { ...projectRegister('p-obj'), name: 'constructor' }, '/name'],
    [
      'a menu id taken',
      { ...projectRegister('p-menu'), menu: { id: 'yashogatha', parent: 'application', order: 1 } },
      '/',
    ],
  ])('refuses %s with 400 naming the member', async (_, definition, field) => {
    const answer = await call('POST', '/modules', 'admin', definition);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error[0].field).toBe(field);
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty'])(
    'refuses a field named %s (every object has one) with 400 naming it',
    async (key) => {
      const draft = projectRegister(`p-${key.toLowerCase()}`);
      const fields = [{ ...(draft.fields as object[])[0], name: key }];
      const answer = await call('POST', '/modules', 'admin', { ...draft, fields });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error[0].field).toBe('/fields/0/name');
    },
  );

  // issue 44, point 5: the app's own calls and screens, read from its route tables
  it.each(['user', 'geo', 'health', 'ops', 'dev', 'modules', 'pages', 'dashboard'])(
    'refuses a module named %s (the app’s own calls or screens) with 400 naming /name',
    async (name) => {
      const answer = await call('POST', '/modules', 'admin', projectRegister(name));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error[0].field).toBe('/name');
    },
  );

  it.each(['/pages/login', '/user/list', '/geo/import', '/user/new-list'])(
    'refuses a register whose list is at %s (an app screen or under one) with 400',
    async (path) => {
      const draft = { ...projectRegister('p-screen'), routes: { list: [path] } };
      const answer = await call('POST', '/modules', 'admin', draft);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error[0].field).toBe('/routes');
    },
  );

  // issue 44, point 3: a definition is bounded where it is taken, in the schema and in size
  it('refuses a definition past its bounds with 400 naming where, and says the bounds in its schema', async () => {
    const draft = projectRegister('p-bounds');
    const field = (i: number) => ({ name: `f${i}`, type: 'integer', section: 'main' });
    const refusedAt = async (definition: object) => {
      const answer = await call('POST', '/modules', 'admin', definition);
      expect(answer.statusCode).toBe(400);
      return answer.json().error[0].field as string;
    };
    const many = [...draft.fields, ...Array.from({ length: 301 }, (_, i) => field(i))];
    expect(await refusedAt({ ...draft, fields: many })).toBe('/fields');
    const choices = Array.from({ length: 501 }, (_, i) => `c${i}`);
    const withChoices = [{ ...draft.fields[2], choices }, ...draft.fields.slice(0, 2)];
    expect(await refusedAt({ ...draft, fields: withChoices })).toBe('/fields/0/choices');
    const longWord = { ...draft.labels, mr: { ...draft.labels.mr, name: 'अ'.repeat(1001) } };
    expect(await refusedAt({ ...draft, labels: longWord })).toBe('/labels/mr/name');
    // under every count but larger than 512 KiB as JSON: refused with the builder's words
    const wide = Array.from({ length: 6 }, (_, i) => ({
      name: `k${i}`,
      type: 'select',
      section: 'main',
      choices: Array.from({ length: 500 }, (_, j) => `${'च'.repeat(60)}${j}`),
    }));
    const big = await call('POST', '/modules', 'admin', {
      ...draft,
      fields: [...draft.fields, ...wide],
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().error[0]).toMatchObject({ field: '/' });
    expect(big.json().error[0].message).toContain('KB');
    const schema = (await call('GET', '/modules/schema', 'admin')).json();
    expect(schema.definitions.register.properties.fields.maxItems).toBe(300);
  });

  it('creates a draft (201), refuses its name twice, and changes it with PUT', async () => {
    const draft = projectRegister('seva-draft');
    expect((await call('POST', '/modules', 'admin', draft)).statusCode).toBe(201);
    const again = await call('POST', '/modules', 'admin', draft);
    expect([again.statusCode, again.json().error[0].field]).toEqual([400, '/name']);
    const renamed = { ...draft, labels: { mr: { ...draft.labels.mr, name: 'प्रकल्प' } } };
    expect((await call('PUT', '/modules/seva-draft', 'admin', renamed)).statusCode).toBe(200);
    const all = (await call('GET', '/modules?all=1', 'admin')).json();
    expect(all.drafts.find((d: { name: string }) => d.name === 'seva-draft').labels.mr.name).toBe(
      'प्रकल्प',
    );
    // a draft is nobody's module yet: not listed, its calls unknown
    expect(
      (await call('GET', '/modules', 'admin')).json().modules.map((m: { name: string }) => m.name),
    ).not.toContain('seva-draft');
    expect((await call('GET', '/seva-draft', 'admin')).statusCode).toBe(404);
    expect(
      (await call('PUT', '/modules/nothing-here', 'admin', { ...draft, name: 'nothing-here' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a register defined in the browser', () => {
  it('is served by the generic calls once published: scope, rules, history, the version kept', async () => {
    expect((await published(projectRegister('seva-prakalp'))).version).toBe(1);
    const listed = (await call('GET', '/modules', 'upkhand')).json().modules;
    expect(listed.find((m: { name: string }) => m.name === 'seva-prakalp')).toMatchObject({
      version: 1,
      state: 'published',
    });
    const add = (as: string, body: object) => call('POST', '/seva-prakalp', as, body);
    const created = await add('upkhand', {
      title: 'आरोग्य शिबीर',
      location_id: ids.paud,
      kind: 'health',
      served: 40,
    });
    expect(created.statusCode).toBe(201);
    const bad = await add('upkhand', { title: '', location_id: ids.paud, served: 4000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.map((e: { field: string }) => e.field)).toContain('served');
    expect((await add('reader', { title: 'x', location_id: ids.paud })).statusCode).toBe(403);
    const { id } = created.json();
    const listedRecords = await call(
      'GET',
      `/seva-prakalp?filter=${encodeURIComponent(JSON.stringify({ location_id: ids.paud }))}`,
      'upkhand',
    );
    expect(listedRecords.json().map((r: { title: string }) => r.title)).toEqual(['आरोग्य शिबीर']);
    const changed = await call('PUT', `/seva-prakalp/${id}`, 'upkhand', {
      ...sentBack(created.json()),
      served: 55,
    });
    expect(changed.json().served).toBe(55);
    expect((await call('GET', `/seva-prakalp/${id}/history`, 'upkhand')).json()).toHaveLength(2);
    const stored = await sql<{
      module_version: number;
    }>`select module_version from entity_record where id = ${id}`.execute(t.db.kysely);
    expect(stored.rows[0]!.module_version).toBe(1);
    expect((await call('DELETE', `/seva-prakalp/${id}`, 'upkhand')).statusCode).toBe(200);
  });

  it('publishes the allowed changes, refuses the rest while records hold values, counting them', async () => {
    const d = projectRegister('seva-badal');
    await published(d);
    const add = (body: object) =>
      call('POST', '/seva-badal', 'upkhand', { location_id: ids.paud, ...body });
    await add({ title: 'शाळा १', kind: 'school', served: 300 });
    await add({ title: 'शाळा २', kind: 'school', served: 900 });
    await add({ title: 'इतर', kind: 'other', served: 10 });
    const before = await moduleHash(t.db, 'seva-badal');
    const fields = d.fields;
    const narrowed = {
      ...d,
      fields: [
        { ...fields[0], maxLength: 3 },
        fields[1],
        { ...fields[2], choices: ['health', 'other'] },
        { ...fields[3], max: 500 },
      ],
    };
    expect((await call('PUT', '/modules/seva-badal', 'admin', narrowed)).statusCode).toBe(200);
    // what would change, before publishing: the same counts, and nothing changed yet
    const preview = (await call('GET', '/modules/seva-badal/changes', 'admin')).json();
    expect(
      preview.changes
        .filter((c: { records: number }) => c.records > 0)
        .map((c: { kind: string; records: number }) => [c.kind, c.records]),
    ).toEqual([
      ['narrowBound', 2],
      ['removeChoice', 2],
      ['narrowBound', 1],
    ]);
    const refused = await call('POST', '/modules/seva-badal/publish', 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CHANGES_REFUSED');
    const counts = Object.fromEntries(
      refused
        .json()
        .refused.map((c: { kind: string; field: string; records: number }) => [
          `${c.kind} ${c.field}`,
          c.records,
        ]),
    );
    expect(counts).toEqual({
      'narrowBound title': 2,
      'removeChoice kind': 2,
      'narrowBound served': 1,
    });
    expect(await moduleHash(t.db, 'seva-badal')).toBe(before);

    // allowed: a field added, one relabelled, a choice added, a bound widened, one retired
    const grown = {
      ...d,
      fields: [
        fields[0],
        fields[1],
        { ...fields[2], choices: ['health', 'school', 'other', 'temple'] },
        { name: 'volunteers', type: 'integer', min: 0, section: 'main' },
      ],
      labels: {
        mr: {
          ...d.labels.mr,
          name: 'सेवा प्रकल्प (नवे)',
          fields: { ...d.labels.mr.fields, volunteers: 'स्वयंसेवक' },
          choices: { kind: { ...d.labels.mr.choices.kind, temple: 'मंदिर' } },
        },
      },
    };
    expect((await call('PUT', '/modules/seva-badal', 'admin', grown)).statusCode).toBe(200);
    const ok = await call('POST', '/modules/seva-badal/publish', 'admin');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().version).toBe(2);
    expect(
      ok
        .json()
        .changes.map((c: { kind: string }) => c.kind)
        .sort(),
    ).toEqual(['addChoice', 'addField', 'relabel', 'retireField'].sort());
    expect(await moduleHash(t.db, 'seva-badal')).toBe(before);
    // the retired field is listed with its values, never taken from a body again
    const rows = (
      await call(
        'GET',
        `/seva-badal?filter=${encodeURIComponent(JSON.stringify({ location_id: ids.paud }))}`,
        'upkhand',
      )
    ).json();
    expect(rows.map((r: { served: number }) => r.served).sort()).toEqual([10, 300, 900]);
    const one = rows[0];
    const kept = await call('PUT', `/seva-badal/${one.id}`, 'upkhand', {
      ...sentBack(one),
      served: 1,
      volunteers: 3,
    });
    expect(kept.json()).toMatchObject({ served: one.served, volunteers: 3 });
  });

  it('retires: out of the list of modules and its calls refuse writes; admins still read', async () => {
    await published(projectRegister('seva-bandh'));
    const created = await call('POST', '/seva-bandh', 'upkhand', {
      title: 'जुने',
      location_id: ids.paud,
    });
    expect((await call('POST', '/modules/seva-bandh/retire', 'admin')).statusCode).toBe(200);
    expect(
      (await call('GET', '/modules', 'upkhand'))
        .json()
        .modules.map((m: { name: string }) => m.name),
    ).not.toContain('seva-bandh');
    const all = (await call('GET', '/modules?all=1', 'admin')).json().modules;
    expect(all.find((m: { name: string }) => m.name === 'seva-bandh').state).toBe('retired');
    expect((await call('GET', `/seva-bandh/${created.json().id}`, 'upkhand')).json().code).toBe(
      'MODULE_RETIRED',
    );
    expect((await call('GET', `/seva-bandh/${created.json().id}`, 'admin')).statusCode).toBe(200);
    expect(
      (await call('POST', '/seva-bandh', 'admin', { title: 'नवे', location_id: ids.paud }))
        .statusCode,
    ).toBe(403);
  });
});

describe('checks across fields, as data', () => {
  it('refuses a record that breaks one, in the module’s own Marathi words, on both kinds', async () => {
    const d = projectRegister('seva-tapasani');
    const checked = {
      ...d,
      checks: [{ left: 'served', op: '<=', right: 500, message: 'tooMany' }],
      labels: { mr: { ...d.labels.mr, checks: { tooMany: 'लाभार्थी ५०० पेक्षा जास्त नसावेत' } } },
    };
    await published(checked);
    const add = (served: number) =>
      call('POST', '/seva-tapasani', 'upkhand', { title: 'शिबीर', location_id: ids.paud, served });
    const refused = await add(600);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error[0]).toMatchObject({
      field: 'served',
      key: 'resources.seva-tapasani.checks.tooMany',
    });
    expect(refused.json().error[0].message).toContain('लाभार्थी ५०० पेक्षा जास्त नसावेत');
    expect((await add(400)).statusCode).toBe(201);
  });
});

describe('a count form defined in the browser', () => {
  it('is entered and rolled up like the one it was copied from; another level is refused', async () => {
    const copy = campaignReturn('sampark-2027');
    const withField = {
      ...copy,
      fields: [
        ...copy.fields,
        { name: 'meetings', type: 'count', summed: true, max: 1000, section: 'sampark' },
      ],
    };
    withField.labels.mr.fields = { ...copy.labels.mr.fields, meetings: 'बैठका' } as never;
    const othersBefore = await moduleHash(t.db, 'sampark-2027', true);
    await published({ ...withField, access: { userLevels: [6, 8] } });
    expect(await moduleHash(t.db, 'sampark-2027', true)).toBe(othersBefore);
    const subjects = (
      await call('POST', '/sampark-2027/list', 'upkhand', { locationId: ids.paud, year })
    ).json().subjects;
    expect(subjects).toHaveLength(6);
    const saved = await call('POST', '/sampark-2027/save', 'upkhand', {
      locationId: ids.paud,
      year,
      confirmedUnusual: true,
      records: subjects.slice(0, 2).map((s: { subject_id: number; version: number }) => ({
        subject_id: s.subject_id,
        version: s.version,
        values: { reached: true, households: 5, meetings: 2 },
      })),
    });
    expect(saved.statusCode).toBe(200);
    const report = (
      await call('POST', '/sampark-2027/report', 'taluka', { locationId: ids.mulshi, year })
    ).json();
    const paud = report.rows.find((r: { location_id: number }) => r.location_id === ids.paud);
    expect(paud.values).toMatchObject({ _records: 2, reached: 2, households: 10, meetings: 4 });
    // the levels it was given: the administrator at the root has no entry and is refused
    const names = (await call('GET', '/modules', 'admin'))
      .json()
      .modules.map((m: { name: string }) => m.name);
    expect(names).not.toContain('sampark-2027');
    const refused = await call('POST', '/sampark-2027/list', 'admin', {
      locationId: ids.paud,
      year,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'LEVEL_FORBIDDEN']);
    expect(await moduleHash(t.db, 'sampark-2027', true)).toBe(othersBefore);
    const version = await sql<{
      module_version: number;
    }>`select module_version from count_record where entity = 'sampark-2027' and version > 0`.execute(
      t.db.kysely,
    );
    expect(version.rows.map((r) => r.module_version)).toEqual([1, 1]);
  });
});

describe('a count form defined in the browser: a closed year reopened on request', () => {
  it('takes the उपखंड’s request, granted by the तालुका above, then the save of that year', async () => {
    await published(campaignReturn('sampark-juna'));
    const today = new Date();
    const old = financialYear(new Date(today.getFullYear() - 3, 6, 1));
    const body = { locationId: ids.paud, year: old };
    const subjects = (await call('POST', '/sampark-juna/list', 'upkhand', body)).json().subjects;
    const records = [{ subject_id: subjects[0].subject_id, version: 0, values: { households: 3 } }];
    const save = () =>
      call('POST', '/sampark-juna/save', 'upkhand', { ...body, confirmedUnusual: true, records });
    expect((await save()).json().code).toBe('PERIOD_CLOSED');
    const asked = await call('POST', '/sampark-juna/reopen', 'upkhand', {
      ...body,
      reason: 'जुने आकडे उशिरा मिळाले',
    });
    expect(asked.statusCode).toBe(201);
    const waiting = (await call('GET', '/period-requests', 'taluka')).json().requests;
    expect(
      waiting.find((r: { request_id: number }) => r.request_id === asked.json().request_id),
    ).toMatchObject({ module: 'sampark-juna', status: 'pending' });
    const granted = await call(
      'POST',
      `/period-requests/${asked.json().request_id}/grant`,
      'taluka',
      {},
    );
    expect(granted.statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    const forged = await call('POST', '/sampark-juna/reopen', 'upkhand', {
      ...body,
      reason: 'x',
      extra: 1,
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('a roll-up report defined in the browser', () => {
  it('sums a defined count form per child place, and a publish missing a Marathi word is refused', async () => {
    const form = campaignReturn('sampark-ahaval-src');
    await published(form);
    const report = {
      name: 'sampark-ahaval',
      kind: 'rollupReport',
      source: form.name,
      placeLevels: [6],
      access: {},
      menu: { id: 'menu-sampark-ahaval', parent: 'lokjagaran-abhiyan-vrutta', order: 95 },
      path: '/PMP-LJAV/sampark-ahaval',
      labels: { mr: {} },
    };
    expect((await call('POST', '/modules', 'admin', report)).statusCode).toBe(201);
    const unnamed = await call('POST', '/modules/sampark-ahaval/publish', 'admin');
    expect([unnamed.statusCode, unnamed.json().error[0].field]).toEqual([400, '/labels/mr/name']);
    const named = { ...report, labels: { mr: { name: 'संपर्क अहवाल' } } };
    expect((await call('PUT', '/modules/sampark-ahaval', 'admin', named)).statusCode).toBe(200);
    expect((await call('POST', '/modules/sampark-ahaval/publish', 'admin')).statusCode).toBe(200);
    const subjects = (
      await call('POST', `/${form.name}/list`, 'upkhand', { locationId: ids.paud, year })
    ).json().subjects;
    await call('POST', `/${form.name}/save`, 'upkhand', {
      locationId: ids.paud,
      year,
      confirmedUnusual: true,
      records: [{ subject_id: subjects[0].subject_id, version: 0, values: { households: 7 } }],
    });
    const rows = (
      await call('POST', '/sampark-ahaval/report', 'taluka', { locationId: ids.mulshi, year })
    ).json().rows;
    expect(
      rows.find((r: { location_id: number }) => r.location_id === ids.paud).values,
    ).toMatchObject({ households: 7 });
    expect(
      (await call('POST', '/sampark-ahaval/list', 'taluka', { locationId: ids.mulshi, year }))
        .statusCode,
    ).toBe(404);
  });
});
