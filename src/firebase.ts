// The identity calls of the app, bound to Firebase Auth. The SDK (src/firebaseSdk.ts, its own
// chunk) is loaded on first need: signing in, or a page of someone who may be signed in. The
// landing and sign-in pages of a signed-out visitor never load it (DESIGN §14).
import type { AuthDeps } from './authProvider';
import { maybeSignedIn } from './authSession';

type Sdk = typeof import('./firebaseSdk');

let loading: Promise<Sdk> | undefined;
let loaded: Sdk | undefined;

/** The SDK, loaded once (again after a failed load, e.g. the network dropped). */
function sdk(): Promise<Sdk> {
  loading ??= import('./firebaseSdk').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The SDK once it has restored a stored session, or null when there cannot be one. */
async function restored(): Promise<Sdk | null> {
  if (!loaded && !(await maybeSignedIn())) return null;
  const module = await sdk();
  await module.auth.authStateReady();
  return module;
}

/** A fresh ID token of the signed-in user, or null when nobody is signed in. */
export async function getIdToken(): Promise<string | null> {
  const user = (await restored())?.auth.currentUser;
  return user ? user.getIdToken() : null;
}

function signedInUser(module: Sdk) {
  const user = module.auth.currentUser;
  if (!user) throw Object.assign(new Error('no user'), { code: 'auth/no-current-user' });
  return user;
}

/** The Firebase calls behind the auth provider. */
export const firebaseAuthDeps: Omit<AuthDeps, 'dataProvider' | 'loginPath'> = {
  async authStateReady() {
    await restored();
  },
  currentUser: () => loaded?.auth.currentUser ?? null,
  prepare() {
    sdk().catch(() => undefined);
  },
  async signIn(email, password) {
    const m = await sdk();
    return m.signInWithEmailAndPassword(m.auth, email, password);
  },
  async signInWithGoogle() {
    const m = await sdk();
    return m.signInWithPopup(m.auth, new m.GoogleAuthProvider());
  },
  async signOut() {
    // nothing to end when there cannot be a session
    if (!loaded && !(await maybeSignedIn())) return;
    const m = await sdk();
    await m.signOut(m.auth);
  },
  async createUser(email, password) {
    const m = await sdk();
    return m.createUserWithEmailAndPassword(m.auth, email, password);
  },
  async sendVerification() {
    const m = await sdk();
    await m.sendEmailVerification(signedInUser(m));
  },
  async isEmailVerified() {
    const m = await sdk();
    const user = signedInUser(m);
    await user.reload();
    // a fresh token carries email_verified for the server's access-request check
    if (user.emailVerified) await user.getIdToken(true);
    return user.emailVerified;
  },
  async sendPasswordReset(email) {
    const m = await sdk();
    await m.sendPasswordResetEmail(m.auth, email);
  },
  async changePassword(currentPassword, newPassword) {
    const m = await sdk();
    const user = signedInUser(m);
    const credential = m.EmailAuthProvider.credential(user.email ?? '', currentPassword);
    await m.reauthenticateWithCredential(user, credential);
    await m.updatePassword(user, newPassword);
  },
};
