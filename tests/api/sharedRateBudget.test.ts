import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { memoryIdentityAdmin } from '../../server/auth/memoryIdentityAdmin';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase';
import { API, buildTestApp, type TestApp } from './support/testApp';
import { mintTestToken, testVerifier } from './support/testVerifier';
import { demoAccount } from '../../server/seed';

/**
 * Several API instances over one PostgreSQL share one request budget (issue 47 §4): two
 * instances with their own connections, each called past half the budget, accept the budget
 * once between them (within ±5 %), for a signed-in user and for an address without a token.
 * PostgreSQL only: the embedded database has one instance.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BUDGET = 60;

let first: TestApp;
let secondDb: DatabaseHandle;
let second: FastifyInstance;

beforeAll(async () => {
  if (!onPostgres) return;
  const options = { rateLimitPerMinute: BUDGET, userRateLimitPerMinute: BUDGET };
  first = await buildTestApp(options);
  secondDb = await createDatabase({ databaseUrl: first.databaseUrl });
  second = await buildApp({
    db: secondDb,
    verifier: testVerifier,
    identityAdmin: memoryIdentityAdmin(),
    ...options,
  });
  await second.ready();
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.close();
  await secondDb.close();
  await first.close();
});

/** Calls each instance in turn, `each` times, and counts the answers that were not refused. */
async function accepted(each: number, call: (app: FastifyInstance) => Promise<number>) {
  let ok = 0;
  for (let i = 0; i < each; i += 1) {
    for (const app of [first.app, second]) if ((await call(app)) !== 429) ok += 1;
  }
  return ok;
}

describe.skipIf(!onPostgres)('one request budget across API instances', () => {
  it('a signed-in user: the two instances accept the budget once between them', async () => {
    const { uid, email } = demoAccount('upkhand');
    const token = mintTestToken({ uid, email });
    const ok = await accepted(BUDGET, async (app) => {
      const answer = await app.inject({
        method: 'GET',
        url: `${API}/inbox`,
        headers: { authorization: `Bearer ${token}` },
      });
      return answer.statusCode;
    });
    expect(Math.abs(ok - BUDGET)).toBeLessThanOrEqual(BUDGET * 0.05);
  });

  it('the same when both instances are called at once', async () => {
    const { uid, email } = demoAccount('reader');
    const headers = { authorization: `Bearer ${mintTestToken({ uid, email })}` };
    const answers = await Promise.all(
      Array.from({ length: BUDGET }, () =>
        [first.app, second].map((app) =>
          app.inject({ method: 'GET', url: `${API}/inbox`, headers }).then((r) => r.statusCode),
        ),
      ).flat(),
    );
    const ok = answers.filter((status) => status !== 429).length;
    expect(answers).toHaveLength(2 * BUDGET);
    expect(Math.abs(ok - BUDGET)).toBeLessThanOrEqual(BUDGET * 0.05);
  });

  it('an address without a token: the same', async () => {
    const ok = await accepted(BUDGET, async (app) => {
      const answer = await app.inject({
        method: 'GET',
        url: `${API}/health`,
        remoteAddress: '10.9.8.7',
      });
      return answer.statusCode;
    });
    expect(Math.abs(ok - BUDGET)).toBeLessThanOrEqual(BUDGET * 0.05);
  });
});
