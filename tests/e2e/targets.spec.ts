import { expect, test } from '@playwright/test';
import { financialYear } from '../../src/domain/modules/gathering';
import { account, emulatorToken, signIn } from './support';

/**
 * Issue 49's journey: the तालुका sets its उपखंडs' targets on one sheet, an उपखंड enters its
 * figures, and the तालुका's report shows each figure against its target and last year's.
 */
const API = '/pmpapp/api/v2';
const TARGET = String(4_000 + (Date.now() % 1_000));

test('the तालुका sets a target, the उपखंड enters, the report shows the share reached and last year’s change', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, account('taluka'));
  await page.goto('/stage/targets');
  await page.getByRole('combobox', { name: 'फॉर्म' }).click();
  await page.getByRole('option', { name: 'भौगोलिक वृत्त' }).click();
  await page.getByRole('button', { name: 'शोधा' }).click();
  const cell = page.getByRole('textbox', { name: 'पौड उपखंड: संपर्कित व्यक्ती' });
  await cell.fill('4.5');
  await expect(page.getByRole('alert').filter({ hasText: 'लाल रकान्यात' })).toBeVisible();
  await cell.fill(TARGET);
  await page.getByRole('button', { name: 'लक्ष्य जतन करा' }).click();
  await expect(page.getByText('लक्ष्य जतन झाले')).toBeVisible();

  // the उपखंड's first village, one more person than it had
  const headers = { authorization: `Bearer ${await emulatorToken(account('upkhand').email)}` };
  const profile = await request.put(`${API}/user/profile`, { headers, data: {} });
  const locationId = (await profile.json()).location.location_id as number;
  const listed = await request.post(`${API}/bhaugolik/list`, {
    headers,
    data: { locationId, year: financialYear(new Date()) },
  });
  const [village] = (await listed.json()).subjects as {
    subject_id: number;
    values: { persons?: number } | null;
  }[];
  await signIn(page, account('upkhand'));
  await page.goto('/stage/PMP-LJAV/bhaugolik-vrutta');
  await page.getByRole('button', { name: 'शोधा' }).click();
  const card = page.getByTestId(`subject-${village!.subject_id}`);
  await card
    .getByLabel('संपर्कित व्यक्ती', { exact: true })
    .fill(String((village!.values?.persons ?? 0) + 1));
  await page.getByRole('button', { name: /माहिती (जतन करा|अद्ययावत करा)/ }).click();
  await expect(page.getByText('माहिती यशस्वीरित्या अद्ययावत झाली')).toBeVisible();

  await signIn(page, account('taluka'));
  await page.goto('/stage/PMP-LJAV/bhaugolik-vrutta');
  await page.getByRole('button', { name: 'शोधा' }).click();
  await page.getByRole('switch', { name: 'लक्ष्याशी तुलना' }).click();
  // the report's row of पौड (the approvals' table below names it too)
  const paud = page
    .getByRole('row', { name: /^पौड उपखंड/ })
    .filter({ hasText: Number(TARGET).toLocaleString('en-IN') });
  await expect(paud).toContainText(/\d+%/);
  await page.getByRole('switch', { name: 'मागील वर्षाशी तुलना' }).click();
  await expect(page.getByRole('columnheader', { name: 'मागील वर्षी' }).first()).toBeVisible();
  const compared = page.getByRole('row').filter({ hasText: /[▲▼=] \d+%|नवे/ });
  await expect(compared.filter({ hasText: 'पौड उपखंड' })).toHaveCount(1);
});
