import { API_ERROR, isForceLogoutCode } from './domain';

/** Why the server ended the session: shown on the login page as `app.error.<reason>`. */
export const LOGOUT_REASONS: readonly string[] = [
  'unauthorized',
  API_ERROR.USER_PENDING,
  API_ERROR.USER_INACTIVE,
  API_ERROR.USER_UNKNOWN,
];
export const reasonKey = (reason: string) => `app.error.${reason}`;

const FIREBASE_ERRORS: Readonly<Record<string, string>> = {
  'auth/wrong-password': 'wrongPassword',
  'auth/user-not-found': 'userNotFound',
  'auth/invalid-credential': 'invalidCredential',
  'auth/invalid-login-credentials': 'invalidCredential',
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-email': 'invalidEmail',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'network',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/user-disabled': 'userDisabled',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/popup-blocked': 'popupBlocked',
  'auth/requires-recent-login': 'requiresRecentLogin',
};

/** Translation key of an identity-service error. */
export function authErrorKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return `app.auth.error.${(typeof code === 'string' && FIREBASE_ERRORS[code]) || 'generic'}`;
}

interface HttpLikeError {
  status?: number;
  body?: { code?: unknown } | null;
}

/** The reason an API answer ends the session (401, or 403 with a force-logout code), or null. */
export function logoutReason(error: unknown): string | null {
  const { status, body } = (error ?? {}) as HttpLikeError;
  if (status === 401) return 'unauthorized';
  if (status === 403 && isForceLogoutCode(body?.code)) return body?.code as string;
  return null;
}

/** Translation key of a failed profile call that does not end the session by itself. */
export function profileErrorKey(error: unknown): string {
  if (error instanceof TypeError) return 'app.auth.error.network';
  if ((error as HttpLikeError)?.status === 429) return reasonKey(API_ERROR.RATE_LIMITED);
  return 'app.auth.error.profileUnavailable';
}
