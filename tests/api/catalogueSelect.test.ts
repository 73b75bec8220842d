import type { RegisterDeclaration } from '../../src/domain/engine';
import { registerByName } from '../../src/domain/modules';
import type { SignedInUser } from '../../server/plugins/auth';
import { registerWrites } from '../../server/engine/services/registerSave';
import { registerUpload } from '../../server/engine/services/registerUpload';
import { buildTestApp, placeId, type TestApp } from './support/testApp';
import { signedInUser } from './support/signedInUser';

/**
 * A register's select may take its items from the catalogue (the reference lists, issue 23):
 * its save and its upload check the name against the list of the moment, a dependent one
 * against the list of the parent's choice — on both databases, inside the save's transaction
 * (the lists are read before it: PGlite has one connection).
 */
const d: RegisterDeclaration = {
  ...registerByName('karyakarta')!,
  name: 'catalogue-sample',
  sections: ['s'],
  fields: [
    { name: 'name', type: 'text', required: true, section: 's' },
    { name: 'location_id', type: 'place', section: 's' },
    { name: 'occupation', type: 'select', section: 's', choicesFrom: { list: 'occupations' } },
    {
      name: 'area',
      type: 'select',
      section: 's',
      choicesFrom: { list: 'VyavasayKshetras', parent: 'occupation' },
    },
  ],
  duplicates: undefined,
};

let t: TestApp;
let upkhand: SignedInUser;
let kolwan: number;
let occupation: string;
let area: string;
beforeAll(async () => {
  t = await buildTestApp();
  upkhand = await signedInUser(t.db.kysely, 'upkhand');
  kolwan = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड', 'पौड', 'कोळवण']);
  const [first] = (await t.app.repos.referenceData.catalogueLists()).occupations;
  occupation = first!.localized_name;
  area = first!.VyavasayKshetras[0]!.localized_name;
});
afterAll(() => t.close());

const record = (patch: object = {}) => ({
  name: 'सुरेश',
  location_id: kolwan,
  occupation,
  area,
  ...patch,
});
const issuesOf = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => null,
    (e: unknown) => e,
  )) as { statusCode: number; rows?: { field: string; key: string }[] } | null;
  expect(error?.statusCode).toBe(400);
  return error?.rows?.map((i) => [i.field, i.key]) ?? [];
};

it('stores a name of the list and of the chosen parent’s list', async () => {
  const saved = (await registerWrites(t.app, d).create(upkhand, record())) as Record<
    string,
    unknown
  >;
  expect(saved).toMatchObject({ occupation, area });
});

it('refuses a name not in the list, and one of another parent’s list', async () => {
  expect(
    await issuesOf(registerWrites(t.app, d).create(upkhand, record({ occupation: 'खेळ' }))),
  ).toEqual([['occupation', 'app.entity.validation.choice']]);
  expect(
    await issuesOf(registerWrites(t.app, d).create(upkhand, record({ area: 'नाही असा' }))),
  ).toEqual([['area', 'app.entity.validation.choice']]);
});

it('needs the dependent choice while its list offers items', async () => {
  expect(await issuesOf(registerWrites(t.app, d).create(upkhand, record({ area: '' })))).toEqual([
    ['area', 'app.entity.validation.required'],
  ]);
});

it('checks an uploaded sheet against the lists too', async () => {
  const answer = await registerUpload(t.app, d).check(upkhand, {
    locationId: kolwan,
    rows: [record(), record({ occupation: 'खेळ', area: '' })],
  });
  expect(answer.errors.map((e) => [e.row, e.field])).toEqual([[3, 'occupation']]);
});

describe('a field mandatory in one entry mode (requiredIn)', () => {
  const moded: RegisterDeclaration = {
    ...d,
    name: 'moded-sample',
    fields: [
      ...d.fields,
      { name: 'email', type: 'email', section: 's', requiredIn: 'sheet' },
      { name: 'note', type: 'text', section: 's', requiredIn: 'form' },
    ],
  };
  const sheetRow = (patch: object = {}) => ({ name: 'सुरेश', occupation, area, ...patch });

  it('is asked of the form’s record and not of a sheet’s row, and the other way round', async () => {
    expect(await issuesOf(registerWrites(t.app, moded).create(upkhand, record()))).toEqual([
      ['note', 'app.entity.validation.required'],
    ]);
    const answer = await registerUpload(t.app, moded).check(upkhand, {
      locationId: kolwan,
      rows: [sheetRow({ email: 'a@example.org' }), sheetRow()],
    });
    expect(answer.errors.map((e) => [e.row, e.field, e.key])).toEqual([
      [3, 'email', 'app.entity.validation.required'],
    ]);
  });
});
