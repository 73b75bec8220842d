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
  /**
   * Creates a sign-in for the email and returns its uid. An existing sign-in with that email
   * is never adopted (whoever registered it first would own the new account): EmailInUse.
   */
  createUser(email: string, password: string | undefined, displayName: string): Promise<string>;
  /** The uid of the sign-in with this email, if there is one (the operator's first admin). */
  findUidByEmail(email: string): Promise<string | undefined>;
  setClaims(uid: string, claims: UserClaims): Promise<void>;
  /** Ends every session: refresh tokens stop working. */
  revokeRefreshTokens(uid: string): Promise<void>;
  disableUser(uid: string): Promise<void>;
  enableUser(uid: string): Promise<void>;
  deleteUser(uid: string): Promise<void>;
}

/** createUser's refusal: the email already has a sign-in. */
export class EmailInUse extends Error {
  constructor(email: string) {
    super(`a sign-in with ${email} already exists`);
  }
}
