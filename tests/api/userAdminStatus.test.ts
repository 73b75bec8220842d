import { API, buildTestApp, type TestApp } from './support/testApp';
import { callAsUid, KASBA, newUser, userIdOf, userRow } from './support/userHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (as: string, path: string, payload: object) =>
  t.call({ method: 'PUT', url: `${API}/user/${path}`, as, payload });
const profile = (as: string) =>
  t.call({ method: 'PUT', url: `${API}/user/profile`, as, payload: {} });

describe('PUT /user/deactivate and /user/activate', () => {
  it('deactivation refuses the user at once and revokes their sessions', async () => {
    const userId = await userIdOf(t, 'upkhand@demo.test');
    const res = await put('admin', 'deactivate', { userId });
    expect(res.statusCode).toBe(200);
    expect((await userRow(t, 'upkhand@demo.test'))!.status).toBe('inactive');
    expect(t.identity.revocations.get('demo-upkhand')).toBe(1);
    expect(t.identity.disabled.has('demo-upkhand')).toBe(true);
    const refused = await profile('upkhand');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('USER_INACTIVE');
    expect((await put('admin', 'deactivate', { userId })).statusCode).toBe(400);
  });

  it('activation lets the user back in', async () => {
    const userId = await userIdOf(t, 'upkhand@demo.test');
    expect((await put('admin', 'activate', { userId })).statusCode).toBe(200);
    expect(t.identity.disabled.has('demo-upkhand')).toBe(false);
    expect((await profile('upkhand')).statusCode).toBe(200);
    expect((await put('admin', 'activate', { userId })).statusCode).toBe(400);
  });

  it('answers 400 for a pending user (approval is its way in)', async () => {
    const userId = await userIdOf(t, 'pending@demo.test');
    expect((await put('admin', 'activate', { userId })).statusCode).toBe(400);
  });

  it.each([
    ['themselves', 'bhag', 'bhag@demo.test', 'WRITE_FORBIDDEN'],
    ['outside their subtree', 'bhag', 'reader@demo.test', 'OUT_OF_SCOPE'],
    ['as an editor', 'taluka', 'reader@demo.test', 'ADMIN_ONLY'],
    ['a pending user as an office head', 'bhag', 'pending@demo.test', 'ADMIN_ONLY'],
  ])('refuses deactivating %s', async (_c, as, email, code) => {
    const res = await put(as, 'deactivate', { userId: await userIdOf(t, email) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(code);
    expect((await userRow(t, email))!.status).not.toBe('inactive');
  });

  it('lets an office head deactivate inside their subtree; 404 for unknown ids', async () => {
    const userId = await userIdOf(t, 'nagar@demo.test');
    expect((await put('bhag', 'deactivate', { userId })).statusCode).toBe(200);
    expect((await put('bhag', 'activate', { userId })).statusCode).toBe(200);
    expect((await put('admin', 'activate', { userId: 999999 })).statusCode).toBe(404);
    expect((await put('admin', 'activate', {})).statusCode).toBe(400);
  });
});

describe('PUT /user/delete', () => {
  it('deletes the rows and the sign-ins; their tokens are refused', async () => {
    const a = await newUser(t, KASBA);
    const b = await newUser(t, KASBA);
    const ids = [];
    for (const body of [a, b])
      ids.push(
        (await t.call({ method: 'POST', url: `${API}/user`, as: 'bhag', payload: body })).json()
          .user_id,
      );
    const uid = t.identity.byEmail(a.email)!.uid;
    const res = await put('bhag', 'delete', { userIds: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Users deleted successfully.', count: 2 });
    expect(await userRow(t, a.email)).toBeUndefined();
    expect(t.identity.byEmail(a.email)).toBeUndefined();
    expect(t.identity.revocations.get(uid)).toBe(1);
    const after = await callAsUid(t, uid, a.email, { method: 'GET', url: '/user/list/all' });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('USER_UNKNOWN');
    // the unexpired token does not sign the deleted user up again as a request (issue 17)
    const profile = await callAsUid(t, uid, a.email, {
      method: 'PUT',
      url: '/user/profile',
      payload: {},
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().code).toBe('USER_UNKNOWN');
    expect(await userRow(t, a.email)).toBeUndefined();
  });

  it('deletes nothing when one id is refused or unknown', async () => {
    const nagar = await userIdOf(t, 'nagar@demo.test');
    const reader = await userIdOf(t, 'reader@demo.test');
    const refused = await put('bhag', 'delete', { userIds: [nagar, reader] });
    expect(refused.statusCode).toBe(403);
    const unknown = await put('admin', 'delete', { userIds: [nagar, 999999] });
    expect(unknown.statusCode).toBe(404);
    const self = await put('admin', 'delete', { userIds: [await userIdOf(t, 'admin@demo.test')] });
    expect(self.statusCode).toBe(403);
    expect(await userRow(t, 'nagar@demo.test')).toBeDefined();
    expect((await put('admin', 'delete', { userIds: [] })).statusCode).toBe(400);
  });
});

describe('PUT /user/userUpdate', () => {
  it('changes only the own name and phone, whatever else is sent', async () => {
    const res = await put('reader', 'userUpdate', {
      name: ' नवे नाव ',
      phone: '9123456780',
      admin: true,
      writeallowed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(t, 'reader@demo.test')).toMatchObject({
      name: 'नवे नाव',
      phone: '9123456780',
      admin: false,
      writeallowed: false,
    });
  });

  it('answers 400 for a bad phone or an empty name', async () => {
    const badPhone = await put('reader', 'userUpdate', { name: 'x', phone: '12' });
    expect(badPhone.statusCode).toBe(400);
    // the rules of the profile form (src/domain/users), with their translation keys
    expect(badPhone.json().error).toEqual([
      expect.objectContaining({ field: 'phone', key: 'app.users.validation.phoneDigits' }),
    ]);
    const blank = await put('reader', 'userUpdate', { name: '  ', phone: '9123456780' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error[0]).toMatchObject({
      field: 'name',
      key: 'app.users.validation.nameRequired',
    });
  });

  it('answers 403 USER_PENDING to a pending user', async () => {
    const res = await put('pending', 'userUpdate', { name: 'x', phone: '9123456780' });
    expect(res.json().code).toBe('USER_PENDING');
  });
});
