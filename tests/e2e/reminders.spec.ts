import { expect, test, type Page } from '@playwright/test';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { financialYear } from '../../src/domain/modules/gathering';
import { gatheringMr } from '../../src/i18n/mr/gathering';
import { account, emulatorToken, signIn } from './support';

/**
 * Issue 47's journey: the server's clock moves to the fifth day after this month's due day
 * (the 7th of the next), and with no other call the jobs remind within a minute. The उपखंड's
 * device gets a push at the local push endpoint (E2E_PUSH_HOST in playwright.config.ts), which
 * the browser's worker shows and a tap on it opens the month's entry; the inbox has the same
 * reminder. The तालुका's digest names its pending places, and पाठवा hands them to the share
 * sheet. (Runs before reopenPeriod.spec.ts, the only journey that submits a month.)
 */
const API = '/pmpapp/api/v2';
const PUSH_HOST = '127.0.0.1:8091';
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(b: Buffer, p: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

const today = new Date();
const month = today.getMonth() + 1;
const year = financialYear(today);
const monthName = gatheringMr.gathering.month[month as keyof typeof gatheringMr.gathering.month];
const entry = `/sanghik/add?year=${year}&month=${month}`;
const next = new Date(today.getFullYear(), today.getMonth() + 1, 12);
const escalationDay = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-12T11:00:00+05:30`;

// the device: its keys as a browser makes them for a push subscription
const device = createECDH('prime256v1');
device.generateKeys();
const auth = randomBytes(16).toString('base64url');
const pushes: { title: string; body: string; link: string; id: number }[] = [];
const pushService = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    const text = ece.decrypt(Buffer.concat(chunks), {
      version: 'aes128gcm',
      privateKey: device,
      authSecret: auth,
    });
    pushes.push(JSON.parse(text.toString('utf8')));
    response.statusCode = 201;
    response.end();
  });
});

test.describe.configure({ mode: 'serial' });
// a month's reminders never reach into the next financial year: March has no next-month walk
test.skip(month === 3, 'March: the escalating step falls in the next financial year');

test.beforeAll(async ({ request }) => {
  await new Promise<void>((resolve) => pushService.listen(8091, '127.0.0.1', resolve));
  const token = await emulatorToken(account('upkhand').email);
  const subscribed = await request.post(`${API}/push/subscriptions`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      endpoint: `http://${PUSH_HOST}/phone`,
      keys: { p256dh: device.getPublicKey().toString('base64url'), auth },
    },
  });
  expect(subscribed.status()).toBe(200);
  expect((await request.put(`${API}/dev/clock`, { data: { now: escalationDay } })).status()).toBe(
    200,
  );
});
test.afterAll(async ({ request }) => {
  await request.put(`${API}/dev/clock`, { data: { now: null } });
  // the device signs out: the journeys after this one push to no closed endpoint
  const token = await emulatorToken(account('upkhand').email);
  await request.delete(`${API}/push/subscriptions`, {
    headers: { authorization: `Bearer ${token}` },
    data: { endpoint: `http://${PUSH_HOST}/phone` },
  });
  await new Promise((resolve) => pushService.close(resolve));
});

/** The inbox, from the bell in the app bar. */
async function openInbox(page: Page) {
  await page.getByRole('button', { name: /^सूचना: [1-9]\d* न वाचलेल्या$/ }).click();
  await expect(page).toHaveURL(/\/stage\/inbox$/);
}

test('the उपखंड is reminded on its device and in its inbox; the reminder opens the month', async ({
  page,
  context,
}) => {
  // within a minute of the clock's move, with no other call
  await expect
    .poll(() => pushes.filter((p) => p.link === entry).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  const pushed = pushes.find((p) => p.link === entry)!;
  expect(pushed.title).toContain('सांघिक');
  expect(pushed.title).toContain(monthName);

  await context.grantPermissions(['notifications']);
  await signIn(page, account('upkhand'));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // the push as the browser's push service hands it to the worker, which shows it
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(pushed),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
    );
  await expect.poll(shown).toContain(pushed.title);
  // a tap: the worker's notificationclick, as the system fires it on the shown notification
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async (title) => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(e: Event): boolean;
    };
    const shownNow = await scope.registration.getNotifications();
    const notification = shownNow.find((n) => n.title === title);
    const Click = (globalThis as unknown as { NotificationEvent: typeof Event }).NotificationEvent;
    scope.dispatchEvent(
      new (Click as never as new (t: string, i: object) => Event)('notificationclick', {
        notification,
      }),
    );
  }, pushed.title);
  await expect(page).toHaveURL(new RegExp(`/stage${entry.replace(/\?/, '\\?')}$`));
  await expect(page.getByRole('combobox', { name: /^महिना/ })).toContainText(monthName);

  // the same reminder in the inbox, marked unread; it opens the month too
  await page.goto('/stage/dashboard/default');
  await openInbox(page);
  const card = page.getByRole('article').filter({ hasText: pushed.title });
  await expect(card.first()).toContainText(pushed.body);
  await card.first().getByRole('button', { name: 'उघडा' }).click();
  await expect(page).toHaveURL(new RegExp(`/stage${entry.replace(/\?/, '\\?')}$`));
});

test('the तालुका’s digest names its pending places, and पाठवा shares them', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await signIn(page, account('taluka'));
  await openInbox(page);
  const digest = page
    .getByRole('article')
    .filter({ hasText: new RegExp(`सांघिक.*: ${monthName}.*ठिकाणे बाकी`) });
  await expect(digest).toHaveCount(1);
  await expect(digest).toContainText('पौड');
  // it opens the month's completeness below the तालुका, asked for at once
  await digest.getByRole('button', { name: 'उघडा' }).click();
  await expect(page).toHaveURL(/\/stage\/period-approvals\?form=sanghik&/);
  await expect(page.getByTestId('period-approvals')).toContainText('पौड');
  await page.getByRole('button', { name: 'पाठवा' }).click();
  const shared = await page.waitForFunction(
    () => (window as unknown as { shared?: ShareData }).shared,
  );
  const { title, text } = (await shared.jsonValue()) as ShareData;
  expect(title).toContain(monthName);
  expect(text).toContain('पौड');
});
