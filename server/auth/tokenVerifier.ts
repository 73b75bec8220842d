/** Who a valid ID token belongs to; `exp` is in seconds since the epoch, as in the token. */
export interface VerifiedToken {
  uid: string;
  email?: string;
  /** The identity service has seen the person open a link sent to `email`. */
  emailVerified?: boolean;
  exp: number;
}

/** Checks a bearer token with the identity service; rejects when the token is not valid. */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

/** Thrown by a verifier for a token that is not valid (answered 401, unlike outages). */
export class InvalidTokenError extends Error {
  constructor(message = 'invalid token', options?: ErrorOptions) {
    super(message, options);
    this.name = 'InvalidTokenError';
  }
}
