import { expect, test } from '@playwright/test';
import { account, signIn } from './support';

test('enter a month’s gathering attendance at an उपखंड, save, reload and see it', async ({
  page,
}) => {
  await signIn(page, account('upkhand'));
  await page.getByRole('link', { name: 'सांघिक नोंदणी' }).first().click();
  await expect(page).toHaveURL(/\/stage\/sanghik\/add$/);
  await expect(page.getByRole('heading', { name: 'सांघिक उपस्थिती' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'पौड उपखंड' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'शोधा' }).click();
  await expect(page.getByText(/^एकूण संकल्प: [1-9]/)).toBeVisible();
  // the demo data leaves the current month open; dashboard.spec.ts (run before) has saved it
  const save = page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ });
  await expect(save).toBeVisible();

  const firstCard = page.locator('[data-testid^="subject-"]').first();
  const firstInput = firstCard.getByRole('textbox').first();
  await firstInput.fill('१२');
  await expect(firstInput).toHaveValue('12');
  await firstInput.press('Enter');
  await expect(firstCard.getByText('सांघिक झाले नाही')).toBeHidden();

  // going back (in the app) with unsaved changes asks first; dismissing keeps the numbers
  const asked = page.waitForEvent('dialog');
  await page.evaluate(() => history.back());
  const dialog = await asked;
  expect(dialog.message()).toContain('जतन न केलेले बदल');
  await dialog.dismiss();
  await expect(page).toHaveURL(/\/stage\/sanghik\/add$/);
  await expect(firstInput).toHaveValue('12');

  await save.click();
  await expect(page.getByText('सांघिक माहिती यशस्वीरीत्या अद्ययावत झाली')).toBeVisible();
  await expect(page.getByRole('button', { name: 'माहिती अद्ययावत करा' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'शोधा' }).click();
  await expect(page.getByRole('button', { name: 'माहिती अद्ययावत करा' })).toBeVisible();
  await expect(
    page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first(),
  ).toHaveValue('12');
});
