import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { TokenCache } from './tokenCache';
import { InvalidTokenError, type TokenVerifier, type VerifiedToken } from './tokenVerifier';

const APP_NAME = 'ssm-api';

/**
 * firebase-admin's Auth for the project. With FIREBASE_AUTH_EMULATOR_HOST set in the
 * environment, firebase-admin talks to the emulator instead of Google.
 */
export function firebaseAuth(projectId: string): Auth {
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId }, APP_NAME);
  return getAuth(app);
}

/** firebase-admin's verdicts on the token itself, as opposed to it failing to ask. */
function isRejectedToken(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

/**
 * Verifies Firebase ID tokens. Results are cached until the token expires: against the
 * emulator every verifyIdToken call is an HTTP round trip.
 */
export function createFirebaseVerifier(auth: Auth, cache = new TokenCache()): TokenVerifier {
  return {
    async verify(token: string): Promise<VerifiedToken> {
      const cached = cache.get(token);
      if (cached) return cached;
      const decoded = await auth.verifyIdToken(token).catch((error: unknown) => {
        throw isRejectedToken(error) ? new InvalidTokenError(undefined, { cause: error }) : error;
      });
      const verified = {
        uid: decoded.uid,
        email: decoded.email,
        emailVerified: decoded.email_verified === true,
        exp: decoded.exp,
      };
      cache.set(token, verified);
      return verified;
    },
  };
}
