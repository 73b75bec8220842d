import { initializeApp } from 'firebase/app';
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
} from 'firebase/auth';
import type { AuthDeps } from './authProvider';

const env = import.meta.env as Record<string, string | undefined>;
const apiKey = env.VITE_FIREBASE_API_KEY;

/** Production uses the VITE_FIREBASE_* web config; without an API key, the local emulator. */
const app = initializeApp(
  apiKey
    ? {
        apiKey,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        appId: env.VITE_FIREBASE_APP_ID,
      }
    : { apiKey: 'demo-key', projectId: 'demo-ssm' },
);

export const auth = getAuth(app);

if (!apiKey) {
  const host = location.hostname === 'localhost' ? '127.0.0.1' : location.hostname;
  const url = env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? `http://${host}:9099`;
  connectAuthEmulator(auth, url, { disableWarnings: true });
}

/** A fresh ID token of the signed-in user, or null when nobody is signed in. */
export async function getIdToken(): Promise<string | null> {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

function signedInUser() {
  if (!auth.currentUser)
    throw Object.assign(new Error('no user'), { code: 'auth/no-current-user' });
  return auth.currentUser;
}

/** The Firebase calls behind the auth provider. */
export const firebaseAuthDeps: Omit<AuthDeps, 'dataProvider' | 'loginPath'> = {
  authStateReady: () => auth.authStateReady(),
  currentUser: () => auth.currentUser,
  signIn: (email, password) => signInWithEmailAndPassword(auth, email, password),
  signInWithGoogle: () => signInWithPopup(auth, new GoogleAuthProvider()),
  signOut: () => signOut(auth),
  createUser: (email, password) => createUserWithEmailAndPassword(auth, email, password),
  sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
  async changePassword(currentPassword, newPassword) {
    const user = signedInUser();
    const credential = EmailAuthProvider.credential(user.email ?? '', currentPassword);
    await reauthenticateWithCredential(user, credential);
    await updatePassword(user, newPassword);
  },
};
