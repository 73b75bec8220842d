import { HttpError } from 'react-admin';
import { createHttpClient, RESEND_AFTER_MS } from '../../src/httpClient';
import { createDataProvider } from '../../src/dataProvider';

type Call = { url: string; method: string; auth: string | null; body: unknown };

function fakeFetch(status: number, body: unknown, calls: Call[]) {
  return vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({
      url,
      method: init.method ?? 'GET',
      auth: headers.get('Authorization'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('HTTP client and dataProvider', () => {
  it('asks for a fresh token on every call and sends it as a bearer header', async () => {
    const calls: Call[] = [];
    vi.stubGlobal('fetch', fakeFetch(200, { location_id: 1 }, calls));
    let n = 0;
    const provider = createDataProvider(createHttpClient(async () => `token-${++n}`));
    await provider.getGeoTree(7, 1);
    await provider.searchPlaces('पौड');
    expect(calls.map((c) => c.auth)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('calls the spec paths with the spec bodies', async () => {
    const calls: Call[] = [];
    vi.stubGlobal('fetch', fakeFetch(200, {}, calls));
    const provider = createDataProvider(createHttpClient(async () => 't'));
    await provider.getProfile('admin@demo.test');
    await provider.getGeoTree(7);
    await provider.searchPlaces('पौड', 5);
    expect(calls.map(({ url, method, body }) => [url, method, body])).toEqual([
      ['/pmpapp/api/v2/user/profile', 'PUT', { email: 'admin@demo.test' }],
      ['/pmpapp/api/v2/geo/tree/location', 'POST', { locationId: 7 }],
      ['/pmpapp/api/v2/geo/search', 'POST', { q: 'पौड', limit: 5 }],
    ]);
  });

  it('sends no Authorization header when signed out', async () => {
    const calls: Call[] = [];
    vi.stubGlobal('fetch', fakeFetch(200, {}, calls));
    await createDataProvider(createHttpClient(async () => null)).getGeoTree(1);
    expect(calls[0].auth).toBeNull();
  });

  it('turns an API error code into the translation key and keeps status and body', async () => {
    const body = { message: 'Location is outside your area', code: 'OUT_OF_SCOPE' };
    vi.stubGlobal('fetch', fakeFetch(403, body, []));
    const provider = createDataProvider(createHttpClient(async () => 't'));
    const error = await provider.getGeoTree(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'app.error.OUT_OF_SCOPE', status: 403, body });
  });

  it('leaves errors without a code as they are', async () => {
    vi.stubGlobal('fetch', fakeFetch(502, { message: 'Bad gateway' }, []));
    const provider = createDataProvider(createHttpClient(async () => 't'));
    await expect(provider.getGeoTree(1)).rejects.toMatchObject({
      message: 'Bad gateway',
      status: 502,
    });
  });

  it('sends a write again with the same Idempotency-Key when its answer never came', async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        if (++calls === 1) throw new TypeError('Failed to fetch');
        return new Response('{"id":9}', {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const pauses: number[] = [];
    const client = createHttpClient(
      async () => 't',
      async (ms) => void pauses.push(ms),
    );
    const answer = await client('/api/karyakarta', { method: 'POST', body: '{}' });
    expect(answer.json).toEqual({ id: 9 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(pauses).toEqual([RESEND_AFTER_MS[0]]);
    await client('/api/karyakarta', { method: 'POST', body: '{}' });
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('asks again while the first copy still runs, never resends a refused, called-off write or a read', async () => {
    const statuses: number[] = [];
    const respond = (status: number, code: string) =>
      vi.fn(async () => {
        statuses.push(status);
        return new Response(JSON.stringify({ message: code, code }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      });
    const client = createHttpClient(
      async () => 't',
      async () => {},
    );
    vi.stubGlobal('fetch', respond(409, 'IN_PROGRESS'));
    await expect(client('/api/karyakarta', { method: 'POST' })).rejects.toMatchObject({
      message: 'app.error.IN_PROGRESS',
    });
    expect(statuses).toHaveLength(RESEND_AFTER_MS.length + 1);
    statuses.length = 0;
    vi.stubGlobal('fetch', respond(400, 'VALIDATION'));
    await expect(client('/api/karyakarta', { method: 'POST' })).rejects.toMatchObject({
      status: 400,
    });
    expect(statuses).toHaveLength(1);
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        reads++;
        expect(new Headers(init.headers).get('Idempotency-Key')).toBeNull();
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(client('/api/karyakarta')).rejects.toBeInstanceOf(TypeError);
    expect(reads).toBe(1);
    let aborted = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        aborted++;
        throw new DOMException('The user aborted a request.', 'AbortError');
      }),
    );
    await expect(client('/api/karyakarta', { method: 'POST' })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(aborted).toBe(1);
  });
});
