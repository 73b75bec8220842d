import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { fixClock } from '../../src/domain/clock';
import { API, buildTestApp, type TestApp } from './support/testApp';

/**
 * Reminders pushed to a device (issue 47), on both databases, through a local push endpoint:
 * a subscribed device gets each of its person's reminders once, encrypted for it (decrypted
 * here with the device's keys: the Marathi title and the month's link), signed with the server's
 * VAPID key; a device the push service says is gone loses its subscription; one that signs out
 * gets no more. An endpoint that is no push service is refused.
 */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: string; privateKey: unknown; authSecret: string },
  ): Buffer;
};

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let t: TestApp;
let endpoint: Server;
let host: string;
const received: Received[] = [];

beforeAll(async () => {
  endpoint = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = request.url?.startsWith('/gone') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000, pushHosts: [host] });
  fixClock(new Date('2026-11-05T06:00:00Z'));
});
afterAll(async () => {
  fixClock(null);
  await t.close();
  await new Promise((resolve) => endpoint.close(resolve));
});

/** A device: its key pair and auth secret, as a browser makes them for a subscription. */
function device(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    // the endpoint's port is known once the local push service listens (beforeAll)
    get body() {
      return {
        endpoint: `http://${host}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
  };
}

const subscribe = (as: string, body: object) =>
  t.call({ method: 'POST', url: `${API}/push/subscriptions`, as, payload: body });

async function runAll() {
  for (let i = 0; i < 10 && (await t.app.jobs.runDue()) > 0; i += 1);
}

describe('reminders pushed to a device', () => {
  const phone = device('/phone');
  const gone = device('/gone');

  it('gives the public key and refuses an endpoint that is no push service', async () => {
    const key = await t.call({ method: 'GET', url: `${API}/push/key`, as: 'upkhand' });
    expect(key.statusCode).toBe(200);
    expect(Buffer.from(key.json().publicKey, 'base64url')).toHaveLength(65);
    const again = await t.call({ method: 'GET', url: `${API}/push/key`, as: 'taluka' });
    expect(again.json().publicKey).toBe(key.json().publicKey);
    const inside = await subscribe('upkhand', {
      ...phone.body,
      endpoint: 'https://10.0.0.5/internal',
    });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().error[0].key).toBe('app.inbox.push.badEndpoint');
  });

  it('pushes each reminder once, encrypted for the device, with its month’s link', async () => {
    expect((await subscribe('upkhand', phone.body)).statusCode).toBe(200);
    expect((await subscribe('taluka', gone.body)).statusCode).toBe(200);
    await runAll();
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from inbox_message m join app_user u on u.user_id = m.user_id
      where u.email = (select email from app_user where user_id = (
        select user_id from push_subscription where endpoint = ${phone.body.endpoint}))`.execute(
      t.db.kysely,
    );
    const toPhone = received.filter((r) => r.path === '/phone');
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(toPhone).toHaveLength(rows[0]!.n);
    const first = toPhone[0]!;
    expect(first.headers['content-encoding']).toBe('aes128gcm');
    expect(first.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    const message = JSON.parse(
      ece
        .decrypt(first.body, {
          version: 'aes128gcm',
          privateKey: phone.ecdh,
          authSecret: phone.auth,
        })
        .toString('utf8'),
    );
    expect(message).toMatchObject({
      title: expect.stringContaining('सांघिक'),
      link: expect.stringMatching(/^\/sanghik\/add\?year=2026-27&month=(9|10)$/),
    });
    await runAll();
    expect(received.filter((r) => r.path === '/phone')).toHaveLength(rows[0]!.n);
  });

  it('forgets a device the push service says is gone, and one that signed out', async () => {
    expect(received.some((r) => r.path === '/gone')).toBe(true);
    const left = await sql<{ endpoint: string }>`
      select endpoint from push_subscription order by endpoint`.execute(t.db.kysely);
    expect(left.rows.map((r) => r.endpoint)).toEqual([phone.body.endpoint]);
    const out = await t.call({
      method: 'DELETE',
      url: `${API}/push/subscriptions`,
      as: 'upkhand',
      payload: { endpoint: phone.body.endpoint },
    });
    expect(out.statusCode).toBe(200);
    const none = await sql`select 1 from push_subscription`.execute(t.db.kysely);
    expect(none.rows).toHaveLength(0);
  });
});
