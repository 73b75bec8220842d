import { API, buildTestApp, type TestApp } from './support/testApp';
import { calls, ids as placeIds, row } from './support/volunteerRows';

// 254 characters, dots all along the domain: the shape the old pattern backtracked on
const EMAIL = `${'a'.repeat(65)}@${'b.'.repeat(93)}in`;

let t: TestApp;
let api: ReturnType<typeof calls>;
let kolwan: number;
beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t);
  kolwan = (await placeIds(t)).kolwan;
  // the first call of a route compiles its serialisers: not what the ticker is about
  await api.add('upkhand', { selectedLocation: kolwan, swayamsevaks: [row({ email: 'x' })] });
});
afterAll(() => t.close());

/** Runs `work` while a 5 ms ticker records the longest gap the event loop left it. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stall: number }> {
  let last = performance.now();
  let stall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stall: Math.max(stall, performance.now() - last) };
  } finally {
    clearInterval(ticker);
  }
}

// a Buffer, as a socket hands the server its bytes (inject would encode a string itself)
const addRaw = (body: string) =>
  t.call({
    method: 'POST',
    url: `${API}/swayamsevak/add`,
    as: 'upkhand',
    headers: { 'content-type': 'application/json' },
    payload: Buffer.from(body),
  });

describe('one request cannot stall the server (issue 17)', () => {
  it('refuses the crafted e-mail of the review with a 400, never blocking 100 ms', async () => {
    const email = `a@${'a.'.repeat(20_000)}@`;
    const body = JSON.stringify({ selectedLocation: kolwan, swayamsevaks: [row({ email })] });
    const { result, stall } = await longestStall(() => addRaw(body));
    expect(result.statusCode).toBe(400);
    expect(result.json().message).toMatch(/email/);
    expect(stall).toBeLessThan(100);
  });

  it('stores a row whose every text cell has its largest accepted length', async () => {
    const res = await api.add('upkhand', {
      selectedLocation: kolwan,
      swayamsevaks: [row({ firstName: 'अ'.repeat(100), address: 'अ'.repeat(500), email: EMAIL })],
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cell one character too long with the field named', async () => {
    const res = await api.add('upkhand', {
      selectedLocation: kolwan,
      swayamsevaks: [row({ address: 'अ'.repeat(501) })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/address/);
  });

  it('takes a large body only on the bulk add: other routes answer 413 above 1 MiB', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${API}/swayamsevak/allusers`,
      as: 'upkhand',
      payload: { location_id: kolwan, q: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
  });
});
