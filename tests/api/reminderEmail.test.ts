import { sql } from 'kysely';
import { fixClock } from '../../src/domain/clock';
import { startDevMailbox, type DevMailbox } from '../../server/jobs/devMailbox';
import { smtpMailer } from '../../server/jobs/mailer';
import { API, buildTestApp, type TestApp } from './support/testApp';

/**
 * Reminders by e-mail (issue 47), on both databases, through a real SMTP exchange with the
 * development mailbox `npm start` runs: every in-app reminder of a person who keeps e-mail on is
 * mailed once (an independent count of the raw rows), with the link to its month; a person who
 * turned e-mail off on the profile gets none; running the jobs again sends nothing twice.
 */
let t: TestApp;
let mailbox: DevMailbox;
const APP_URL = 'http://nond.test/stage';

beforeAll(async () => {
  mailbox = await startDevMailbox();
  t = await buildTestApp({
    rateLimitPerMinute: 1_000_000,
    mailer: smtpMailer(mailbox.url),
    appUrl: APP_URL,
    devMailbox: mailbox,
  });
  fixClock(new Date('2026-11-05T06:00:00Z'));
});
afterAll(async () => {
  fixClock(null);
  await t.close();
  await mailbox.close();
});

const channels = (as: string, email?: boolean) =>
  t.call({
    method: email === undefined ? 'GET' : 'PUT',
    url: `${API}/inbox/channels`,
    as,
    ...(email === undefined ? {} : { payload: { email } }),
  });

/** Runs the jobs until none is left due (a reminder's e-mails are jobs of their own). */
async function runAll() {
  for (let i = 0; i < 10 && (await t.app.jobs.runDue()) > 0; i += 1);
}

const emailOf = async (as: string) =>
  (await t.call({ method: 'PUT', url: `${API}/user/profile`, as, payload: {} })).json()
    .email as string;

describe('reminders by e-mail', () => {
  it('keeps e-mail on unless a person turns it off, and says the server sends e-mail', async () => {
    expect((await channels('upkhand')).json()).toEqual({ email: true, emailAvailable: true });
    const off = await channels('upkhand', false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ email: false, emailAvailable: true });
    expect((await channels('upkhand')).json()).toEqual({ email: false, emailAvailable: true });
    expect((await channels('taluka')).json().email).toBe(true);
    const bad = await channels('taluka', 'yes' as never);
    expect(bad.statusCode).toBe(400);
  });

  it('mails every reminder of those who keep e-mail on, once, with its month’s link', async () => {
    await runAll();
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from inbox_message m
      left join notify_preference p on p.user_id = m.user_id
      where coalesce(p.email, true)`.execute(t.db.kysely);
    const expected = rows[0]!.n;
    expect(expected).toBeGreaterThan(0);
    const mails = mailbox.messages();
    expect(mails).toHaveLength(expected);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(expected);

    const taluka = await emailOf('taluka');
    const theirs = mails.filter((m) => m.to.includes(taluka));
    expect(theirs.length).toBeGreaterThan(0);
    // the तालुका's are digests: their link opens the month's completeness below it
    expect(theirs[0]!.text).toContain(
      `${APP_URL}/period-approvals?form=sanghik&year=2026-27&part=`,
    );
    // an office that enters (another उपखंड) gets its month's entry link
    expect(mails.some((m) => m.text.includes(`${APP_URL}/sanghik/add?year=2026-27&month=`))).toBe(
      true,
    );
    const upkhand = await emailOf('upkhand');
    expect(mails.some((m) => m.to.includes(upkhand))).toBe(false);
    expect(
      (await t.call({ method: 'GET', url: `${API}/inbox`, as: 'upkhand' })).json().unread,
    ).toBeGreaterThan(0);

    await runAll();
    expect(mailbox.messages()).toHaveLength(expected);
  });

  it('shows the mails on the development mailbox page', async () => {
    const page = await t.call({ method: 'GET', url: `${API}/dev/mailbox` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(mailbox.messages()[0]!.subject);
  });
});
