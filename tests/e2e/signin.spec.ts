import { expect, test } from '@playwright/test';
import { fillSignIn, signInThroughForm, account } from './support';

// every active account's chip and role label: signIn.setup.ts, where each signs in once

test('a signed-out visit of /stage/geo/tree lands on the login page', async ({ page }) => {
  await page.goto('/stage/geo/tree');
  await expect(page).toHaveURL(/\/stage\/login/);
  await expect(page.getByRole('button', { name: 'प्रवेश करा', exact: true })).toBeVisible();
});

test('a wrong password gives a Marathi message and keeps the email', async ({ page }) => {
  await fillSignIn(page, 'admin@demo.test', 'चुकीचा-पासवर्ड');
  await expect(page.getByRole('alert')).toContainText('चुकीचा आहे');
  await expect(page.getByLabel(/^ईमेल\s*\*?$/)).toHaveValue('admin@demo.test');
  await expect(page).toHaveURL(/\/stage\/login/);
});

test('pending@demo.test is refused with a Marathi message', async ({ page }) => {
  const pending = account('pending');
  await fillSignIn(page, pending.email, pending.password);
  await expect(page.getByRole('alert')).toContainText('मान्यतेच्या प्रतीक्षेत');
  await expect(page).toHaveURL(/\/stage\/login/);
});

test('signing in again while signed in goes to the dashboard; logout returns to login', async ({
  page,
}) => {
  await signInThroughForm(page, account('taluka'));
  await page.goto('/stage/login');
  await expect(page).toHaveURL(/\/stage\/dashboard\/default$/);
  await page.getByRole('button', { name: 'वापरकर्ता माहिती' }).click();
  await page.getByRole('menu').getByText('बाहेर पडा').click();
  await expect(page).toHaveURL(/\/stage\/login/);
  await page.goto('/stage/dashboard/default');
  await expect(page).toHaveURL(/\/stage\/login/);
});
