import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../../scripts/precompress';
import { buildApp } from '../../server/app';
import { testVerifier } from './support/testVerifier';
import { buildTestApp, type TestApp } from './support/testApp';

// long enough for the build's compressed copies (files under 1 KB are sent as they are)
const INDEX = `<!doctype html><title>स्वयंसेवक</title><div id="root"></div><!--${'स्वयंसेवक '.repeat(60)}-->`;
const SCRIPT = `console.log(${JSON.stringify('स्वयंसेवक सूची '.repeat(200))});`;
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stage-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  await precompressDir(dir);
  t = await buildTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built app under /stage/', () => {
  it('redirects / to /stage/', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/stage/');
  });

  it('serves index.html at /stage/, not cached', async () => {
    const res = await get('/stage/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get('/stage/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a code chunk without the document-only security headers, nosniff kept', async () => {
    const res = await get('/stage/assets/tiny-abc123.js', 'br, gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    const page = await get('/stage/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'sends the compressed copy to a browser accepting %s',
    async (accept, coding, inflate) => {
      const res = await get('/stage/assets/index-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
      expect(inflate(res.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await get('/stage/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('sends a file too small for a compressed copy as it is', async () => {
    const res = await get('/stage/assets/tiny-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it.each(['/stage/', '/stage/login'])(
    'sends index.html compressed and not cached at %s',
    async (url) => {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    },
  );

  it.each(['/stage/dashboard/default', '/stage/user/list', '/stage/sanghik/ahawal?x=1'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('answers 404 for a missing hashed asset instead of HTML', async () => {
    const res = await get('/stage/assets/index-old999.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('serves nothing there when the directory does not exist', async () => {
    const app = await buildApp({
      db: t.db,
      verifier: testVerifier,
      staticDir: join(dir, 'missing'),
    });
    expect((await app.inject({ method: 'GET', url: '/stage/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    await app.close();
  });
});
