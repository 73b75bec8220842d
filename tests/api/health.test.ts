import { Writable } from 'node:stream';
import { buildApp } from '../../server/app';
import type { TokenVerifier } from '../../server/auth/tokenVerifier';
import { testVerifier } from './support/testVerifier';
import { API, buildTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ emulatorHost: '127.0.0.1:9099' });
});
afterAll(() => t.close());

/** A second app on the same database, with its log lines collected. */
async function appWithLog(verifier: TokenVerifier = testVerifier, rateLimitPerMinute?: number) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    db: t.db,
    verifier,
    rateLimitPerMinute,
    logger: { level: 'error', stream },
  });
  return { app, log: () => lines.join('') };
}

describe('GET /health', () => {
  it('answers without a token and names the database', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/health` });
    expect(res.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({ status: 'ok', database: expected });
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the app, MUI styles and Firebase, and nothing else', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/health` });
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://apis.google.com']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'http://127.0.0.1:9099',
      'http://*:9099',
    ]);
    expect(csp['frame-src']).toContain('https://*.firebaseapp.com');
    // blob: since issue 50 — the page's own photos (object URLs only its scripts can make)
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('sends the usual hardening headers on API answers', async () => {
    const res = await t.call({ method: 'PUT', url: `${API}/user/profile`, as: 'admin' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // a call with a token is charged to its user after sign-in; one without, to its address
    const anonymous = await t.call({ method: 'GET', url: `${API}/health` });
    expect(anonymous.headers['x-ratelimit-limit']).toBe('1000');
  });

  it('leaves the emulator out of the CSP when there is none', async () => {
    const { app } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: `${API}/health` });
    expect(res.headers['content-security-policy']).not.toContain('9099');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await app.close();
  });
});

describe('errors', () => {
  it('answers unknown /pmpapp routes with a JSON 404', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/no/such/route` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 VALIDATION', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${API}/geo/search`,
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"q": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('hides the internals of a 5xx from the client and logs them', async () => {
    const { app, log } = await appWithLog();
    app.get('/pmpapp/boom', async () => {
      throw new Error('relation "app_user" does not exist at postgres://admin:s3cret@db');
    });
    const res = await app.inject({ method: 'GET', url: '/pmpapp/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error...', code: 'SERVER_ERROR' });
    expect(res.body).not.toContain('s3cret');
    expect(log()).toContain('s3cret');
    await app.close();
  });

  it('answers 500, not 401, when the identity service cannot be reached', async () => {
    const unreachable: TokenVerifier = {
      verify: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:9099');
      },
    };
    const { app, log } = await appWithLog(unreachable);
    const res = await app.inject({
      method: 'PUT',
      url: `${API}/user/profile`,
      headers: { authorization: 'Bearer some.token.value' },
      payload: {},
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error...', code: 'SERVER_ERROR' });
    expect(log()).toContain('ECONNREFUSED');
    await app.close();
  });

  it('answers 429 RATE_LIMITED past the per-minute budget', async () => {
    const { app } = await appWithLog(testVerifier, 2);
    // an address of its own: on PostgreSQL the apps of this file share their budgets, as
    // instances over one database do (tests/api/sharedRateBudget.test.ts)
    const health = { method: 'GET', url: `${API}/health`, remoteAddress: '10.1.0.1' } as const;
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await app.inject(health)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const res = await app.inject(health);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'RATE_LIMITED' });
    await app.close();
  });

  it('does not count requests outside the API (the web app loads dozens of files per page)', async () => {
    const { app } = await appWithLog(testVerifier, 2);
    const remoteAddress = '10.1.0.2';
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/stage/assets/missing.js',
        remoteAddress,
      });
      expect(res.statusCode).not.toBe(429);
    }
    expect(
      (await app.inject({ method: 'GET', url: `${API}/health`, remoteAddress })).statusCode,
    ).toBe(200);
    await app.close();
  });
});

describe('GET /openapi.json', () => {
  it('describes every endpoint, without a token', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `${API}/health`,
        `${API}/user/profile`,
        `${API}/geo/tree/location`,
        `${API}/geo/search`,
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('GeoNode');
  });
});
