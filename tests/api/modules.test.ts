import Ajv from 'ajv';
import { resourcesMr } from '../../src/i18n/mr/resources';
import { MODULES } from '../../src/domain/modules';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/** Module definitions as data (issue 24): what every signed-in user reads of the registry. */
let t: TestApp;
let mulshi: number;
beforeAll(async () => {
  t = await buildTestApp();
  mulshi = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी']);
});
afterAll(() => t.close());

const get = (url: string, as: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `${API}${url}`, as, headers });

const namesOf = (body: string) =>
  (JSON.parse(body) as { modules: { name: string }[] }).modules.map((m) => m.name);

describe('GET /modules', () => {
  it('answers the standard modules of every kind, with their Marathi and English labels inside', async () => {
    const answer = await get('/modules', 'admin');
    expect(answer.statusCode).toBe(200);
    const { modules } = JSON.parse(answer.body) as {
      modules: {
        name: string;
        kind: string;
        labels: { mr: { name: string }; en?: { name: string } };
      }[];
    };
    const standard = new Map(MODULES.map((d) => [d.name, d]));
    for (const m of modules) expect(standard.get(m.name)?.kind).toBe(m.kind);
    expect(new Set(modules.map((m) => m.kind))).toEqual(
      new Set(['register', 'countForm', 'rollupReport']),
    );
    const karyakarta = modules.find((m) => m.name === 'karyakarta')!;
    expect(karyakarta.labels.mr.name).toBe(resourcesMr.karyakarta.name);
    expect(karyakarta.labels.en?.name).toEqual(expect.any(String));
  });

  it('leaves out what a user’s level may not use, and the module’s own calls refuse it too', async () => {
    const names = namesOf((await get('/modules', 'upkhand')).body);
    expect(names).toEqual(expect.arrayContaining(['karyakarta', 'sanghik', 'swayamsevak']));
    expect(names).not.toContain('sahayogi-sanstha'); // userLevels 1, 6, 7; upkhand is 8
    expect(names).not.toContain('anukul-vyakti'); // admin only
    const filter = encodeURIComponent(JSON.stringify({ location_id: mulshi }));
    const refused = await get(`/sahayogi-sanstha?filter=${filter}`, 'upkhand');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('LEVEL_FORBIDDEN');
    const taluka = namesOf((await get('/modules', 'taluka')).body);
    expect(taluka).toEqual(expect.arrayContaining(['sahayogi-sanstha', 'utsav']));
    // the festivals' entry is for levels 6 and 7: not in the admin's menu at the root either
    expect(namesOf((await get('/modules', 'admin')).body)).not.toContain('utsav');
  });

  it('answers 304 with no body while the registry is unchanged; another set has another ETag', async () => {
    const first = await get('/modules', 'upkhand');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/modules', 'upkhand', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/modules', 'admin')).headers.etag).not.toBe(etag);
    expect((await get('/modules', 'admin', { 'if-none-match': etag })).statusCode).toBe(200);
  });
});

describe('GET /modules/schema', () => {
  it('serves the JSON Schema every definition the registry answers follows', async () => {
    const schema = (await get('/modules/schema', 'reader')).json();
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const validate = new Ajv({ allErrors: true }).compile(schema);
    const { modules } = (await get('/modules', 'admin')).json() as { modules: object[] };
    const problems = modules.flatMap((m) => (validate(m) ? [] : [validate.errors]));
    expect(problems).toEqual([]);
  });
});
