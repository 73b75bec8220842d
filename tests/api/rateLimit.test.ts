import { trustedProxies } from '../../server/config';
import { minuteBudget } from '../../server/plugins/rateBudget';
import { API, buildTestApp, type TestApp } from './support/testApp';

let t: TestApp;
afterEach(() => t?.close());

const statusesOf = async (n: number, call: () => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call()).statusCode);
  return out;
};

describe('the API request budgets (issue 17)', () => {
  it('keys signed-in calls by user: an office behind one address is not limited together', async () => {
    t = await buildTestApp({ rateLimitPerMinute: 3, userRateLimitPerMinute: 3 });
    const asUser = (as: string) => () =>
      t.call({ method: 'GET', url: `${API}/metadata/ekak_types`, as, remoteAddress: '10.0.0.7' });
    expect(await statusesOf(3, asUser('upkhand'))).toEqual([200, 200, 200]);
    expect(await statusesOf(3, asUser('reader'))).toEqual([200, 200, 200]);
    expect(await statusesOf(1, asUser('upkhand'))).toEqual([429]);
  });

  it('counts refused tokens against the address', async () => {
    t = await buildTestApp({ rateLimitPerMinute: 2, userRateLimitPerMinute: 100 });
    const forged = () =>
      t.app.inject({
        method: 'GET',
        url: `${API}/metadata/ekak_types`,
        headers: { authorization: `Bearer forged.${Math.random()}.token` },
        remoteAddress: '10.0.0.8',
      });
    expect(await statusesOf(3, forged)).toEqual([401, 401, 429]);
  });

  it('does not believe a forged X-Forwarded-For beyond the trusted hop', async () => {
    t = await buildTestApp({ rateLimitPerMinute: 2, trustProxy: 1 });
    const health = (forwarded: string) => () =>
      t.app.inject({
        method: 'GET',
        url: `${API}/health`,
        headers: { 'x-forwarded-for': forwarded },
        remoteAddress: '10.0.0.1',
      });
    // the client forges a new first address each time; the balancer appends the real one
    const calls = [1, 2, 3].map((i) => health(`6.6.6.${i}, 203.0.113.5`));
    const statuses = [];
    for (const call of calls) statuses.push((await call()).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.4', ['10.0.0.0/8', '192.168.1.4']],
  ])('%s → %j', (value, trusted) => expect(trustedProxies(value)).toEqual(trusted));
});

describe('minuteBudget', () => {
  it('allows max per key and window, then 429, and starts again each minute', () => {
    let now = 0;
    const budget = minuteBudget(2, () => now);
    budget.take('a');
    budget.take('a');
    budget.take('b');
    expect(() => budget.take('a')).toThrow(/Too many requests/);
    now = 60_000;
    expect(() => budget.take('a')).not.toThrow();
  });
});
