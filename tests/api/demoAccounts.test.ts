import type { Auth } from 'firebase-admin/auth';
import { DEMO_ACCOUNTS, demoClaims, seedFirebaseAccounts } from '../../server/seed';

/** A stand-in for firebase-admin's Auth holding users in a Map. */
function fakeAuth(existing: string[] = []) {
  const users = new Map<string, object>(existing.map((uid) => [uid, { uid }]));
  const claims = new Map<string, object>();
  const notFound = Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const auth = {
    getUser: async (uid: string) => users.get(uid) ?? Promise.reject(notFound),
    createUser: async (user: { uid: string }) => users.set(user.uid, user).get(user.uid),
    updateUser: async (uid: string, patch: object) =>
      users.set(uid, { ...users.get(uid), ...patch }).get(uid),
    setCustomUserClaims: async (uid: string, c: object) => void claims.set(uid, c),
  } as unknown as Auth;
  return { auth, users, claims };
}

describe('seedFirebaseAccounts', () => {
  it('creates the missing demo accounts with the demo password and sets every claim', async () => {
    const { auth, users, claims } = fakeAuth(['demo-admin']);
    const created = await seedFirebaseAccounts(auth);
    expect(created).toHaveLength(DEMO_ACCOUNTS.length - 1);
    expect(created).not.toContain('admin@demo.test');
    expect(users.get('demo-bhag')).toEqual({
      uid: 'demo-bhag',
      email: 'bhag@demo.test',
      password: 'Demo@12345',
      displayName: 'भाग कार्यालय',
      emailVerified: true,
    });
    // an account from before addresses had to be verified is marked verified (issue 17)
    expect(users.get('demo-admin')).toEqual({ uid: 'demo-admin', emailVerified: true });
    expect(claims.get('demo-admin')).toEqual({
      admin: true,
      writeallowed: true,
      karyalay_pramukh: true,
      level_name: 'प्रांत',
    });
    expect(claims.get('demo-reader')).toEqual({
      admin: false,
      writeallowed: false,
      karyalay_pramukh: false,
      level_name: 'उपखंड',
    });
    expect(await seedFirebaseAccounts(auth)).toEqual([]);
  });

  it('gives each account the level name of its place', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.email, demoClaims(a).level_name])).toEqual([
      ['admin@demo.test', 'प्रांत'],
      ['bhag@demo.test', 'भाग'],
      ['jilha@demo.test', 'ग्रामीण जिल्हा'],
      ['taluka@demo.test', 'तालुका'],
      ['nagar@demo.test', 'शहरी नगर'],
      ['upkhand@demo.test', 'उपखंड'],
      ['reader@demo.test', 'उपखंड'],
      ['pending@demo.test', 'उपखंड'],
    ]);
  });
});
