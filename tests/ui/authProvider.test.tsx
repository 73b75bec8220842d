import { describe, expect, it } from 'vitest';
import { authErrorKey } from '../../src/authErrors';
import { createAuthProvider } from '../../src/authProvider';
import { permissionsOf } from '../../src/domain';
import { ADMIN, READER, fakeDeps, httpError } from './shell/fixtures';

const credentials = { username: 'reader@demo.test', password: 'Demo@12345' };

describe('authProvider.login', () => {
  it('signs in with email and password, then fetches the profile of that email', async () => {
    const deps = fakeDeps(READER, false);
    await createAuthProvider(deps).login(credentials);
    expect(deps.signIn).toHaveBeenCalledWith('reader@demo.test', 'Demo@12345');
    expect(deps.dataProvider.getProfile).toHaveBeenCalledWith('reader@demo.test');
    expect(deps.signOut).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/wrong-password', 'app.auth.error.wrongPassword'],
    ['auth/user-not-found', 'app.auth.error.userNotFound'],
    ['auth/invalid-credential', 'app.auth.error.invalidCredential'],
    ['auth/too-many-requests', 'app.auth.error.tooManyRequests'],
    ['auth/network-request-failed', 'app.auth.error.network'],
    ['auth/something-new', 'app.auth.error.generic'],
  ])('maps the sign-in error %s to %s', async (code, key) => {
    const deps = fakeDeps(READER, false);
    deps.signIn.mockRejectedValueOnce(Object.assign(new Error('firebase'), { code }));
    await expect(createAuthProvider(deps).login(credentials)).rejects.toThrow(key);
    expect(deps.dataProvider.getProfile).not.toHaveBeenCalled();
  });

  it.each(['USER_PENDING', 'USER_INACTIVE', 'USER_UNKNOWN'])(
    'signs out and rejects with the reason when the profile answers 403 %s',
    async (code) => {
      const deps = fakeDeps(httpError(403, code), false);
      await expect(createAuthProvider(deps).login(credentials)).rejects.toThrow(
        `app.error.${code}`,
      );
      expect(deps.signOut).toHaveBeenCalled();
      expect(deps.currentUser()).toBeNull();
    },
  );

  it('signs out with a network message when the profile call cannot reach the server', async () => {
    const deps = fakeDeps(new TypeError('Failed to fetch'), false);
    await expect(createAuthProvider(deps).login(credentials)).rejects.toThrow(
      'app.auth.error.network',
    );
    expect(deps.signOut).toHaveBeenCalled();
  });

  it('signs in with the Google popup and checks the profile the same way', async () => {
    const deps = fakeDeps(httpError(403, 'USER_PENDING'), false);
    await expect(createAuthProvider(deps).login({ provider: 'google' })).rejects.toThrow(
      'app.error.USER_PENDING',
    );
    expect(deps.signInWithGoogle).toHaveBeenCalled();
    expect(deps.signOut).toHaveBeenCalled();
  });

  it('fetches the profile again after a new login', async () => {
    const deps = fakeDeps(READER);
    const provider = createAuthProvider(deps);
    await provider.getPermissions();
    await provider.getIdentity();
    expect(deps.dataProvider.getProfile).toHaveBeenCalledTimes(1);
    await provider.login(credentials);
    expect(deps.dataProvider.getProfile).toHaveBeenCalledTimes(2);
  });
});

describe('authProvider.checkError', () => {
  it('signs out on 401 and rejects with the unauthorized message and the login page', async () => {
    const deps = fakeDeps(READER);
    const error = await createAuthProvider(deps)
      .checkError(httpError(401, 'UNAUTHENTICATED'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'app.error.unauthorized',
      redirectTo: '/stage/login?reason=unauthorized',
    });
    expect(deps.signOut).toHaveBeenCalled();
  });

  it('signs out on a force-logout 403 and rejects with its reason', async () => {
    const deps = fakeDeps(READER);
    await expect(
      createAuthProvider(deps).checkError(httpError(403, 'USER_INACTIVE')),
    ).rejects.toMatchObject({
      message: 'app.error.USER_INACTIVE',
      redirectTo: '/stage/login?reason=USER_INACTIVE',
    });
    expect(deps.signOut).toHaveBeenCalled();
  });

  it('keeps the reason the session ended with when a later call finds no token (401)', async () => {
    const provider = createAuthProvider(fakeDeps(READER));
    await provider.checkError(httpError(403, 'USER_INACTIVE')).catch(() => undefined);
    await expect(provider.checkError(httpError(401, 'UNAUTHENTICATED'))).rejects.toMatchObject({
      message: 'app.error.USER_INACTIVE',
      redirectTo: '/stage/login?reason=USER_INACTIVE',
    });
    await provider.login(credentials);
    await expect(provider.checkError(httpError(401, 'UNAUTHENTICATED'))).rejects.toMatchObject({
      redirectTo: '/stage/login?reason=unauthorized',
    });
  });

  it.each([
    ['403 OUT_OF_SCOPE', httpError(403, 'OUT_OF_SCOPE')],
    ['403 WRITE_FORBIDDEN', httpError(403, 'WRITE_FORBIDDEN')],
    ['400 VALIDATION', httpError(400, 'VALIDATION')],
    ['500', httpError(500)],
    ['a network error', new TypeError('Failed to fetch')],
  ])('keeps the session on %s', async (_, error) => {
    const deps = fakeDeps(READER);
    await expect(createAuthProvider(deps).checkError(error)).resolves.toBeUndefined();
    expect(deps.signOut).not.toHaveBeenCalled();
  });
});

