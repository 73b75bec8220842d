import { expect, test, type Page } from '@playwright/test';
import { ROLE_LABEL, account, openVerificationLink, signIn } from './support';

const tag = String(Date.now()).slice(-6);
const EMAIL = `navin${tag}@demo.test`;
const PASSWORD = 'Navin@12345';
const NAME = `नवीन कार्यकर्ता ${tag}`;

/** Ticks the row of `text` in a datagrid, runs the bulk action and confirms it. */
async function bulk(page: Page, text: string, action: string) {
  await page.getByRole('row').filter({ hasText: text }).getByRole('checkbox').check();
  await page.getByRole('button', { name: action, exact: true }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /पुष्टी|होय|मान्यता द्या|निष्क्रिय करा/ })
    .last()
    .click();
}

test('sign up, wait, get approved, work, and be signed out when deactivated', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // the newcomer signs up and asks for a place
  await page.goto('/stage/register');
  await page.getByLabel(/^ईमेल\s*\*?$/).fill(EMAIL);
  await page.getByLabel(/^पासवर्ड\s*\*?$/).fill(PASSWORD);
  await page.getByLabel(/^पासवर्ड पुन्हा लिहा\s*\*?$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'खाते तयार करा' }).click();
  // the address must be verified before asking for access: open the link the emulator holds
  await expect(page.getByText(`${EMAIL} या पत्त्यावर पडताळणीचा दुवा पाठवला आहे.`)).toBeVisible();
  await page.getByRole('button', { name: 'पडताळणी झाली, पुढे चला' }).click();
  await expect(page.getByText(/पत्ता अजून पडताळलेला नाही/)).toBeVisible();
  await openVerificationLink(page, EMAIL);
  await page.getByRole('button', { name: 'पडताळणी झाली, पुढे चला' }).click();
  await page.getByLabel(/^नाव\s*\*?$/).fill(NAME);
  await page.getByLabel(/^मोबाईल\s*\*?$/).fill('9822011111');
  await page.getByLabel(/^मागितलेली भौगोलिक रचना/).fill('पौड');
  await page
    .getByRole('option', { name: /पौड उपखंड/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'विनंती पाठवा' }).click();
  await expect(page).toHaveURL(/\/stage\/pending-approval$/);
  await expect(page.getByText('मान्यतेची प्रतीक्षा').first()).toBeVisible();

  // the administrator approves the request from the datagrid
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, account('admin'));
  await admin.goto('/stage/user/unapproved');
  await expect(admin.getByRole('row').filter({ hasText: EMAIL })).toContainText(NAME);
  await bulk(admin, EMAIL, 'मान्यता द्या');
  await expect(admin.getByText(/वापरकर्त्यांना मान्यता दिली/)).toBeVisible();

  // the person signs in and sees the shell with the chip and the role label
  await signIn(page, {
    ...account('upkhand'),
    email: EMAIL,
    password: PASSWORD,
  });
  await expect(page.getByTitle(/पौड उपखंड/)).toBeVisible();
  await expect(page.getByText(`भूमिका: ${ROLE_LABEL.reader}`)).toBeVisible();

  // the administrator deactivates the account; the person's next action signs them out
  await admin.goto('/stage/user/list');
  await admin.getByPlaceholder('शोधा').fill(EMAIL);
  await bulk(admin, EMAIL, 'निष्क्रिय करा');
  await expect(admin.getByText('यशस्वीरित्या अद्यतनित केले')).toBeVisible();
  await page.getByRole('link', { name: 'भौगोलिक रचना' }).first().click();
  await expect(page).toHaveURL(/\/stage\/login/);
  await expect(page.getByText('आपले खाते निष्क्रिय करण्यात आले आहे.')).toBeVisible();
  await adminContext.close();
});
