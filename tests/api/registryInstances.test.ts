import { buildApp } from '../../server/app';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase';
import type { FastifyInstance } from 'fastify';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { testVerifier } from './support/testVerifier';
import { projectRegister } from './support/definitions';

/**
 * Production runs several API instances over one PostgreSQL (issue 24 point 5): a module
 * published or retired through one is served, or refused, by another within 5 s. On PGlite the
 * second instance shares the one database handle; on PostgreSQL it has its own pool.
 */
let t: TestApp;
let other: FastifyInstance;
let otherDb: DatabaseHandle;
let paud: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  const url = t.databaseUrl;
  otherDb = url ? await createDatabase({ databaseUrl: url }) : t.db;
  other = await buildApp({ db: otherDb, verifier: testVerifier, rateLimitPerMinute: 100_000 });
  await other.ready();
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
});
afterAll(async () => {
  await other.close();
  if (otherDb !== t.db) await otherDb.close();
  await t.close();
});

const through = (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  as: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: { authorization: `Bearer ${t.tokenOf(as)}` },
    ...(payload ? { payload } : {}),
  });

/** Asks until the answer has the status (or 5 s pass); the milliseconds it took. */
async function within5s(ask: () => Promise<{ statusCode: number }>, status: number) {
  const start = performance.now();
  let answer = await ask();
  while (answer.statusCode !== status && performance.now() - start < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await ask();
  }
  expect(answer.statusCode).toBe(status);
  return performance.now() - start;
}

it('a module published through one instance takes records through the other; retired, it refuses them', async () => {
  const record = { title: 'दुसऱ्या सर्व्हरवरून', location_id: paud };
  const add = () => through(other, 'POST', '/seva-dusra', 'upkhand', record);
  expect((await add()).statusCode).toBe(404); // the other instance has read the registry
  expect(
    (await through(t.app, 'POST', '/modules', 'admin', projectRegister('seva-dusra'))).statusCode,
  ).toBe(201);
  expect((await through(t.app, 'POST', '/modules/seva-dusra/publish', 'admin')).statusCode).toBe(
    200,
  );
  expect(await within5s(add, 201)).toBeLessThan(5000);
  expect((await through(t.app, 'POST', '/modules/seva-dusra/retire', 'admin')).statusCode).toBe(
    200,
  );
  expect(await within5s(add, 403)).toBeLessThan(5000);
  const listed = await through(other, 'GET', '/modules', 'upkhand');
  expect(listed.json().modules.map((m: { name: string }) => m.name)).not.toContain('seva-dusra');
});
