import { expect, test } from '@playwright/test';
import { account, signIn } from './support';

test('choose a place in the picker, confirm it, then cancel the selection', async ({ page }) => {
  await signIn(page, account('taluka'));
  await page.goto('/stage/geo/tree');

  const pickerButton = page.getByRole('button', { name: 'मुळशी तालुका' }).first();
  await pickerButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'भौगोलिक रचना निवडा' })).toBeVisible();

  // Escape does not dismiss it
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByText('पौड उपखंड').click();
  const confirm = dialog.getByRole('button', { name: /पौड उपखंड/ });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'पौड उपखंड' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'पौड उपखंड' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'निवड रद्द करा' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'कृपया भौगोलिक रचना निवडा' })).toBeVisible();
});

test('the picker finds a place by name within the user subtree', async ({ page }) => {
  await signIn(page, account('jilha'));
  await page.goto('/stage/geo/tree');
  await page
    .getByRole('button', { name: /पश्चिम पुणे/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('हिंजवडी');
  // each hit shows the path of its ancestors within the user's subtree
  const hit = dialog.getByRole('button', { name: /हिंजवडी गाव/ });
  await expect(hit).toContainText('मुळशी तालुका › हिंजवडी उपखंड › हिंजवडी मंडल');
  await hit.click();
  await dialog.getByRole('button', { name: /निवडा: हिंजवडी गाव/ }).click();
  await expect(page.getByRole('button', { name: 'हिंजवडी गाव' }).first()).toBeVisible();
});
