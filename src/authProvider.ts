import { useAuthProvider, type AuthProvider, type UserIdentity } from 'react-admin';
import { permissionsOf, type AppPermissions, type Profile } from './domain';
import type { AppDataProvider } from './dataProvider';
import { authErrorKey, logoutReason, profileErrorKey, reasonKey } from './authErrors';

/** The identity-service calls the provider needs; src/firebase.ts binds them to Firebase. */
export interface AuthDeps {
  authStateReady(): Promise<void>;
  currentUser(): { email: string | null } | null;
  signIn(email: string, password: string): Promise<unknown>;
  signInWithGoogle(): Promise<unknown>;
  signOut(): Promise<void>;
  createUser(email: string, password: string): Promise<unknown>;
  /** Sends the signed-in person a link that proves they own their address. */
  sendVerification(): Promise<void>;
  /** Whether the signed-in person has opened that link (asks the identity service again). */
  isEmailVerified(): Promise<boolean>;
  sendPasswordReset(email: string): Promise<void>;
  /** Re-signs in with the current password, then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Starts loading what signing in needs (the person has begun to fill the form). */
  prepare?(): void;
  dataProvider: Pick<AppDataProvider, 'getProfile'>;
  /** Before a deliberate sign-out, while the token still works: this device's push ends. */
  beforeSignOut?(): Promise<void>;
  /** Full path of the login page (with the router's base path), for forced logouts. */
  loginPath?: string;
}

export type LoginParams = { username: string; password: string } | { provider: 'google' };

export interface AppIdentity extends UserIdentity {
  id: number;
  fullName: string;
  email: string;
  /** The mobile on record, when there is one. */
  phone?: string;
  level: Profile['level'];
  location: Profile['location'];
}

export interface AppAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<void>;
  getIdentity(): Promise<AppIdentity>;
  getPermissions(): Promise<AppPermissions>;
  /**
   * Creates the sign-in; `keepSignedIn` leaves the session open for the access request and
   * sends the address a verification link (the server takes requests from verified ones only).
   */
  register(email: string, password: string, keepSignedIn?: boolean): Promise<void>;
  /** Sends the verification link again. */
  resendVerification(): Promise<void>;
  /** Whether the address is verified now; fails with a translation key when not yet. */
  confirmEmailVerified(): Promise<void>;
  resetPassword(email: string): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Forgets the profile read at sign-in: the next identity read asks the server again. */
  refreshIdentity(): void;
  /** Warms up the identity service's code while the person types (the sign-in pages). */
  prepareSignIn(): void;
}

const fail = (key: string, extra: object = {}) => Object.assign(new Error(key), extra);

export function createAuthProvider(deps: AuthDeps): AppAuthProvider {
  const loginPath = deps.loginPath ?? '/login';
  let cached: { email: string; profile: Promise<Profile> } | null = null;
  // why the session was ended: a call refused after that (no token any more: 401) keeps it
  let endedBecause: string | null = null;

  async function loadProfile(): Promise<Profile> {
    await deps.authStateReady();
    const email = deps.currentUser()?.email;
    if (!email) throw fail('app.auth.signInRequired');
    if (cached?.email !== email) {
      const profile = deps.dataProvider.getProfile(email);
      const entry = { email, profile };
      cached = entry;
      profile.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.profile;
  }

  async function endSession() {
    cached = null;
    await deps.signOut().catch(() => undefined);
  }

  async function sendVerification() {
    await deps.sendVerification().catch((error: unknown) => {
      throw fail(authErrorKey(error));
    });
  }

  return {
    async login(params) {
      try {
        if ('provider' in params) await deps.signInWithGoogle();
        else await deps.signIn(params.username.trim(), params.password);
      } catch (error) {
        throw fail(authErrorKey(error));
      }
      cached = null;
      endedBecause = null;
      try {
        await loadProfile();
      } catch (error) {
        await endSession();
        const reason = logoutReason(error);
        throw fail(reason ? reasonKey(reason) : profileErrorKey(error));
      }
    },
    async logout() {
      if (deps.beforeSignOut) {
        // best effort, and never holding the sign-out up for long on a slow link
        let timer: ReturnType<typeof setTimeout> | undefined;
        const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, 3000)));
        await Promise.race([deps.beforeSignOut().catch(() => undefined), wait]);
        clearTimeout(timer);
      }
      await endSession();
    },
    async checkAuth() {
      await deps.authStateReady();
      // message false: react-admin redirects to the login page without a notification
      if (!deps.currentUser()) return Promise.reject({ message: false });
    },
    async checkError(error) {
      const refused = logoutReason(error);
      if (!refused) return;
      const reason = refused === 'unauthorized' && endedBecause ? endedBecause : refused;
      endedBecause = reason;
      await endSession();
      throw fail(reasonKey(reason), { redirectTo: `${loginPath}?reason=${reason}` });
    },
    async getIdentity() {
      const p = await loadProfile();
      return {
        id: p.user_id,
        fullName: p.name,
        // spec §2: the user's own picture only for non-admins
        avatar: p.claims.admin ? undefined : (p.picture ?? undefined),
        email: p.email,
        phone: p.phone ?? undefined,
        level: p.level,
        location: p.location,
      };
    },
    getPermissions: async () => permissionsOf(await loadProfile()),
    async register(email, password, keepSignedIn = false) {
      try {
        await deps.createUser(email.trim(), password);
      } catch (error) {
        throw fail(authErrorKey(error));
      }
      // the register page sends POST /user/forApproval once the address is verified
      if (keepSignedIn) return sendVerification();
      // The profile call records the request; the server answers 403 USER_PENDING.
      await deps.dataProvider.getProfile(email.trim()).catch(() => undefined);
      await endSession();
    },
    resendVerification: sendVerification,
    async confirmEmailVerified() {
      if (!(await deps.isEmailVerified())) throw fail('app.auth.verify.notYet');
    },
    async resetPassword(email) {
      await deps.sendPasswordReset(email.trim()).catch((error) => {
        throw fail(authErrorKey(error));
      });
    },
    prepareSignIn: () => deps.prepare?.(),
    refreshIdentity() {
      cached = null;
    },
    async changePassword(currentPassword, newPassword) {
      await deps.changePassword(currentPassword, newPassword).catch((error) => {
        const key = authErrorKey(error);
        const wrong = key.endsWith('wrongPassword') || key.endsWith('invalidCredential');
        throw fail(wrong ? 'app.auth.error.wrongCurrentPassword' : key);
      });
    },
  };
}

/** The app's auth provider with its extra calls (register, reset and change password). */
export const useAppAuthProvider = () => useAuthProvider<AppAuthProvider>() as AppAuthProvider;
