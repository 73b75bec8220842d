// bench:web's offline measure (issue 26): an उपखंड office opens its gathering sheet once on the
// slow link, then reloads the page twice — online (the baseline, a warm cache) and with the
// network off (the service worker's shell, the sheet kept on the device) — each timed from the
// navigation's start until the sheet's first unit shows.
import type { Browser } from '@playwright/test';
import { visibleAt } from './webPage';

const ACCOUNT = 'upkhand@demo.test';
const PASSWORD = 'Demo@12345';
const SHEET_READY = '[data-testid^="subject-"]';

interface Link {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

export async function offlineReload(browser: Browser, port: number, link: Link) {
  const context = await browser.newContext({ locale: 'mr-IN' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link });
    await page.goto(`http://localhost:${port}/stage/login`);
    await page.fill('input[type="email"]', ACCOUNT);
    await page.fill('input[type="password"]', PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/stage\/dashboard/, { timeout: 60_000 });
    await page.getByRole('link', { name: 'सांघिक नोंदणी' }).first().click();
    const toSheet = async () => {
      await page.getByRole('button', { name: 'शोधा' }).click({ timeout: 60_000 });
      return visibleAt(page, SHEET_READY);
    };
    await toSheet();
    // the signed-in shell registers the worker; from the next load it serves the app
    await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }
      ).navigator.serviceWorker.ready.then(() => undefined),
    );
    await page.reload({ waitUntil: 'commit' });
    const onlineMs = await toSheet();
    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    const offlineMs = await toSheet();
    return { onlineMs, offlineMs };
  } finally {
    await context.close();
  }
}
