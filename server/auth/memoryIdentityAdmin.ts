import { randomUUID } from 'node:crypto';
import { EmailInUse, type IdentityAdmin, type UserClaims } from './identityAdmin';

/** One sign-in as the in-memory service keeps it. */
export interface MemoryIdentity {
  uid: string;
  email: string;
  password?: string;
  displayName: string;
}

export interface MemoryIdentityAdmin extends IdentityAdmin {
  readonly identities: Map<string, MemoryIdentity>;
  /** Claims last written, by uid (also for uids created elsewhere, like the demo ones). */
  readonly claims: Map<string, UserClaims>;
  /** How many times each uid's sessions were revoked. */
  readonly revocations: Map<string, number>;
  readonly disabled: Set<string>;
  byEmail(email: string): MemoryIdentity | undefined;
}

/**
 * TEST DOUBLE of the identity service's admin side, all in Maps. A server run without Firebase
 * could use it too: nothing can sign in through it.
 */
export function memoryIdentityAdmin(): MemoryIdentityAdmin {
  const identities = new Map<string, MemoryIdentity>();
  const claims = new Map<string, UserClaims>();
  const revocations = new Map<string, number>();
  const disabled = new Set<string>();
  const byEmail = (email: string) =>
    [...identities.values()].find((i) => i.email === email.toLowerCase());
  return {
    identities,
    claims,
    revocations,
    disabled,
    byEmail,
    async createUser(email, password, displayName) {
      if (byEmail(email)) throw new EmailInUse(email);
      const uid = `mem-${randomUUID()}`;
      identities.set(uid, { uid, email: email.toLowerCase(), password, displayName });
      return uid;
    },
    findUidByEmail: async (email) => byEmail(email)?.uid,
    setClaims: async (uid, c) => void claims.set(uid, c),
    revokeRefreshTokens: async (uid) => void revocations.set(uid, (revocations.get(uid) ?? 0) + 1),
    disableUser: async (uid) => void disabled.add(uid),
    enableUser: async (uid) => void disabled.delete(uid),
    async deleteUser(uid) {
      identities.delete(uid);
      claims.delete(uid);
      disabled.delete(uid);
    },
  };
}
