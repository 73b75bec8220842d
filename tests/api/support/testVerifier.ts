import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  InvalidTokenError,
  type TokenVerifier,
  type VerifiedToken,
} from '../../../server/auth/tokenVerifier';

/**
 * TEST DOUBLE of the identity service (Firebase Auth). It accepts only tokens minted by
 * `mintTestToken` in this process (signed with a random key) and rejects anything else.
 */
const key = randomBytes(32);
const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function mintTestToken(
  identity: { uid: string; email?: string; emailVerified?: boolean },
  ttlSeconds = 3600,
) {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  // a verified address unless a test says otherwise (as the demo accounts are seeded)
  const claims = { emailVerified: true, ...identity, exp };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `test.${payload}.${sign(payload)}`;
}

export const testVerifier: TokenVerifier = {
  async verify(token: string): Promise<VerifiedToken> {
    const [prefix, payload, signature] = token.split('.');
    const expected = payload ? Buffer.from(sign(payload)) : Buffer.alloc(0);
    const given = Buffer.from(signature ?? '');
    if (
      prefix !== 'test' ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      throw new InvalidTokenError();
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as VerifiedToken;
    if (claims.exp * 1000 <= Date.now()) throw new InvalidTokenError('token expired');
    return claims;
  },
};
