import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TestApp } from './support/testApp';
import { callAsUid, MULSHI, newUser, userIdOf, userRow } from './support/userHelpers';

// an office head (कार्यालय प्रमुख) at मुळशी तालुका, created by the admin
let t: TestApp;
let head: { uid: string; email: string };
beforeAll(async () => {
  t = await buildTestApp();
  const body = await newUser(t, MULSHI, { karyalay_pramukh: true });
  const res = await t.call({ method: 'POST', url: `${API}/user`, as: 'admin', payload: body });
  expect(res.statusCode).toBe(200);
  head = { uid: (await userRow(t, body.email))!.firebase_uid!, email: body.email };
});
afterAll(() => t.close());

const asHead = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  callAsUid(t, head.uid, head.email, { method, url, payload });

describe('an office head at a तालुका', () => {
  it('lists only the users below the तालुका', async () => {
    const res = await asHead('GET', '/user/list/all');
    expect(res.statusCode).toBe(200);
    const emails = res.json().map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['upkhand@demo.test', 'reader@demo.test']));
    for (const other of ['jilha@demo.test', 'nagar@demo.test', 'admin@demo.test'])
      expect(emails).not.toContain(other);
  });

  it('deactivates and activates a user below it', async () => {
    const userId = await userIdOf(t, 'reader@demo.test');
    expect((await asHead('PUT', '/user/deactivate', { userId })).statusCode).toBe(200);
    expect((await userRow(t, 'reader@demo.test'))!.status).toBe('inactive');
    expect((await asHead('PUT', '/user/activate', { userId })).statusCode).toBe(200);
    expect((await userRow(t, 'reader@demo.test'))!.status).toBe('active');
  });

  it.each([
    ['the district above it', 'jilha@demo.test'],
    ['a नगर of another subtree', 'nagar@demo.test'],
    ['the admin', 'admin@demo.test'],
    ["a co-equal user at its own तालुका (the admin's)", 'taluka@demo.test'],
  ])('cannot touch %s', async (_case, email) => {
    const before = await userRow(t, email);
    const res = await asHead('PUT', '/user/deactivate', { userId: await userIdOf(t, email) });
    expect(res.statusCode).toBe(403);
    expect(await userRow(t, email)).toEqual(before);
  });

  it('cannot create a user at its own place, so cannot act through a second head', async () => {
    const body = await newUser(t, MULSHI, { karyalay_pramukh: true });
    const res = await callAsUid(t, head.uid, head.email, {
      method: 'POST',
      url: '/user',
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect(await userRow(t, body.email)).toBeUndefined();
  });

  it('cannot approve access requests (admins only)', async () => {
    const userId = await userIdOf(t, 'pending@demo.test');
    expect((await asHead('PUT', '/user/approve', { user_id: userId })).statusCode).toBe(403);
    expect((await userRow(t, 'pending@demo.test'))!.status).toBe('pending');
  });
});
