import type { Claims } from '../../src/domain/roles';

/** Custom claims written on a user's identity; the client reads them from the ID token. */
export type UserClaims = Claims & { level_name: string };

/**
 * The identity service's admin side (Firebase Auth), as the user-admin API needs it.
 * Implementations: firebaseIdentityAdmin.ts (firebase-admin, or the emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set) and memoryIdentityAdmin.ts (tests, no emulator).
 * Every uid-taking call tolerates an identity that no longer exists.
 */
export interface IdentityAdmin {
  /** Creates a sign-in for the email and returns its uid; an existing one is reused. */
  createUser(email: string, password: string | undefined, displayName: string): Promise<string>;
  setClaims(uid: string, claims: UserClaims): Promise<void>;
  /** Ends every session: refresh tokens stop working. */
  revokeRefreshTokens(uid: string): Promise<void>;
  disableUser(uid: string): Promise<void>;
  enableUser(uid: string): Promise<void>;
  deleteUser(uid: string): Promise<void>;
}
