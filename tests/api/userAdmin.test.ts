import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import {
  callAsUid,
  KASBA,
  MULSHI,
  newUser,
  PAUD_GAON,
  userIdOf,
  userRow,
} from './support/userHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}/user`, as, payload });
const put = (as: string, path: string, payload: object) =>
  t.call({ method: 'PUT', url: `${API}/user/${path}`, as, payload });

describe('POST /user', () => {
  it('creates the sign-in, an active row at the place, and the claims', async () => {
    const body = await newUser(t, KASBA, { password: 'Secret@123' });
    const res = await post('admin', body);
    expect(res.statusCode).toBe(200);
    const row = await userRow(t, body.email);
    expect(res.json()).toEqual({ message: 'User created successfully.', user_id: row!.user_id });
    expect(row).toMatchObject({
      status: 'active',
      name: body.name,
      phone: body.phone,
      location_id: body.location_id,
      level_id: 7,
      writeallowed: true,
      admin: false,
      karyalay_pramukh: false,
      approved_by: await userIdOf(t, 'admin@demo.test'),
    });
    const identity = t.identity.byEmail(body.email)!;
    expect(identity).toMatchObject({ password: 'Secret@123', displayName: body.name });
    expect(row!.firebase_uid).toBe(identity.uid);
    expect(t.identity.claims.get(identity.uid)).toEqual({
      admin: false,
      writeallowed: true,
      karyalay_pramukh: false,
      level_name: 'शहरी नगर',
    });
    const profile = await callAsUid(t, identity.uid, body.email, {
      method: 'PUT',
      url: '/user/profile',
      payload: {},
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().location.localized_name).toBe('कसबा');
  });

  it('lets an office head create inside their subtree, without admin', async () => {
    const res = await post('bhag', await newUser(t, KASBA, { karyalay_pramukh: true }));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['an office head outside their subtree', 'bhag', MULSHI, {}, 'OUT_OF_SCOPE'],
    ['an office head above their level', 'bhag', ['पुणे'], {}, 'OUT_OF_SCOPE'],
    ['an office head granting admin', 'bhag', KASBA, { admin: true }, 'ADMIN_ONLY'],
    ['an editor who is not an office head', 'jilha', MULSHI, {}, 'ADMIN_ONLY'],
    ['the read-only user', 'reader', MULSHI, {}, 'ADMIN_ONLY'],
  ])('answers 403 to %s and creates nothing', async (_c, as, place, extra, code) => {
    const body = await newUser(t, place, extra);
    const res = await post(as, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(code);
    expect(await userRow(t, body.email)).toBeUndefined();
    expect(t.identity.byEmail(body.email)).toBeUndefined();
  });

  it.each([
    ['a place of level 10', PAUD_GAON, {}],
    ['a phone of 9 digits', KASBA, { phone: '987654321' }],
    ['no name', KASBA, { name: '' }],
    ['a bad email', KASBA, { email: 'not-an-email' }],
    ['a short password', KASBA, { password: 'short' }],
  ])('answers 400 to %s', async (_c, place, extra) => {
    const res = await post('admin', await newUser(t, place, extra));
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 for an email already registered, 404 for an unknown place', async () => {
    const dup = await post('admin', { ...(await newUser(t, KASBA)), email: 'Reader@demo.test' });
    expect(dup.statusCode).toBe(400);
    const nowhere = await post('admin', { ...(await newUser(t, KASBA)), location_id: 999999 });
    expect(nowhere.statusCode).toBe(404);
  });
});

describe('PUT /user/update', () => {
  const edit = async (email: string, extra: object = {}) => ({
    user_id: await userIdOf(t, email),
    name: 'नगर प्रमुख',
    phone: '9000000001',
    location_id: await placeId(t.db, KASBA),
    writeallowed: true,
    karyalay_pramukh: true,
    ...extra,
  });

  it('changes details, place and rights and rewrites the claims', async () => {
    const res = await put('admin', 'update', await edit('nagar@demo.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Users updated successfully.');
    expect(await userRow(t, 'nagar@demo.test')).toMatchObject({
      name: 'नगर प्रमुख',
      phone: '9000000001',
      karyalay_pramukh: true,
      updated_by: await userIdOf(t, 'admin@demo.test'),
    });
    expect(t.identity.claims.get('demo-nagar')).toMatchObject({ karyalay_pramukh: true });
  });

  it('lets an office head edit a user of their subtree', async () => {
    const res = await put(
      'bhag',
      'update',
      await edit('nagar@demo.test', { karyalay_pramukh: false }),
    );
    expect(res.statusCode).toBe(200);
    expect((await userRow(t, 'nagar@demo.test'))!.karyalay_pramukh).toBe(false);
  });

  it.each([
    ['own rights', 'admin', 'admin@demo.test', {}, 'WRITE_FORBIDDEN'],
    ['own rights as an office head', 'bhag', 'bhag@demo.test', {}, 'WRITE_FORBIDDEN'],
    ['a user of another subtree', 'bhag', 'taluka@demo.test', {}, 'OUT_OF_SCOPE'],
    ['a move out of the subtree', 'bhag', 'nagar@demo.test', { location_id: -1 }, 'OUT_OF_SCOPE'],
    ['an admin', 'bhag', 'admin@demo.test', {}, 'ADMIN_ONLY'],
    ['by a non office head', 'upkhand', 'reader@demo.test', {}, 'ADMIN_ONLY'],
  ])('answers 403 to %s and changes nothing', async (_c, as, email, extra, code) => {
    const before = await userRow(t, email);
    const body = await edit(email, extra);
    if (body.location_id === -1) body.location_id = await placeId(t.db, MULSHI);
    const res = await put(as, 'update', body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(code);
    expect(await userRow(t, email)).toEqual(before);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await put('admin', 'update', {
      ...(await edit('reader@demo.test')),
      user_id: 999999,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /user/list/{param}', () => {
  const list = (as: string, param: string) =>
    t.call({ method: 'GET', url: `${API}/user/list/${param}`, as });
  const emails = (res: { json(): { email: string }[] }) => res.json().map((u) => u.email);

  it('gives an admin every approved user, never pending ones', async () => {
    const res = await list('admin', 'all');
    expect(res.statusCode).toBe(200);
    expect(emails(res)).toEqual(expect.arrayContaining(['admin@demo.test', 'reader@demo.test']));
    expect(emails(res)).not.toContain('pending@demo.test');
    const reader = res.json().find((u: { email: string }) => u.email === 'reader@demo.test');
    expect(reader).toMatchObject({
      status: 'active',
      level_id: 8,
      localized_name: 'पौड',
      name_suffix: 'उपखंड',
      phone: '9822000007',
      writeallowed: false,
    });
  });

  it('filters by status', async () => {
    await t.db.kysely
      .updateTable('app_user')
      .set({ status: 'inactive' })
      .where('email', '=', 'jilha@demo.test')
      .execute();
    expect(emails(await list('admin', 'inactive'))).toEqual(['jilha@demo.test']);
    expect(emails(await list('admin', 'active'))).not.toContain('jilha@demo.test');
    await t.db.kysely
      .updateTable('app_user')
      .set({ status: 'active' })
      .where('email', '=', 'jilha@demo.test')
      .execute();
  });

  it('gives an office head only their subtree', async () => {
    const seen = emails(await list('bhag', 'all'));
    expect(seen).toContain('bhag@demo.test');
    expect(seen).toContain('nagar@demo.test');
    expect(seen).not.toContain('taluka@demo.test');
    expect(seen).not.toContain('admin@demo.test');
  });

  it('answers one page with the total, filtered and sorted on the server', async () => {
    const whole = (await list('admin', 'all')).json() as { email: string; name: string }[];
    const page = (query: string, as = 'admin') => list(as, `all?${query}`);
    const first = await page('page=1&perPage=2&sort=email&order=ASC');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(whole.length));
    const sortedEmails = whole.map((u) => u.email).sort();
    expect(emails(first)).toEqual(sortedEmails.slice(0, 2));
    expect(emails(await page('page=2&perPage=2&sort=email&order=ASC'))).toEqual(
      sortedEmails.slice(2, 4),
    );
    const readers = await page('page=1&perPage=100&role=reader');
    expect(emails(readers)).toContain('reader@demo.test');
    expect(emails(readers)).not.toContain('admin@demo.test');
    const found = await page('page=1&perPage=100&q=READER@demo');
    expect(emails(found)).toEqual(['reader@demo.test']);
    expect(found.headers['x-total-count']).toBe('1');
    // an office head's pages hold their subtree only, as the whole list does
    const head = await page('page=1&perPage=100', 'bhag');
    expect(emails(head).sort()).toEqual(emails(await list('bhag', 'all')).sort());
    expect((await page('page=1&perPage=100000')).statusCode).toBe(400);
  });

  it('refuses users who manage nobody (403) and unknown params (400)', async () => {
    expect((await list('jilha', 'all')).statusCode).toBe(403);
    expect((await list('reader', 'active')).statusCode).toBe(403);
    expect((await list('admin', 'pending')).statusCode).toBe(400);
  });
});
