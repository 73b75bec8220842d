import {
  copiedDefinition,
  type ModuleDefinition,
  type RegisterDeclaration,
} from '../../src/domain/engine';
import { standardDefinitions } from '../../server/engine/services/moduleDefinitions';
import { REGISTERS } from '../../src/domain/modules';
import { validUploadRow } from '../support/entitySamples';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * A register declared with `upload: true` gets the upload (issue 23): the dry run names each
 * bad row and stores nothing, the save is all or none, or on request only the good rows, every
 * row at the chosen place; walked for every register that switches it on.
 */
let t: TestApp;
let kolwan: number;
beforeAll(async () => {
  t = await buildTestApp();
  kolwan = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड', 'पौड', 'कोळवण']);
});
afterAll(() => t.close());

const post = (url: string, payload: object, as = 'upkhand') =>
  t.call({ method: 'POST', url: `${API}${url}`, payload, as });
const goodRow = validUploadRow;
const required = (d: RegisterDeclaration) =>
  d.fields.find((f) => f.required && f.type !== 'place')!;
const count = async (d: RegisterDeclaration) =>
  Number(
    (await t.call({ method: 'GET', url: `${API}/${d.name}?range=[0,0]`, as: 'upkhand' })).headers[
      'content-range'
    ]!.split('/')[1],
  );

const UPLOADING = REGISTERS.filter((d) => d.upload);
// each copied as a module defined in the browser (issue 24): served the same by the engine
const DEFINED = UPLOADING.map(
  (d) =>
    copiedDefinition(
      standardDefinitions().find((s) => s.name === d.name)!,
      `${d.name}-copy`,
      '(प्रत)',
    ) as RegisterDeclaration & ModuleDefinition,
);
beforeAll(async () => {
  for (const definition of DEFINED) {
    const as = { method: 'POST' as const, as: 'admin' };
    await t.call({ ...as, url: `${API}/modules`, payload: definition });
    const published = await t.call({ ...as, url: `${API}/modules/${definition.name}/publish` });
    expect(published.statusCode).toBe(200);
  }
});

it('is switched on for कार्यकर्ता सूची and सेवा वस्ती', () => {
  expect(UPLOADING.map((d) => d.name).sort()).toEqual(['karyakarta', 'seva-vasti']);
});

describe.each([...UPLOADING, ...DEFINED].map((d) => [d.name, d] as const))('%s', (_name, d) => {
  const bad = (d: RegisterDeclaration) => ({ ...goodRow(d), [required(d).name]: '' });

  it('the dry run names each bad row by its sheet row and stores nothing', async () => {
    const before = await count(d);
    const res = await post(`/${d.name}/upload/check`, {
      locationId: kolwan,
      rows: [goodRow(d), bad(d), goodRow(d)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        row: 3,
        field: required(d).name,
        key: 'app.entity.validation.required',
      }),
    ]);
    expect(await count(d)).toBe(before);
  });

  it('stores all or none, or on request only the good rows, at the chosen place', async () => {
    const before = await count(d);
    const rows = [goodRow(d), bad(d), goodRow(d)];
    const refused = await post(`/${d.name}/upload`, { locationId: kolwan, rows });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error[0]).toMatchObject({ row: 3 });
    expect(await count(d)).toBe(before);
    const saved = await post(`/${d.name}/upload`, { locationId: kolwan, rows, onlyValid: true });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ count: 2, skipped: 1 });
    expect(await count(d)).toBe(before + 2);
    const listed = await t.call({
      method: 'GET',
      url: `${API}/${d.name}?range=[0,1]&sort=["id","DESC"]`,
      as: 'upkhand',
    });
    expect(listed.json().map((r: { location_id: number }) => r.location_id)).toEqual([
      kolwan,
      kolwan,
    ]);
  });

  it('refuses a reader, a place outside the area, and a field it does not declare', async () => {
    const body = { locationId: kolwan, rows: [goodRow(d)] };
    expect((await post(`/${d.name}/upload`, body, 'reader')).statusCode).toBe(403);
    const kasba = await placeId(t.db, ['पुणे', 'पुणे', 'कसबा']);
    expect((await post(`/${d.name}/upload`, { ...body, locationId: kasba })).statusCode).toBe(403);
    const forged = { locationId: kolwan, rows: [{ ...goodRow(d), created_by: 1 }] };
    expect((await post(`/${d.name}/upload`, forged)).statusCode).toBe(400);
  });
});

describe.each(
  [...UPLOADING, ...DEFINED].filter((d) => d.name.startsWith('karyakarta')).map((d) => [d.name, d]),
)('the duplicate check of a register declaring `duplicates` (%s)', (_name, d) => {
  const row = { name: '  विनायक कुलकर्णी ', mobile: '9822077777', responsibility: 'प्रमुख' };

  it('warns of a row repeating a live record of the area in the dry run, and at entry', async () => {
    const first = await post(`/${d.name}/upload`, { locationId: kolwan, rows: [row] });
    expect(first.statusCode).toBe(201);
    const again = await post(`/${d.name}/upload/check`, {
      locationId: kolwan,
      rows: [
        { ...row, name: 'विनायक कुलकर्णी' },
        { ...row, mobile: '9822077778' },
      ],
    });
    expect(again.json().errors).toEqual([]);
    expect(again.json().duplicates).toEqual([
      { row: 2, id: expect.any(Number), place: 'कोळवण गाव' },
    ]);
    const atEntry = await post(`/${d.name}/duplicates`, {
      values: { name: 'विनायक कुलकर्णी', mobile: '9822077777' },
    });
    expect(atEntry.json().duplicates).toEqual([{ id: expect.any(Number), place: 'कोळवण गाव' }]);
    const itself = await post(`/${d.name}/duplicates`, {
      values: { name: 'विनायक कुलकर्णी', mobile: '9822077777' },
      excludeId: atEntry.json().duplicates[0].id,
    });
    expect(itself.json().duplicates).toEqual([]);
    // outside the caller's area nothing is said
    const nagar = await post(
      `/${d.name}/duplicates`,
      { values: { name: 'विनायक कुलकर्णी', mobile: '9822077777' } },
      'nagar',
    );
    expect(nagar.json().duplicates).toEqual([]);
  });
});