describe('authProvider.checkAuth and logout', () => {
  it('waits for the identity service, then resolves for a signed-in user', async () => {
    const deps = fakeDeps(READER);
    await expect(createAuthProvider(deps).checkAuth({})).resolves.toBeUndefined();
    expect(deps.authStateReady).toHaveBeenCalled();
  });

  it('rejects (to the login page, without a message) when nobody is signed in', async () => {
    const deps = fakeDeps(READER, false);
    await expect(createAuthProvider(deps).checkAuth({})).rejects.toEqual({ message: false });
  });

  it('logout signs out and forgets the cached profile', async () => {
    const deps = fakeDeps(READER);
    const provider = createAuthProvider(deps);
    await provider.getPermissions();
    await provider.logout({});
    expect(deps.signOut).toHaveBeenCalled();
    await expect(provider.getPermissions()).rejects.toThrow('app.auth.signInRequired');
  });
});

describe('authProvider.logout and this device’s pushes (issue 47)', () => {
  it('ends the device’s pushes before signing out, while the token still works', async () => {
    const order: string[] = [];
    const deps = fakeDeps(READER);
    deps.signOut.mockImplementation(async () => void order.push('signOut'));
    const beforeSignOut = vi.fn(async () => void order.push('forget device'));
    await createAuthProvider({ ...deps, beforeSignOut }).logout({});
    expect(order).toEqual(['forget device', 'signOut']);
  });

  it('signs out even when that fails, or hangs on a slow link (after 3 s)', async () => {
    vi.useFakeTimers();
    try {
      const failing = fakeDeps(READER);
      await createAuthProvider({
        ...failing,
        beforeSignOut: async () => Promise.reject(new Error('offline')),
      }).logout({});
      expect(failing.signOut).toHaveBeenCalled();
      const hanging = fakeDeps(READER);
      const out = createAuthProvider({
        ...hanging,
        beforeSignOut: () => new Promise<void>(() => undefined),
      }).logout({});
      await vi.advanceTimersByTimeAsync(3000);
      await out;
      expect(hanging.signOut).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('authProvider identity and permissions', () => {
  it('getPermissions resolves to the AppPermissions of the profile', async () => {
    const permissions = await createAuthProvider(fakeDeps(READER)).getPermissions();
    expect(permissions).toEqual(permissionsOf(READER));
    expect(permissions).toMatchObject({
      user_id: 42,
      admin: false,
      writeallowed: false,
      levelId: 8,
      location: { location_id: 8, level_id: 8, localized_name: 'एरंडवणे' },
    });
  });

  it('getIdentity gives id, name, email, level, place and the picture of a non-admin', async () => {
    expect(await createAuthProvider(fakeDeps(READER)).getIdentity()).toEqual({
      id: 42,
      fullName: 'सुनील जोशी',
      avatar: 'https://example.test/sunil.png',
      email: 'reader@demo.test',
      level: READER.level,
      location: READER.location,
    });
  });

  it('getIdentity shows no picture for an admin', async () => {
    const identity = await createAuthProvider(fakeDeps(ADMIN)).getIdentity();
    expect(identity.avatar).toBeUndefined();
    expect(identity.fullName).toBe('माधव कुलकर्णी');
  });
});

describe('authProvider account calls', () => {
  it('register creates the account, asks for the profile (pending), then signs out', async () => {
    const deps = fakeDeps(httpError(403, 'USER_PENDING'), false);
    await createAuthProvider(deps).register(' new@demo.test ', 'Secret@123');
    expect(deps.createUser).toHaveBeenCalledWith('new@demo.test', 'Secret@123');
    expect(deps.dataProvider.getProfile).toHaveBeenCalledWith('new@demo.test');
    expect(deps.signOut).toHaveBeenCalled();
  });

  it('register maps an existing email to its message', async () => {
    const deps = fakeDeps(READER, false);
    deps.createUser.mockRejectedValueOnce({ code: 'auth/email-already-in-use' });
    await expect(createAuthProvider(deps).register('a@b.cd', 'Secret@123')).rejects.toThrow(
      'app.auth.error.emailInUse',
    );
  });

  it('resetPassword sends the reset mail and maps errors', async () => {
    const deps = fakeDeps(READER, false);
    const provider = createAuthProvider(deps);
    await provider.resetPassword('reader@demo.test');
    expect(deps.sendPasswordReset).toHaveBeenCalledWith('reader@demo.test');
    deps.sendPasswordReset.mockRejectedValueOnce({ code: 'auth/invalid-email' });
    await expect(provider.resetPassword('x')).rejects.toThrow('app.auth.error.invalidEmail');
  });

  it('changePassword reports a wrong current password as such', async () => {
    const deps = fakeDeps(READER);
    deps.changePassword.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    await expect(createAuthProvider(deps).changePassword('bad', 'New@12345')).rejects.toThrow(
      'app.auth.error.wrongCurrentPassword',
    );
  });

  it('authErrorKey falls back to the generic message', () => {
    expect(authErrorKey(undefined)).toBe('app.auth.error.generic');
    expect(authErrorKey({ code: 'auth/popup-closed-by-user' })).toBe('app.auth.error.popupClosed');
  });
});
