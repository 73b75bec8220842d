import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { createFirebaseVerifier } from '../../server/auth/firebaseVerifier';
import { TokenCache } from '../../server/auth/tokenCache';
import { InvalidTokenError } from '../../server/auth/tokenVerifier';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A stand-in for firebase-admin's Auth that counts verifyIdToken calls. */
function fakeAuth(verify: (token: string) => Promise<Partial<DecodedIdToken>>) {
  const calls: string[] = [];
  const auth = {
    verifyIdToken: (token: string) => {
      calls.push(token);
      return verify(token);
    },
  } as unknown as Auth;
  return { auth, calls };
}

describe('Firebase token verifier', () => {
  it('asks firebase-admin once per token until the token expires', async () => {
    const exp = inAnHour();
    const { auth, calls } = fakeAuth(async () => ({ uid: 'u1', email: 'a@b.c', exp }));
    const verifier = createFirebaseVerifier(auth);
    const verified = { uid: 'u1', email: 'a@b.c', emailVerified: false, exp };
    expect(await verifier.verify('t1')).toEqual(verified);
    expect(await verifier.verify('t1')).toEqual(verified);
    await verifier.verify('t2');
    expect(calls).toEqual(['t1', 't2']);
  });

  it('passes on whether the address is verified (access requests need it)', async () => {
    const exp = inAnHour();
    const { auth } = fakeAuth(async () => ({
      uid: 'u2',
      email: 'v@b.c',
      email_verified: true,
      exp,
    }));
    expect(await createFirebaseVerifier(auth).verify('t3')).toMatchObject({ emailVerified: true });
  });

  it("turns firebase-admin's verdicts on a token into InvalidTokenError", async () => {
    const { auth } = fakeAuth(async () => {
      throw Object.assign(new Error('Firebase ID token has expired'), {
        code: 'auth/id-token-expired',
      });
    });
    await expect(createFirebaseVerifier(auth).verify('old')).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('lets outages through as they are (they are not the token’s fault)', async () => {
    const { auth, calls } = fakeAuth(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'app/network-error' });
    });
    const verifier = createFirebaseVerifier(auth);
    await expect(verifier.verify('t')).rejects.toThrow('ECONNREFUSED');
    await expect(verifier.verify('t')).rejects.not.toBeInstanceOf(InvalidTokenError);
    expect(calls).toHaveLength(2);
  });
});

describe('TokenCache', () => {
  it('forgets a token once it has expired', () => {
    let now = 1_000_000;
    const cache = new TokenCache(10, () => now);
    cache.set('t', { uid: 'u', exp: 1_000 + 60 });
    expect(cache.get('t')?.uid).toBe('u');
    now = 1_060_000;
    expect(cache.get('t')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep tokens that are already expired', () => {
    const cache = new TokenCache(10, () => 2_000_000);
    cache.set('t', { uid: 'u', exp: 1_000 });
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries tokens, dropping the oldest', () => {
    const cache = new TokenCache(2);
    const exp = inAnHour();
    cache.set('a', { uid: 'a', exp });
    cache.set('b', { uid: 'b', exp });
    cache.set('c', { uid: 'c', exp });
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.uid).toBe('c');
  });
});
