// The Firebase Auth SDK itself: loaded by src/firebase.ts on first use, never on the public
// pages of a visitor who is not signed in (DESIGN §14).
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onAuthStateChanged } from 'firebase/auth';
import { rememberSession } from './authSession';

export {
  EmailAuthProvider,
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
} from 'firebase/auth';

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

// the next page load knows without this SDK whether anybody is signed in
onAuthStateChanged(auth, (user) => rememberSession(user !== null));
