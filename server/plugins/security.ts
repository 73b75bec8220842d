import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { AppError } from '../appError';
import { minuteBudget, type RateBudgets } from './rateBudget';
import { sharedMinuteBudget, sharedRateLimitStore, type SharedCounter } from './sharedBudget';
import { shared } from './shared';

export interface SecurityOptions {
  /** host:port of the Firebase Auth emulator, which the browser then talks to. */
  emulatorHost?: string;
  /** Requests per minute and client address, before sign-in (and failed sign-ins). */
  rateLimitPerMinute?: number;
  /** Requests per minute and signed-in user (at least the address budget). */
  userRateLimitPerMinute?: number;
  /** Only requests under this path count against the budget (not the web app's own files). */
  apiPrefix?: string;
  /** Counts the budgets in PostgreSQL, shared by every instance (absent: this process only). */
  sharedCounter?: SharedCounter;
}

const FIREBASE_HOSTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

export function contentSecurityPolicy(emulatorHost?: string) {
  // the client reaches the emulator on the page's own host name (a phone on the LAN uses the
  // machine's address), so any host on the emulator's port is allowed in emulator mode
  const port = emulatorHost?.split(':').pop();
  const emulator = emulatorHost ? [`http://${emulatorHost}`, `http://*:${port}`] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://apis.google.com'],
    // MUI styles through emotion, which injects <style> elements
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", ...FIREBASE_HOSTS, ...emulator],
    frameSrc: ['https://*.firebaseapp.com', ...emulator],
    // blob: the page's own photos, taken on the device or read with its token (issue 50)
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // over plain http (the embedded setup) an upgrade would break every request
    upgradeInsecureRequests: emulatorHost ? null : [],
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateBudgets: RateBudgets;
  }
}

/** No real person makes this many API calls a minute (a page makes a handful). */
export const USER_RATE_LIMIT = 1200;

/**
 * Security headers and the API's request budgets (issue 17): calls without a token by client
 * address here; the authentication hook charges a signed-in call to its user and a refused
 * token to the address (an office of 20 behind one NAT address no longer shares one budget).
 */
export const securityPlugin = shared(async (app: FastifyInstance, opts: SecurityOptions) => {
  const perAddress = opts.rateLimitPerMinute ?? 1000;
  const perUser = opts.userRateLimitPerMinute ?? Math.max(USER_RATE_LIMIT, perAddress);
  const shared = opts.sharedCounter;
  app.decorate(
    'rateBudgets',
    shared
      ? {
          address: sharedMinuteBudget(shared, perAddress),
          user: sharedMinuteBudget(shared, perUser),
        }
      : { address: minuteBudget(perAddress), user: minuteBudget(perUser) },
  );
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(opts.emulatorHost) },
    // Firebase's sign-in popup talks back to its opener window
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(rateLimit, {
    max: perAddress,
    timeWindow: 60_000,
    ...(shared ? { store: sharedRateLimitStore(shared) } : {}),
    // one page load fetches dozens of code chunks; counting them would lock out a busy office.
    // A call with a token is charged after its verification (plugins/auth.ts).
    allowList: (request) =>
      (!!opts.apiPrefix && !request.url.startsWith(opts.apiPrefix)) ||
      request.headers.authorization !== undefined,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, API_ERROR.RATE_LIMITED, `Too many requests, retry in ${context.after}`),
  });
});
