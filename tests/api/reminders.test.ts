import { sql } from 'kysely';
import { fixClock } from '../../src/domain/clock';
import { inputsOf } from '../../src/domain/modules/gathering';
import { JOB_HANDLERS } from '../../server/composition/jobsPlugin';
import { jobQueue } from '../../server/jobs/jobQueue';
import { jobRunner } from '../../server/jobs/jobRunner';
import { clockNow } from '../../src/domain/clock';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Reminders (issue 47) walked on a fixed clock, on both databases: each due step of the
 * gathering's open months is one job however often and on however many runners it is planned,
 * each office with a pending expected place gets one message per step (an independent count
 * of the raw rows), an office that submitted gets none at the next step, the office above gets
 * one digest from the escalating step, and a job whose instance died mid-batch runs again,
 * once, when its lease runs out.
 */
let t: TestApp;
let paud: number;
let fy: string;

const at = (day: string) => fixClock(new Date(`${day}T06:00:00Z`)); // 11:30 in India
const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
  at('2026-11-05');
  fy = '2026-27';
});
afterAll(async () => {
  fixClock(null);
  await t.close();
});

const jobs = async () =>
  (
    await sql<{ key: string; state: string; attempts: number }>`
      select key, state, attempts from job order by key`.execute(t.db.kysely)
  ).rows;

/** Per step: messages sent, and the oracle — pending expected places times their active users. */
async function sentAndExpected(part: number, offset: number) {
  const key = `reminder:sanghik:${fy}:${part}:${offset}:%`;
  const { rows } = await sql<{ sent: number; expected: number }>`
    select
      (select count(*)::int from inbox_message m
        join app_user u on u.user_id = m.user_id join location l on l.location_id = u.location_id
        where m.key like ${key} and l.level_id = 8) as sent,
      (select count(*)::int from location l join app_user u on u.location_id = l.location_id
        where l.level_id = 8 and l.closed_on is null and u.status = 'active'
          and not exists (select 1 from period_status s where s.module = 'sanghik'
            and s.year = ${fy} and s.part = ${String(part)} and s.location_id = l.location_id
            and s.submitted_on is not null)) as expected`.execute(t.db.kysely);
  return rows[0]!;
}

const inbox = async (as: string) =>
  (await t.call({ method: 'GET', url: `${API}/inbox`, as })).json() as {
    unread: number;
    items: { id: number; title: string; body: string; link: string; readAt: string | null }[];
  };

describe('reminders of the gathering on a fixed clock', () => {
  it('plans each due step of the open months once, however often it is planned', async () => {
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await jobs()).toEqual(
      ['10:-3', '9:-3', '9:0', '9:2', '9:5'].map((step) => ({
        key: `sanghik:${fy}:${step}`,
        state: 'done',
        attempts: 1,
      })),
    );
  });

  it('reminds every office with a pending expected place once per step', async () => {
    for (const [part, offset] of [
      [10, -3],
      [9, -3],
      [9, 0],
      [9, 2],
      [9, 5],
    ] as const) {
      const { sent, expected } = await sentAndExpected(part, offset);
      expect(expected).toBeGreaterThan(0);
      expect(sent).toBe(expected);
    }
    const mine = await inbox('upkhand');
    expect(mine.unread).toBe(5);
    expect(mine.items[0]).toMatchObject({
      title: expect.stringContaining('सांघिक'),
      link: expect.stringMatching(/^\/sanghik\/add\?year=2026-27&month=(9|10)$/),
      readAt: null,
    });
  });

  it('sends the office above one digest of its pending places from the escalating step', async () => {
    const digests = (await inbox('taluka')).items;
    expect(digests).toHaveLength(1);
    expect(digests[0]!.title).toMatch(/बाकी/);
    expect(digests[0]!.body).toContain('पौड');
    expect(digests[0]!.link).toMatch(/^\/period-approvals\?form=sanghik&year=2026-27&part=(9|10)$/);
  });

  it('does not remind an office that submitted, at the next step', async () => {
    const sheet = (
      await post('/sanghik/sheet', 'upkhand', { locationId: paud, year: fy, month: 10 })
    ).json();
    for (const unit of sheet.subjects) {
      const values = Object.fromEntries(inputsOf(unit.ekak_sub_type_id).map((f) => [f, 2]));
      const saved = await post('/sanghik/save', 'upkhand', {
        locationId: paud,
        year: fy,
        month: 10,
        confirmedUnusual: true,
        records: [{ subject_id: unit.subject_id, version: unit.version, values }],
      });
      expect(saved.statusCode).toBe(200);
    }
    const sent = await post('/sanghik/submit', 'upkhand', {
      locationId: paud,
      year: fy,
      month: 10,
    });
    expect(sent.statusCode).toBe(200);
    at('2026-11-07');
    await t.app.jobs.runDue();
    const step0 = (await inbox('upkhand')).items.filter((m) => m.link.endsWith('month=10'));
    expect(step0).toHaveLength(1); // the -3 step's, from before it submitted
    const { sent: others, expected } = await sentAndExpected(10, 0);
    expect(others).toBe(expected);
  });

  it('runs a job whose instance died mid-batch again when its lease runs out, once', async () => {
    at('2026-11-09');
    const db = t.db.kysely;
    await jobQueue.enqueue(
      db,
      [
        {
          kind: 'reminder',
          key: `sanghik:${fy}:10:2`,
          payload: { form: 'sanghik', year: fy, part: '10', offset: 2, escalate: false },
        },
      ],
      clockNow(),
    );
    const [dead] = await jobQueue.claim(db, 'dead-instance', 1, clockNow());
    expect(dead?.key).toBe(`sanghik:${fy}:10:2`);
    const other = jobRunner(db, JOB_HANDLERS, { now: clockNow, worker: 'other' });
    await Promise.all([t.app.jobs.runDue(), other.runDue()]);
    expect((await jobs()).find((j) => j.key === dead!.key)).toMatchObject({ state: 'running' });
    fixClock(new Date(clockNow().getTime() + 61_000));
    await Promise.all([t.app.jobs.runDue(), other.runDue()]);
    expect((await jobs()).find((j) => j.key === dead!.key)).toEqual({
      key: dead!.key,
      state: 'done',
      attempts: 2,
    });
    const { sent, expected } = await sentAndExpected(10, 2);
    expect(sent).toBe(expected);
  });
});

describe('the inbox calls', () => {
  it('answer my own messages only, and mark one read', async () => {
    const before = await inbox('upkhand');
    const first = before.items[0]!;
    const read = await t.call({
      method: 'PUT',
      url: `${API}/inbox/${first.id}/read`,
      as: 'upkhand',
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id: first.id, readAt: expect.any(String) });
    expect((await inbox('upkhand')).unread).toBe(before.unread - 1);
    const theirs = await t.call({
      method: 'PUT',
      url: `${API}/inbox/${first.id}/read`,
      as: 'taluka',
    });
    expect(theirs.statusCode).toBe(404);
    expect((await inbox('reader')).items.map((m) => m.id)).not.toContain(first.id);
  });

  it('show the jobs to administrators only', async () => {
    expect((await t.call({ method: 'GET', url: `${API}/jobs`, as: 'upkhand' })).statusCode).toBe(
      403,
    );
    const answer = await t.call({ method: 'GET', url: `${API}/jobs?state=done`, as: 'admin' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().counts.done).toBeGreaterThanOrEqual(6);
    expect(answer.json().items.every((j: { state: string }) => j.state === 'done')).toBe(true);
  });
});
