import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { clockNow, fixClock } from '../../src/domain/clock';
import { inputsOf } from '../../src/domain/modules/gathering';
import { buildApp } from '../../server/app';
import { memoryIdentityAdmin } from '../../server/auth/memoryIdentityAdmin';
import { jobHandlers } from '../../server/composition/jobsPlugin';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase';
import { startDevMailbox, type DevMailbox } from '../../server/jobs/devMailbox';
import { jobQueue } from '../../server/jobs/jobQueue';
import { smtpMailer } from '../../server/jobs/mailer';
import { planReminders } from '../../server/engine/services/reminders';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { testVerifier } from './support/testVerifier';
import { demoAccount } from '../../server/seed';

/**
 * Issue 47's walk on PostgreSQL: two API instances over one database run the jobs side by side
 * while a fixed clock walks from 1 November to 14 December; one instance dies holding a batch
 * half done and starts again. Afterwards, read from the raw rows: every office with a pending
 * expected place has exactly one message per step (duplicates 0, missed 0), the office that
 * submitted none after it did, the offices above one digest per escalating step, each message
 * one e-mail and one push to the subscribed device, and no job left undone.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const APP_URL = 'http://nond.test/stage';

let a: TestApp;
let mailbox: DevMailbox;
let pushService: Server;
let pushHost: string;
const pushes: string[] = [];
let b: { app: FastifyInstance; db: DatabaseHandle } | null = null;

async function startB() {
  const db = await createDatabase({ databaseUrl: a.databaseUrl });
  const app = await buildApp({
    db,
    verifier: testVerifier,
    identityAdmin: memoryIdentityAdmin(),
    rateLimitPerMinute: 1_000_000,
    mailer: smtpMailer(mailbox.url),
    appUrl: APP_URL,
    pushHosts: [pushHost],
  });
  await app.ready();
  b = { app, db };
}

async function stopB() {
  await b?.app.close();
  await b?.db.close();
  b = null;
}

beforeAll(async () => {
  if (!onPostgres) return;
  mailbox = await startDevMailbox();
  pushService = createServer((request, response) => {
    pushes.push(request.url ?? '');
    request.resume().on('end', () => {
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushHost = `127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  a = await buildTestApp({
    rateLimitPerMinute: 1_000_000,
    mailer: smtpMailer(mailbox.url),
    appUrl: APP_URL,
    pushHosts: [pushHost],
  });
  await startB();
});
afterAll(async () => {
  if (!onPostgres) return;
  fixClock(null);
  await stopB();
  await a.close();
  await mailbox.close();
  await new Promise((resolve) => pushService.close(resolve));
});

const at = (day: string, time = '06:00') => fixClock(new Date(`${day}T${time}:00Z`));
const post = (url: string, payload: object) =>
  a.call({ method: 'POST', url: `${API}${url}`, as: 'upkhand', payload });

/** Both instances run what is due, at once, until neither finds anything. */
async function runBoth() {
  for (let i = 0; i < 20; i += 1) {
    const ran = await Promise.all([a.app.jobs.runDue(), b ? b.app.jobs.runDue() : 0]);
    if (ran[0] + ran[1] === 0) return;
  }
  throw new Error('jobs still due after 20 looks');
}

/** Paud's gathering of October entered and submitted by its उपखंड. */
async function submitPaud(paud: number) {
  const where = { locationId: paud, year: '2026-27', month: 10 };
  const sheet = (await post('/sanghik/sheet', where)).json();
  for (const unit of sheet.subjects) {
    const values = Object.fromEntries(inputsOf(unit.ekak_sub_type_id).map((f) => [f, 2]));
    const saved = await post('/sanghik/save', {
      ...where,
      confirmedUnusual: true,
      records: [{ subject_id: unit.subject_id, version: unit.version, values }],
    });
    expect(saved.statusCode).toBe(200);
  }
  expect((await post('/sanghik/submit', where)).statusCode).toBe(200);
}

/** Claims `size` due jobs as `worker` and finishes the first `done` of them, as a runner does. */
async function claimAndRun(size: number, done: number) {
  const db = b!.db.kysely;
  const worker = 'instance-b';
  const handlers = jobHandlers(smtpMailer(mailbox.url), APP_URL);
  const batch = await jobQueue.claim(db, worker, size, clockNow());
  for (const job of batch.slice(0, done)) {
    await db.transaction().execute(async (trx) => {
      await handlers.get(job.kind)!(trx, job, clockNow());
      expect(await jobQueue.finish(trx, job, worker, clockNow())).toBe(true);
    });
  }
  return batch.slice(done).map((j) => j.id);
}

