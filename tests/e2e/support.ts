import { expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../server/seed/demoAccounts';
import { demoPlaceAt } from '../../server/seed/demoTree';
import { levelLabel } from '../../src/domain/levels';
import { financialYear, inputsOf } from '../../src/domain/modules/gathering';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };
export type { DemoAccount };

export const account = (key: string): DemoAccount =>
  DEMO_ACCOUNTS.find((a) => a.email === `${key}@demo.test`)!;

/** The chip text the shell shows for an account: "<level> : <place> <suffix>". */
export function chipText(a: DemoAccount): string {
  const place = demoPlaceAt(a.place);
  return `${levelLabel(place.levelId, place.suffix)} : ${place.name} ${place.suffix}`;
}

export const ROLE_LABEL = {
  karyalay_pramukh: 'कार्यालय प्रमुख',
  editor: 'माहिती संपादन अधिकारी',
  reader: 'माहिती वाचन अधिकारी',
} as const;

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto('/stage/login');
  await page.getByLabel(/^ईमेल\s*\*?$/).fill(email);
  await page.getByLabel(/^पासवर्ड\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'प्रवेश करा', exact: true }).click();
}

export async function signInThroughForm(page: Page, a: DemoAccount) {
  await fillSignIn(page, a.email, a.password);
  await expect(page).toHaveURL(/\/stage\/dashboard\/default$/);
}

/** Where signIn.setup.ts keeps a demo account's sign-in (cookies, storage and IndexedDB). */
export const signedInStatePath = (a: DemoAccount) =>
  `.data/e2e-signed-in/${a.email.replace(/@.*/, '')}.json`;

/**
 * Opens the dashboard signed in as `a`: with the sign-in the setup project kept for a demo
 * account when there is one (the page's storage replaced by it), else through the form. A kept
 * sign-in a journey made stale (a changed password) lands on the login page: then the form.
 */
export async function signIn(page: Page, a: DemoAccount) {
  const kept = signedInStatePath(a);
  if (existsSync(kept)) {
    // the app's open IndexedDB connections would hold the storage being replaced
    if (page.url() !== 'about:blank') await page.goto('about:blank');
    await page.context().setStorageState(kept);
    await page.goto('/stage/dashboard/default');
    const userMenu = page.getByRole('button', { name: 'वापरकर्ता माहिती' });
    const signInButton = page.getByRole('button', { name: 'प्रवेश करा', exact: true });
    await expect(userMenu.or(signInButton)).toBeVisible();
    if (await userMenu.isVisible()) return expect(page).toHaveURL(/\/stage\/dashboard\/default$/);
  }
  await signInThroughForm(page, a);
}

/** An ID token straight from the Auth emulator's REST API, for API checks. */
export async function emulatorToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const url =
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key';
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string };
  return body.idToken;
}

/**
 * Puts a demo account's password back when it is still `changedTo` (through the Auth emulator's
 * REST API, as the account itself); else leaves it.
 */
export async function restoreDemoPassword(email: string, changedTo: string) {
  const base = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts';
  const post = (call: string, body: object) =>
    fetch(`${base}:${call}?key=demo-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signedIn = await post('signInWithPassword', { email, password: changedTo });
  if (!signedIn.ok) return;
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const updated = await post('update', { idToken, password: DEMO_PASSWORD });
  expect(updated.ok).toBe(true);
}

/** Opens the picker from its button, searches, picks `label` and confirms. */
export async function pickPlace(
  page: Page,
  current: string | RegExp,
  search: string,
  label: string,
) {
  await page.getByRole('button', { name: current }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill(search);
  await dialog
    .getByRole('button', { name: new RegExp(label) })
    .first()
    .click();
  await dialog.getByRole('button', { name: `निवडा: ${label}` }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the verification link the Auth emulator keeps for `email` (as the person's mail would). */
export async function openVerificationLink(page: Page, email: string) {
  const answer = await page.request.get(
    'http://127.0.0.1:9099/emulator/v1/projects/demo-ssm/oobCodes',
  );
  const { oobCodes } = (await answer.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  expect(link).toBeDefined();
  expect((await page.request.get(link!.oobLink)).ok()).toBe(true);
}

/**
 * Sets every unit of पौड उपखंड's gathering this month back to zero (as upkhand@, through the
 * API): the journeys that enter figures for other units leave the month as summaryReports.spec
 * expects it (only the first unit's count, which it overwrites).
 */
export async function zeroThisMonthAtPaud(page: Page) {
  const headers = { authorization: `Bearer ${await emulatorToken(account('upkhand').email)}` };
  const profile = await page.request.put('/pmpapp/api/v2/user/profile', { headers, data: {} });
  const now = new Date();
  const at = {
    locationId: (await profile.json()).location.location_id,
    year: financialYear(now),
    month: now.getMonth() + 1,
  };
  const sheet = await page.request.post('/pmpapp/api/v2/sanghik/sheet', { headers, data: at });
  const subjects = (await sheet.json()).subjects as {
    subject_id: number;
    version: number;
    ekak_sub_type_id: number;
  }[];
  const records = subjects.map((s) => ({
    subject_id: s.subject_id,
    version: s.version,
    values: Object.fromEntries(inputsOf(s.ekak_sub_type_id).map((f) => [f, 0])),
  }));
  const saved = await page.request.post('/pmpapp/api/v2/sanghik/save', {
    headers,
    data: { ...at, confirmedUnusual: true, records },
  });
  expect(saved.status()).toBe(200);
}
