import { API, buildTestApp, type TestApp } from './support/testApp';
import { calls, ids as placeIds, row } from './support/volunteerRows';
import { newUser, MULSHI } from './support/userHelpers';
import { projectRegister } from './support/definitions';

let t: TestApp;
let api: ReturnType<typeof calls>;
let kolwan: number;
beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t);
  kolwan = (await placeIds(t)).kolwan;
});
afterAll(() => t.close());

describe('inputs the database refuses are 400s, never 500s (issue 17)', () => {
  it.each([
    ['a first name', { firstName: 'अ\u0000मित' }],
    ['an address', { address: 'घर\u0000' }],
    ['skills', { specialSkills: '\u0000' }],
  ])('a NUL character in %s', async (_name, patch) => {
    const res = await api.add('upkhand', { selectedLocation: kolwan, swayamsevaks: [row(patch)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it.each([
    ['a unit id', 'GET', '/sankalp/99999999999', undefined],
    ['a place id', 'POST', '/swayamsevak/allusers', { location_id: 99999999999 }],
    ['a volunteer id', 'GET', '/swayamsevak/history/99999999999', undefined],
  ] as const)('%s beyond the integer range', async (_name, method, url, payload) => {
    const res = await t.call({ method, url: `${API}${url}`, as: 'admin', payload });
    expect(res.statusCode).toBe(400);
  });
});

describe('creating a user never adopts an existing sign-in (issue 17)', () => {
  it('refuses with a 400 when the email already has a sign-in, whatever password was set', async () => {
    const body = await newUser(t, MULSHI);
    await t.identity.createUser(body.email, 'their-own-password', 'आधीचा');
    const res = await t.call({
      method: 'POST',
      url: `${API}/user`,
      as: 'admin',
      payload: { ...body, password: 'Admin@12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/already has a sign-in/);
  });

  it('two creates of one email at once: one succeeds, the other is a 400', async () => {
    const body = await newUser(t, MULSHI);
    const create = () => t.call({ method: 'POST', url: `${API}/user`, as: 'admin', payload: body });
    const codes = (await Promise.all([create(), create()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
  });
});

/**
 * Issue 44, point 6: a request's access is checked before its body is read, so a body that
 * could not even be parsed tells who may not send it 403 (or 404 to a call its module does not
 * answer), never the parser's 400.
 */
describe('access before the body', () => {
  const unparsable = (as: string, url: string) =>
    t.call({
      method: 'POST',
      url: `${API}${url}`,
      as,
      headers: { 'content-type': 'application/json' },
      payload: '{"swayamsevaks": [' + '{"firstName": "अ"},'.repeat(1000),
    });

  it('a read-only user’s body to a write call: 403, not parsed', async () => {
    const res = await unparsable('reader', '/swayamsevak/add');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('WRITE_FORBIDDEN');
    expect((await unparsable('upkhand', '/swayamsevak/add')).statusCode).toBe(400);
  });

  it('an upload to a module made in the browser that takes none: 404, not parsed', async () => {
    const admin = (url: string, payload?: object) =>
      t.call({ method: 'POST', url: `${API}${url}`, as: 'admin', ...(payload ? { payload } : {}) });
    expect((await admin('/modules', projectRegister('no-upload'))).statusCode).toBe(201);
    expect((await admin('/modules/no-upload/publish')).statusCode).toBe(200);
    expect((await unparsable('upkhand', '/no-upload/upload')).statusCode).toBe(404);
    expect((await unparsable('upkhand', '/no-upload')).statusCode).toBe(400);
  });
});