const states = async (ids: readonly number[]) =>
  (
    await sql<{ state: string }>`select state from job where id = any(${ids})`.execute(a.db.kysely)
  ).rows.map((r) => r.state);

describe.skipIf(!onPostgres)('a month of reminders on two instances, one killed', () => {
  it('walks the clock with both instances running the jobs, one dying mid-batch', async () => {
    const paud = await placeId(a.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    at('2026-11-01');
    const subscribed = await a.call({
      method: 'POST',
      url: `${API}/push/subscriptions`,
      as: 'upkhand',
      payload: {
        endpoint: `http://${pushHost}/phone`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    });
    expect(subscribed.statusCode).toBe(200);

    let orphans: number[] = [];
    for (let day = new Date('2026-11-01'); day <= new Date('2026-12-14');) {
      const iso = day.toISOString().slice(0, 10);
      if (iso === '2026-11-06') {
        at(iso, '05:00');
        await submitPaud(paud);
      }
      at(iso);
      if (iso === '2026-11-01') {
        // B plans the day (September's four steps fall due), takes them as one batch, runs two
        // and is killed; A runs on with the other two leased; B starts again past the lease
        await planReminders(b!.db.kysely, clockNow());
        orphans = await claimAndRun(4, 2);
        expect(orphans).toHaveLength(2);
        await stopB();
        await runBoth();
        expect(await states(orphans)).toEqual(['running', 'running']);
        at(iso, '06:02');
        await startB();
      }
      await runBoth();
      day = new Date(day.getTime() + 86_400_000);
    }
    expect(await states(orphans)).toEqual(['done', 'done']);
    const left = await sql<{ state: string; n: number }>`
      select state, count(*)::int as n from job group by state order by state`.execute(a.db.kysely);
    expect(left.rows.map((r) => r.state)).toEqual(['done']);
  });

  it('reminded every pending office once per step, and the offices above once per digest', async () => {
    const { rows } = await sql<{ steps: number; expected: number; missed: number; extra: number }>`
      with step as (
        select key, payload->>'form' as form, payload->>'year' as year,
          payload->>'part' as part, (payload->>'level')::int as level,
          (payload->>'escalate')::boolean as escalate,
          (finished_at at time zone 'Asia/Kolkata')::date as day
        from job where kind = 'reminder' and state = 'done'),
      pending as (
        select s.key, s.escalate, l.location_id, l.parent_id
        from step s join location l on l.level_id = s.level and l.closed_on is null
        where not exists (select 1 from period_status p where p.module = s.form
          and p.year = s.year and p.part = s.part and p.location_id = l.location_id
          and p.submitted_on <= s.day)),
      expected as (
        select 'reminder:' || p.key || ':' || p.location_id as key, u.user_id
        from pending p join app_user u on u.location_id = p.location_id and u.status = 'active'
        union all
        select distinct 'reminder:' || p.key || ':' || p.parent_id, u.user_id
        from pending p join app_user u on u.location_id = p.parent_id and u.status = 'active'
        where p.escalate)
      select (select count(*)::int from step) as steps,
        (select count(*)::int from expected) as expected,
        (select count(*)::int from (select key, user_id from expected
          except all select key, user_id from inbox_message) m) as missed,
        (select count(*)::int from (select key, user_id from inbox_message
          except all select key, user_id from expected) e) as extra`.execute(a.db.kysely);
    expect(rows[0]!.steps).toBeGreaterThanOrEqual(12);
    expect(rows[0]!.expected).toBeGreaterThan(rows[0]!.steps);
    expect({ missed: rows[0]!.missed, extra: rows[0]!.extra }).toEqual({ missed: 0, extra: 0 });
  });

  it('reminded the office that submitted only before it did, and left it out of the digest', async () => {
    const inbox = async (as: string) =>
      (await a.call({ method: 'GET', url: `${API}/inbox`, as })).json().items as {
        title: string;
        body: string;
        link: string;
      }[];
    const october = (await inbox('upkhand')).filter((m) => m.link.endsWith('month=10'));
    expect(october).toHaveLength(1); // the step three days before the due day, on 5 November
    const digests = (await inbox('taluka')).filter((m) => m.link.endsWith('part=10'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.body).not.toContain('पौड');
  });

  it('sent each message one e-mail, and one push to the subscribed device', async () => {
    const { rows } = await sql<{ all: number; mine: number }>`
      select count(*)::int as all,
        count(*) filter (where u.email = ${demoAccount('upkhand').email})::int as mine
      from inbox_message m join app_user u on u.user_id = m.user_id`.execute(a.db.kysely);
    const mails = mailbox.messages();
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
    expect(mails).toHaveLength(rows[0]!.all);
    expect(pushes.filter((path) => path === '/phone')).toHaveLength(rows[0]!.mine);
  });
});
