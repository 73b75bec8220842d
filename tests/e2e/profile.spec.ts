import { expect, test, type Page } from '@playwright/test';
import { account, fillSignIn, restoreDemoPassword, signIn } from './support';

test('a user changes their password from the profile menu and signs in with it', async ({
  page,
}) => {
  const nagar = account('nagar');
  const newPassword = 'Navin@2026';
  // a journey that stops midway must not leave nagar@ (other journeys' account) with the new
  // password, nor a retry of this one
  await restoreDemoPassword(nagar.email, newPassword);
  try {
    await changeAndSignInAgain(page, newPassword);
  } finally {
    await restoreDemoPassword(nagar.email, newPassword);
  }
});

async function changeAndSignInAgain(page: Page, newPassword: string) {
  const nagar = account('nagar');
  await signIn(page, nagar);
  await page.getByRole('button', { name: 'वापरकर्ता माहिती' }).click();
  await page.getByRole('menuitem', { name: 'पासवर्ड बदला' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^सध्याचा पासवर्ड/).fill('चुकीचा-जुना');
  await dialog.getByLabel(/^नवीन पासवर्ड\s*\*?$/).fill(newPassword);
  await dialog.getByLabel(/^नवीन पासवर्ड पुन्हा लिहा/).fill(newPassword);
  await dialog.getByRole('button', { name: 'पासवर्ड बदला' }).click();
  await expect(dialog.getByRole('alert')).toContainText('सध्याचा पासवर्ड चुकीचा आहे');

  await dialog.getByLabel(/^सध्याचा पासवर्ड/).fill(nagar.password);
  await dialog.getByRole('button', { name: 'पासवर्ड बदला' }).click();
  await expect(page.getByText('पासवर्ड यशस्वीरीत्या बदलला.')).toBeVisible();

  await page.getByRole('button', { name: 'वापरकर्ता माहिती' }).click();
  await page.getByRole('menu').getByText('बाहेर पडा').click();
  await fillSignIn(page, nagar.email, nagar.password);
  await expect(page.getByRole('alert')).toContainText('चुकीचा आहे');
  await fillSignIn(page, nagar.email, newPassword);
  await expect(page).toHaveURL(/\/stage\/dashboard\/default$/);

  // put the demo password back for the other journeys
  await changePassword(page, newPassword, nagar.password);
  await expect(page.getByText('पासवर्ड यशस्वीरीत्या बदलला.')).toBeVisible();
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: 'वापरकर्ता माहिती' }).click();
  await page.getByRole('menuitem', { name: 'पासवर्ड बदला' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^सध्याचा पासवर्ड/).fill(current);
  await dialog.getByLabel(/^नवीन पासवर्ड\s*\*?$/).fill(next);
  await dialog.getByLabel(/^नवीन पासवर्ड पुन्हा लिहा/).fill(next);
  await dialog.getByRole('button', { name: 'पासवर्ड बदला' }).click();
}

test('the profile menu switches the interface to English and back', async ({ page }) => {
  await signIn(page, account('reader'));
  await page.getByRole('button', { name: 'वापरकर्ता माहिती' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Role: Information reading officer')).toBeVisible();

  await page.getByRole('button', { name: 'User details' }).click();
  await page.getByRole('button', { name: 'मराठी' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('भूमिका: माहिती वाचन अधिकारी')).toBeVisible();
});

test('a user corrects their own name and mobile from the profile menu, no reload', async ({
  page,
}) => {
  await signIn(page, account('reader'));
  const openDialog = async () => {
    await page.getByRole('button', { name: 'वापरकर्ता माहिती' }).click();
    await page.getByRole('menuitem', { name: 'तपशील बदला' }).click();
    return page.getByRole('dialog', { name: 'आपले नाव व मोबाईल' });
  };
  let dialog = await openDialog();
  const name = dialog.getByLabel(/^नाव/);
  const before = await name.inputValue();
  await dialog.getByLabel(/^मोबाईल/).fill('98220');
  await dialog.getByRole('button', { name: 'जतन करा' }).click();
  await expect(dialog.getByText('"मोबाईल" 10 अंकी क्रमांक असावा')).toBeVisible();
  await dialog.getByLabel(/^मोबाईल/).fill('9822012345');
  await name.fill('नवे वाचक नाव');
  await dialog.getByRole('button', { name: 'जतन करा' }).click();
  await expect(page.getByText('आपली माहिती जतन झाली')).toBeVisible();
  await page.getByRole('button', { name: 'वापरकर्ता माहिती' }).click();
  await expect(page.getByRole('menu').getByText('नवे वाचक नाव')).toBeVisible();
  await page.keyboard.press('Escape');

  // the name back as it was, for the other journeys
  dialog = await openDialog();
  await expect(dialog.getByLabel(/^मोबाईल/)).toHaveValue('9822012345');
  await dialog.getByLabel(/^नाव/).fill(before);
  await dialog.getByRole('button', { name: 'जतन करा' }).click();
  await expect(dialog).toBeHidden();
});
