import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK module, counted: loading it is what the public pages must not do.
const sdkLoads = { count: 0 };
const fakeSdk = {
  auth: {
    currentUser: null as null | { email: string; getIdToken: () => Promise<string> },
    authStateReady: async () => undefined,
  },
  signInWithEmailAndPassword: vi.fn(async () => undefined),
  signOut: vi.fn(async () => undefined),
};

const MARK = 'ssm.session';
type Databases = () => Promise<{ name?: string }[]>;

/** A fresh copy of src/firebase.ts (its module state holds the loaded SDK). */
async function freshFirebase() {
  vi.resetModules();
  sdkLoads.count = 0;
  vi.doMock('../../src/firebaseSdk', () => {
    sdkLoads.count += 1;
    return fakeSdk;
  });
  return import('../../src/firebase');
}

function withIndexedDb(databases: Databases | undefined) {
  vi.stubGlobal('indexedDB', databases ? { databases } : undefined);
}

beforeEach(() => {
  localStorage.clear();
  fakeSdk.auth.currentUser = null;
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllGlobals());

describe('the Firebase SDK loads only when needed (DESIGN §14)', () => {
  it('is not loaded to learn that a new visitor is signed out', async () => {
    withIndexedDb(async () => []);
    const { firebaseAuthDeps, getIdToken } = await freshFirebase();
    await firebaseAuthDeps.authStateReady();
    expect(firebaseAuthDeps.currentUser()).toBeNull();
    expect(await getIdToken()).toBeNull();
    await firebaseAuthDeps.signOut();
    expect(sdkLoads.count).toBe(0);
  });

  it('is not loaded when it said last time that nobody was signed in', async () => {
    withIndexedDb(async () => [{ name: 'firebaseLocalStorageDb' }]);
    localStorage.setItem(MARK, 'no');
    const { firebaseAuthDeps } = await freshFirebase();
    await firebaseAuthDeps.authStateReady();
    expect(sdkLoads.count).toBe(0);
  });

  it.each([
    ['it said someone was signed in', 'yes', async () => []],
    [
      'it has stored something before (no mark yet)',
      null,
      async () => [{ name: 'firebaseLocalStorageDb' }],
    ],
    ['the browser cannot tell', null, undefined],
  ] as [string, string | null, Databases | undefined][])(
    'is loaded to restore a session when %s',
    async (_case, mark, databases) => {
      withIndexedDb(databases);
      if (mark) localStorage.setItem(MARK, mark);
      fakeSdk.auth.currentUser = { email: 'admin@demo.test', getIdToken: async () => 'token' };
      const { firebaseAuthDeps, getIdToken } = await freshFirebase();
      await firebaseAuthDeps.authStateReady();
      expect(sdkLoads.count).toBe(1);
      expect(firebaseAuthDeps.currentUser()?.email).toBe('admin@demo.test');
      expect(await getIdToken()).toBe('token');
    },
  );

  it('is loaded by signing in, and early by prepare()', async () => {
    withIndexedDb(async () => []);
    const { firebaseAuthDeps } = await freshFirebase();
    firebaseAuthDeps.prepare?.();
    await vi.waitFor(() => expect(sdkLoads.count).toBe(1));
    await firebaseAuthDeps.signIn('admin@demo.test', 'Demo@12345');
    expect(fakeSdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      fakeSdk.auth,
      'admin@demo.test',
      'Demo@12345',
    );
    expect(sdkLoads.count).toBe(1);
  });
});
