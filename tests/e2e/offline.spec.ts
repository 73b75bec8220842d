import { expect, test } from '@playwright/test';
import { financialYear } from '../../src/domain/gathering';
import { account, emulatorToken, signIn } from './support';

const API = '/pmpapp/api/v2';

test('a gathering saved with no connection stays on the phone across a reload and reaches the server when the link is back', async ({
  page,
  context,
}) => {
  await signIn(page, account('upkhand'));
  await page.getByRole('link', { name: 'सांघिक नोंदणी' }).first().click();
  await page.getByRole('button', { name: 'शोधा' }).click();
  await expect(page.getByText(/^एकूण संकल्प: [3-9]/)).toBeVisible();
  const third = page.locator('[data-testid^="subject-"]').nth(2);
  const unitId = Number((await third.getAttribute('data-testid'))!.split('-')[1]);

  await context.setOffline(true);
  await third.getByRole('textbox').first().fill('8');
  await page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ }).click();
  await page
    .getByRole('button', { name: 'तपासले, बरोबर आहे' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(page.getByText(/^इंटरनेट जोडणी नाही: आकडे या फोनवर ठेवले आहेत/)).toBeVisible();
  await expect(third.getByText('या फोनवर — पाठवणे बाकी')).toBeVisible();
  const badge = page.getByTestId('outbox-badge');
  await expect(badge).toHaveText('1 नोंदी या फोनवर — पाठवणे बाकी');

  // the page is opened again while saves still get no answer: the figures are still there
  await page.route(`**${API}/sanghik/save`, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(badge).toHaveText('1 नोंदी या फोनवर — पाठवणे बाकी');
  await badge.click();
  await expect(page.getByRole('heading', { name: 'या फोनवरील पाठवणे बाकी नोंदी' })).toBeVisible();
  await expect(page.getByTestId('outbox-entry')).toContainText('सांघिक');

  // the link comes back: sent within seconds, the badge gone, the server holds the figure
  await page.unroute(`**${API}/sanghik/save`);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(badge).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText('या फोनवर पाठवणे बाकी असलेली कोणतीही नोंद नाही')).toBeVisible();
  const headers = { authorization: `Bearer ${await emulatorToken(account('upkhand').email)}` };
  const profile = await page.request.put(`${API}/user/profile`, { headers, data: {} });
  const now = new Date();
  const sheet = await page.request.post(`${API}/sanghik/sheet`, {
    headers,
    data: {
      locationId: (await profile.json()).location.location_id,
      year: financialYear(now),
      month: now.getMonth() + 1,
    },
  });
  const unit = (await sheet.json()).subjects.find(
    (s: { subject_id: number }) => s.subject_id === unitId,
  );
  expect(Object.values(unit.values)).toContain(8);
});

test('after one online visit the gathering screen opens with no network and shows the sheet kept on the phone', async ({
  page,
  context,
}) => {
  await signIn(page, account('upkhand'));
  await page.getByRole('link', { name: 'सांघिक नोंदणी' }).first().click();
  await page.getByRole('button', { name: 'शोधा' }).click();
  await expect(page.getByText(/^एकूण संकल्प: [1-9]/)).toBeVisible();
  const units = await page.locator('[data-testid^="subject-"]').count();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  const started = Date.now();
  await page.reload();
  await page.getByRole('button', { name: 'शोधा' }).click();
  await expect(page.getByTestId('sheet-from-device')).toContainText('इंटरनेट जोडणी नाही');
  await expect(page.locator('[data-testid^="subject-"]')).toHaveCount(units);
  console.log(`offline: a cold reload to the kept sheet took ${Date.now() - started} ms`);
  await context.setOffline(false);
});
