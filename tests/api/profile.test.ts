import { isForceLogoutCode } from '../../src/domain/apiErrors';
import { mintTestToken } from './support/testVerifier';
import { API, buildTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getProfile = (as?: string, payload: object = {}, headers = {}) =>
  t.call({ method: 'PUT', url: `${API}/user/profile`, as, payload, headers });

const withToken = (token: string, payload: object = {}) =>
  t.call({
    method: 'PUT',
    url: `${API}/user/profile`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

const userRow = (email: string) =>
  t.db.kysely.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();

describe('PUT /user/profile for each kind of demo user', () => {
  it.each([
    ['admin', 1, 'पश्चिम महाराष्ट्र', 'प्रांत', 'प्रांत', [true, true, true]],
    ['bhag', 3, 'पुणे', 'भाग', 'भाग', [false, true, true]],
    ['jilha', 3, 'पश्चिम पुणे', 'ग्रामीण जिल्हा', 'ग्रामीण जिल्हा', [false, true, false]],
    ['taluka', 6, 'मुळशी', 'तालुका', 'तालुका', [false, true, false]],
    ['nagar', 7, 'कसबा', 'नगर', 'शहरी नगर', [false, true, false]],
    ['upkhand', 8, 'पौड', 'उपखंड', 'उपखंड', [false, true, false]],
    ['reader', 8, 'पौड', 'उपखंड', 'उपखंड', [false, false, false]],
  ] as const)('%s: level %i at %s %s', async (key, levelId, name, suffix, levelName, rights) => {
    const email = `${key}@demo.test`;
    const res = await getProfile(key, { email });
    expect(res.statusCode).toBe(200);
    const row = await userRow(email);
    const [admin, writeallowed, karyalay_pramukh] = rights;
    expect(res.json()).toEqual({
      user_id: row!.user_id,
      name: row!.name,
      email,
      phone: row!.phone,
      picture: null,
      level: { level_id: levelId, name: expect.any(String) },
      location: { location_id: row!.location_id, localized_name: name, name_suffix: suffix },
      claims: { admin, writeallowed, karyalay_pramukh, level_name: levelName },
    });
  });

  it('gives the level name from the level table', async () => {
    const res = await getProfile('taluka');
    expect(res.json().level).toEqual({ level_id: 6, name: 'तालुका' });
  });

  it('accepts the own email in another letter case, and no email at all', async () => {
    expect((await getProfile('admin', { email: 'Admin@Demo.Test' })).statusCode).toBe(200);
    expect((await getProfile('admin', {})).statusCode).toBe(200);
  });

  it("refuses another person's email with 403 OUT_OF_SCOPE", async () => {
    const res = await getProfile('reader', { email: 'admin@demo.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'OUT_OF_SCOPE' });
    expect(isForceLogoutCode(res.json().code)).toBe(false);
  });
});

describe('PUT /user/profile without a valid token', () => {
  const bareToken = mintTestToken({ uid: 'demo-admin', email: 'admin@demo.test' });
  const unauthorized = { message: 'unauthorized user!', code: 'UNAUTHENTICATED' };

  it.each([
    ['no Authorization header', {}],
    ['a token without the Bearer scheme', { authorization: bareToken }],
    ['an empty Bearer', { authorization: 'Bearer ' }],
    ['a forged token', { authorization: 'Bearer test.eyJ1aWQiOiJkZW1vLWFkbWluIn0.forged' }],
    ['a token from elsewhere', { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln' }],
  ])('answers 401 for %s', async (_case, headers) => {
    const res = await getProfile(undefined, {}, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });

  it('answers 401 for an expired token', async () => {
    const res = await withToken(mintTestToken({ uid: 'demo-admin' }, -10));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });
});

describe('PUT /user/profile for users who may not work', () => {
  it('answers 403 USER_PENDING, a force-logout code, for a user awaiting approval', async () => {
    const res = await getProfile('pending', { email: 'pending@demo.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_PENDING');
    expect(isForceLogoutCode(res.json().code)).toBe(true);
  });

  it('answers 403 USER_INACTIVE once a user is deactivated, and 200 again after', async () => {
    const deactivate = (status: 'active' | 'inactive') =>
      t.db.kysely
        .updateTable('app_user')
        .set({ status })
        .where('email', '=', 'reader@demo.test')
        .execute();
    await deactivate('inactive');
    const res = await getProfile('reader');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_INACTIVE');
    expect(isForceLogoutCode(res.json().code)).toBe(true);
    await deactivate('active');
    expect((await getProfile('reader')).statusCode).toBe(200);
  });

  it('answers 403 USER_PENDING for an approved user who has no place yet', async () => {
    await t.db.kysely
      .insertInto('app_user')
      .values({ firebase_uid: 'no-place', email: 'noplace@demo.test', status: 'active' })
      .execute();
    const res = await withToken(mintTestToken({ uid: 'no-place', email: 'noplace@demo.test' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_PENDING');
  });
});

describe('a verified identity the app does not know', () => {
  it('becomes a pending request on its first profile call', async () => {
    const token = mintTestToken({ uid: 'fresh-signup', email: 'New.Karyakarta@Example.org' });
    const first = await withToken(token, { email: 'New.Karyakarta@Example.org' });
    expect(first.statusCode).toBe(403);
    expect(first.json().code).toBe('USER_PENDING');

    const row = await userRow('new.karyakarta@example.org');
    expect(row).toMatchObject({
      firebase_uid: 'fresh-signup',
      status: 'pending',
      location_id: null,
      admin: false,
      writeallowed: false,
      karyalay_pramukh: false,
    });

    const again = await withToken(token);
    expect(again.json().code).toBe('USER_PENDING');
    const rows = await t.db.kysely
      .selectFrom('app_user')
      .select('user_id')
      .where('firebase_uid', '=', 'fresh-signup')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('gets 403 USER_UNKNOWN when its email already belongs to another user', async () => {
    const res = await withToken(mintTestToken({ uid: 'imposter', email: 'admin@demo.test' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_UNKNOWN');
    const admin = await userRow('admin@demo.test');
    expect(admin!.firebase_uid).toBe('demo-admin');
  });

  it('gets 403 USER_UNKNOWN from other endpoints, and no row is created', async () => {
    const token = mintTestToken({ uid: 'stranger', email: 'stranger@example.org' });
    const res = await t.call({
      method: 'POST',
      url: `${API}/geo/search`,
      payload: { q: 'पुणे' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_UNKNOWN');
    expect(await userRow('stranger@example.org')).toBeUndefined();
  });
});
