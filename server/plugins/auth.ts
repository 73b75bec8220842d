import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { forbidden, unauthenticated } from '../appError';
import { InvalidTokenError, type TokenVerifier } from '../auth/tokenVerifier';
import type { UserWithPlace } from '../repositories/users';
import { checkRouteAccess, type RouteAccess } from './scope';
import { shared } from './shared';

/** A user who may work: active and assigned to a place. */
export type SignedInUser = UserWithPlace & {
  level_id: number;
  level_name: string;
  location_id: number;
  localized_name: string;
  name_suffix: string;
  path: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser;
    /** On `applicant` routes: a verified person not yet approved (row pending or absent). */
    applicant: Applicant | null;
  }
  interface FastifyContextConfig {
    /** No token needed (health, the OpenAPI document). */
    public?: boolean;
    /** A verified but unknown identity is recorded as a pending sign-up request. */
    registersUnknownUser?: boolean;
    /** Also open to a verified person who has no row yet or is pending (access requests). */
    applicant?: boolean;
    /** Beyond a signed-in user: the write right or the admin claim (403 otherwise). */
    access?: RouteAccess;
  }
}

/** A verified identity asking for access: its uid and email, and its row if it has one. */
export interface Applicant {
  uid: string;
  email: string;
  row: UserWithPlace | null;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

function signedInUser(row: UserWithPlace): SignedInUser {
  if (row.status === 'inactive') {
    throw forbidden(API_ERROR.USER_INACTIVE, 'user is deactivated');
  }
  // an approved user still needs a place before any screen can work for them
  if (row.status !== 'active' || row.path === null || row.level_id === null) {
    throw forbidden(API_ERROR.USER_PENDING, 'user is not approved yet');
  }
  return row as SignedInUser;
}

async function verify(verifier: TokenVerifier, request: FastifyRequest) {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthenticated();
  try {
    return await verifier.verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthenticated();
    throw error;
  }
}

/**
 * The one authentication hook of the API scope: a valid Firebase ID token whose uid is an
 * active user with a place, or the request ends with 401 / 403 here.
 */
export const authPlugin = shared(
  async (app: FastifyInstance, opts: { verifier: TokenVerifier }) => {
    app.decorateRequest('user', null as unknown as SignedInUser);
    app.decorateRequest('applicant', null);

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.public) {
        // skipped by the address limit for carrying a token (plugins/security.ts)
        if (request.headers.authorization !== undefined) {
          await app.rateBudgets.address.take(`address:${request.ip}`);
        }
        return;
      }
      const identity = await verify(opts.verifier, request).catch(async (error: unknown) => {
        // a refused token counts against its address, so guessing tokens is limited too
        await app.rateBudgets.address.take(`address:${request.ip}`);
        throw error;
      });
      await app.rateBudgets.user.take(`user:${identity.uid}`);
      const row = await app.repos.users.findByFirebaseUid(identity.uid);
      const applicantEmail = request.routeOptions.config?.applicant ? identity.email : undefined;
      if (applicantEmail && (!row || row.status === 'pending')) {
        // whoever asks for access must own the address an administrator will approve
        if (!identity.emailVerified) {
          throw forbidden(API_ERROR.EMAIL_UNVERIFIED, 'verify your e-mail address first');
        }
        request.applicant = { uid: identity.uid, email: applicantEmail, row: row ?? null };
        return;
      }
      if (row) {
        request.user = signedInUser(row);
        // the route's access before its body is read: a refused request never has it parsed
        // (issue 44, point 6)
        return checkRouteAccess(request);
      }
      if (request.routeOptions.config?.registersUnknownUser && identity.email) {
        if (!identity.emailVerified) {
          throw forbidden(API_ERROR.EMAIL_UNVERIFIED, 'verify your e-mail address first');
        }
        if (await app.repos.users.createPending(identity.uid, identity.email)) {
          request.log.info({ uid: identity.uid }, 'sign-up recorded as pending');
          throw forbidden(API_ERROR.USER_PENDING, 'user is not approved yet');
        }
      }
      throw forbidden(API_ERROR.USER_UNKNOWN, 'user is not registered');
    });
  },
);
