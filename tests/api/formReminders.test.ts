import { sql } from 'kysely';
import { fixClock } from '../../src/domain/clock';
import { campaignReturn } from './support/definitions';
import { API, buildTestApp, type TestApp } from './support/testApp';

/**
 * Reminders beyond the gathering (issue 47), on both databases: the festival return reminds its
 * pending offices at its own steps with a link to that festival's entry, and a return made in the
 * builder reminds by its definition's steps — each office once per step, the office above one
 * digest from the escalating step (an independent count of the raw rows).
 */
let t: TestApp;
const fy = '2026-27';

const at = (day: string) => fixClock(new Date(`${day}T06:00:00Z`)); // 11:30 in India
const post = (url: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as: 'admin', payload });

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  const copy = campaignReturn('sampark-remind');
  const definition = {
    ...copy,
    periodPolicy: { ...copy.periodPolicy, reminders: { days: [-5, 0], escalateFrom: 0 } },
  };
  expect((await post('/modules', definition)).statusCode).toBe(201);
  expect((await post('/modules/sampark-remind/publish', {})).statusCode).toBe(200);
});
afterAll(async () => {
  fixClock(null);
  await t.close();
});

const jobKeys = async (form: string) =>
  (
    await sql<{ key: string; state: string }>`
      select key, state from job where key like ${`${form}:%`} order by key`.execute(t.db.kysely)
  ).rows;

/** Messages of a step to the entry level, and the oracle: pending places' active users. */
async function sentAndExpected(form: string, part: string, offset: number) {
  const { rows } = await sql<{ sent: number; expected: number }>`
    select
      (select count(*)::int from inbox_message m
        join app_user u on u.user_id = m.user_id join location l on l.location_id = u.location_id
        where m.key like ${`reminder:${form}:${fy}:${part}:${offset}:%`} and l.level_id = 8) as sent,
      (select count(*)::int from location l join app_user u on u.location_id = l.location_id
        where l.level_id = 8 and l.closed_on is null and u.status = 'active'
          and not exists (select 1 from period_status s where s.module = ${form}
            and s.year = ${fy} and s.part = ${part} and s.location_id = l.location_id
            and s.submitted_on is not null)) as expected`.execute(t.db.kysely);
  return rows[0]!;
}

const inbox = async (as: string) =>
  (await t.call({ method: 'GET', url: `${API}/inbox`, as })).json() as {
    items: { title: string; body: string; link: string }[];
  };

describe('a festival return', () => {
  it('reminds at one, two and three weeks after its month, linking to that festival', async () => {
    at('2026-11-21'); // विजयादशमी falls in October: due 31 October
    await t.app.jobs.runDue();
    expect(await jobKeys('utsav')).toEqual(
      [14, 21, 7].map((offset) => ({ key: `utsav:${fy}:vijayadashami:${offset}`, state: 'done' })),
    );
    for (const offset of [7, 14, 21]) {
      const { sent, expected } = await sentAndExpected('utsav', 'vijayadashami', offset);
      expect(expected).toBeGreaterThan(0);
      expect(sent).toBe(expected);
    }
    const mine = (await inbox('upkhand')).items.filter((m) => m.link.startsWith('/utsav'));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      title: expect.stringContaining('विजयादशमी'),
      link: `/utsav/vijayadashami-nondani?year=${fy}`,
    });
    // the digest opens the return's completeness at the तालुका, where its pending places are
    const digests = (await inbox('taluka')).items.filter((m) => m.link.includes('form=utsav&'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.body).toContain('पौड');
    expect(digests[0]!.link).toBe(`/period-approvals?form=utsav&year=${fy}&part=vijayadashami`);
  });
});

describe('a return made in the builder', () => {
  it('reminds by the steps its definition names, with its own name and entry link', async () => {
    at('2027-03-31');
    await t.app.jobs.runDue();
    expect(await jobKeys('sampark-remind')).toEqual(
      [-5, 0].map((offset) => ({ key: `sampark-remind:${fy}::${offset}`, state: 'done' })),
    );
    for (const offset of [-5, 0]) {
      const { sent, expected } = await sentAndExpected('sampark-remind', '', offset);
      expect(expected).toBeGreaterThan(0);
      expect(sent).toBe(expected);
    }
    const mine = (await inbox('upkhand')).items.filter((m) => m.link.includes('sampark-remind'));
    expect(mine.map((m) => m.link)).toEqual([
      `/PMP-LJAV/sampark-remind?year=${fy}`,
      `/PMP-LJAV/sampark-remind?year=${fy}`,
    ]);
    expect(mine[0]!.title).toContain('संपर्क वृत्त २०२७');
  });
});
