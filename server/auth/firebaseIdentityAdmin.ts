import type { Auth } from 'firebase-admin/auth';
import { EmailInUse, type IdentityAdmin } from './identityAdmin';

const hasCode = (error: unknown, code: string) => (error as { code?: unknown })?.code === code;

/** Ignores "no such user": the identity is already gone, which is what the caller wants. */
async function ignoreMissing(task: Promise<unknown>): Promise<void> {
  try {
    await task;
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
}

/** IdentityAdmin over firebase-admin's Auth (see firebaseAuth in firebaseVerifier.ts). */
export function firebaseIdentityAdmin(auth: Auth): IdentityAdmin {
  return {
    async createUser(email, password, displayName) {
      try {
        const created = await auth.createUser({ email, password, displayName });
        return created.uid;
      } catch (error) {
        if (hasCode(error, 'auth/email-already-exists')) throw new EmailInUse(email);
        throw error;
      }
    },
    async findUidByEmail(email) {
      try {
        return (await auth.getUserByEmail(email)).uid;
      } catch (error) {
        if (hasCode(error, 'auth/user-not-found')) return undefined;
        throw error;
      }
    },
    setClaims: (uid, claims) => ignoreMissing(auth.setCustomUserClaims(uid, claims)),
    revokeRefreshTokens: (uid) => ignoreMissing(auth.revokeRefreshTokens(uid)),
    disableUser: (uid) => ignoreMissing(auth.updateUser(uid, { disabled: true })),
    enableUser: (uid) => ignoreMissing(auth.updateUser(uid, { disabled: false })),
    deleteUser: (uid) => ignoreMissing(auth.deleteUser(uid)),
  };
}
