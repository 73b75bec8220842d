import type { FastifyInstance } from 'fastify';
import { definedModulesDocument } from '../../server/engine/routes/definedModulesDoc';
import { standardDefinitions } from '../../server/engine/services/moduleDefinitions';
import { copiedDefinition } from '../../src/domain/engine';
import { API, buildTestApp, type TestApp } from './support/testApp';
import { campaignReturn, projectRegister } from './support/definitions';

/** /openapi.json writes out every published module defined in the browser (issue 24). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };
const docOf = async () =>
  (await t.call({ method: 'GET', url: `${API}/openapi.json` })).json() as Doc;
const admin = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url: `${API}${url}`, as: 'admin', ...(payload ? { payload } : {}) });
const bodyOf = (doc: Doc, path: string, method = 'post') =>
  (
    doc.paths[`${API}${path}`]?.[method]?.requestBody as {
      content: Record<string, { schema: Record<string, unknown> }>;
    }
  )?.content['application/json']?.schema;

async function publish(definition: { name: string; access?: object }) {
  expect((await admin('POST', '/modules', definition)).statusCode).toBe(201);
  expect((await admin('POST', `/modules/${definition.name}/publish`)).statusCode).toBe(200);
}

describe('the OpenAPI document and the modules defined in the browser', () => {
  it('lists a published register under its own paths, its bodies those of its code twin', async () => {
    const code = standardDefinitions().find((d) => d.name === 'karyakram')!;
    await publish(copiedDefinition(code, 'karyakram-2027', '(प्रत)'));
    const doc = await docOf();
    const own = (suffix: string) => doc.paths[`${API}/karyakram-2027${suffix}`] ?? {};
    expect(Object.keys(own('')).sort()).toEqual(['get', 'post']);
    expect(Object.keys(own('/{id}')).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(own('/{id}/history'))).toEqual(
      code.kind === 'register' && code.tracked ? ['get'] : [],
    );
    // the same fields: the same body, written as the code's own routes are
    expect(Object.keys(bodyOf(doc, '/karyakram-2027')!.properties as object)).toEqual(
      code.kind === 'register' ? code.fields.map((f) => f.name) : [],
    );
    expect(bodyOf(doc, '/karyakram-2027')).toEqual(bodyOf(doc, '/karyakram'));
    expect(bodyOf(doc, '/karyakram-2027/{id}', 'put')).toEqual(
      bodyOf(doc, '/karyakram/{id}', 'put'),
    );
    const parameters = (own('/{id}').get!.parameters ?? []) as { name: string; in: string }[];
    expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['id']);
  });

  it('lists a count form’s entry, save and report calls with the bodies they check', async () => {
    const form = campaignReturn('sampark-doc');
    await publish(form);
    const doc = await docOf();
    for (const call of ['list', 'save', 'report'])
      expect([call, Object.keys(doc.paths[`${API}/sampark-doc/${call}`] ?? {})]).toEqual([
        call,
        ['post'],
      ]);
    expect(bodyOf(doc, '/sampark-doc/save')).toMatchObject({
      properties: { records: { type: 'array' } },
    });
    expect(bodyOf(doc, '/sampark-doc/list')).toMatchObject({ properties: { year: {} } });
    expect(bodyOf(doc, '/sampark-doc/save')).toEqual(bodyOf(doc, '/bhaugolik/save'));
    expect(bodyOf(doc, '/sampark-doc/list')).toEqual(bodyOf(doc, '/bhaugolik/list'));
    expect(doc.paths[`${API}/sampark-doc`]).toBeUndefined();
  });

  it('leaves out a draft never published, and a module once it is retired', async () => {
    expect((await admin('POST', '/modules', projectRegister('seva-draft-doc'))).statusCode).toBe(
      201,
    );
    await publish(projectRegister('seva-doc'));
    const before = await docOf();
    expect(before.paths[`${API}/seva-draft-doc`]).toBeUndefined();
    const body = bodyOf(before, '/seva-doc')!;
    expect(Object.keys(body.properties as object)).toEqual([
      'title',
      'location_id',
      'kind',
      'served',
    ]);
    expect(body.additionalProperties).toBe(false);
    expect(body.properties).toMatchObject({
      title: { type: 'string', nullable: true, maxLength: 100 },
      served: { type: 'integer', nullable: true, minimum: 0, maximum: 1000 },
    });
    expect((await admin('POST', '/modules/seva-doc/retire')).statusCode).toBe(200);
    const after = await docOf();
    expect(after.paths[`${API}/seva-doc`]).toBeUndefined();
    expect(after.paths[`${API}/seva-doc/{id}`]).toBeUndefined();
  });

  // issue 44, point 2
  it('leaves out a module only administrators may use', async () => {
    await publish({ ...projectRegister('admin-only-doc'), access: { adminOnly: true } });
    await publish(projectRegister('open-doc'));
    const doc = await docOf();
    expect(doc.paths[`${API}/admin-only-doc`]).toBeUndefined();
    expect(doc.paths[`${API}/open-doc`]).toBeDefined();
  });

  it('is built once per registry revision', async () => {
    let revision = 'a';
    const stored = vi.fn(async () => []);
    const app = {
      modules: { revision: async () => revision, stored },
      swagger: () => ({ paths: {} }),
      prefix: '',
    } as unknown as FastifyInstance;
    const document = definedModulesDocument(app);
    expect(await document()).toBe(await document());
    expect(stored).toHaveBeenCalledTimes(1);
    revision = 'b';
    await document();
    expect(stored).toHaveBeenCalledTimes(2);
  });
});
