import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cameraPhoto } from '../bench/webPhotos';
import { account, signIn } from './support';

/**
 * Issue 50's journey: on a slow phone link (1.6 Mbps, 150 ms) upkhand@ writes a success story
 * with two camera photos of about 4 MB, saves it with no network, and the phone sends it — its
 * photos first, shrunk — once the link is back; the cards and the details page show them.
 */
const tag = String(Date.now()).slice(-6);
const SLOW = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 1_600_000 / 8,
};

/** The phone's link: slow, or none (the browser says offline too, as a phone does). */
async function phoneLink(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const set = async (offline: boolean) => {
    await context.setOffline(offline);
    // after Playwright's own: these conditions are the ones that hold
    await cdp.send('Network.emulateNetworkConditions', { ...SLOW, offline });
  };
  await set(false);
  return { set };
}

test('a success story with two camera photos saved offline on a slow link is sent when back and shown', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const photos = await Promise.all([cameraPhoto(110), cameraPhoto(130)]);
  for (const p of photos) expect(p.length).toBeGreaterThan(3_000_000);
  const title = `फोटोंसह यशोगाथा ${tag}`;
  await signIn(page, account('upkhand'));
  await page.goto('/stage/yashogatha');
  const link = await phoneLink(context, page);
  await page.getByRole('link', { name: 'नवीन' }).click();
  await page.getByLabel(/^शीर्षक/).fill(title);
  await page.getByLabel(/^दिनांक/).fill('2026-06-01');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'जतन करा', exact: true }) });
  await form.getByRole('combobox', { name: /^प्रकार/ }).click();
  await page.getByRole('option', { name: 'शाखा', exact: true }).click();
  await page.getByLabel(/^थोडक्यात/).fill('दोन फोटोंसह');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('शाखेचा पहिला उत्सव');

  const shrinking = Date.now();
  await page
    .getByTestId('photo-input-photos')
    .setInputFiles(
      photos.map((buffer, i) => ({ name: `IMG_${i}.jpg`, mimeType: 'image/jpeg', buffer })),
    );
  await expect(page.getByRole('img', { name: /^फोटो: फोटो \d$/ })).toHaveCount(2, {
    timeout: 30_000,
  });
  console.log(
    `photos: two 4 MB photos handed over, shrunk and shown in ${Date.now() - shrinking} ms (bench:web times the device's part)`,
  );

  await link.set(true);
  await page.getByRole('button', { name: 'जतन करा', exact: true }).click();
  await expect(page.getByText(/^इंटरनेट जोडणी नाही: माहिती या फोनवर ठेवली आहे/)).toBeVisible();
  const badge = page.getByTestId('outbox-badge');
  await expect(badge).toHaveText('1 नोंदी या फोनवर — पाठवणे बाकी');

  const back = Date.now();
  await link.set(false);
  await expect(badge).toBeHidden({ timeout: 60_000 });
  console.log(
    `photos: the story and its photos sent ${Date.now() - back} ms after the link came back`,
  );

  // what was sent, as anyone opening the list reads it from the server (still on the slow link)
  await page.goto('/stage/yashogatha');
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card.getByRole('img')).toHaveCount(2, { timeout: 30_000 });
  for (const thumb of await card.getByRole('img').all())
    await expect
      .poll(() => thumb.evaluate((el: HTMLImageElement) => el.naturalWidth), { timeout: 30_000 })
      .toBe(320);
  await card.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const full = page.locator('article img');
  await expect(full).toHaveCount(2, { timeout: 30_000 });
  // the server's copies, each 1 600 px wide (the page loads a photo as it scrolls to it)
  for (const img of await full.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), { timeout: 30_000 })
      .toBe(1600);
  }
});
