import { expect, test } from '@playwright/test';
import { financialYear, inputsOf } from '../../src/domain/modules/gathering';
import { account, emulatorToken, signIn, zeroThisMonthAtPaud } from './support';

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

test('two offices on one month: units nobody else changed are saved, the one changed meanwhile is shown side by side', async ({
  page,
}) => {
  const API = '/pmpapp/api/v2';
  const now = new Date();
  const period = { year: financialYear(now), month: now.getMonth() + 1 };
  await signIn(page, account('upkhand'));
  await page.getByRole('link', { name: 'सांघिक नोंदणी' }).first().click();
  await page.getByRole('button', { name: 'शोधा' }).click();
  await expect(page.getByText(/^एकूण संकल्प: [2-9]/)).toBeVisible();
  const cards = page.locator('[data-testid^="subject-"]');
  const unitId = Number((await cards.first().getAttribute('data-testid'))!.split('-')[1]);

  // the तालुका office saves the first unit meanwhile, from the month it read
  const headers = { authorization: `Bearer ${await emulatorToken(account('taluka').email)}` };
  const mine = { authorization: `Bearer ${await emulatorToken(account('upkhand').email)}` };
  const profile = await page.request.put(`${API}/user/profile`, { headers: mine, data: {} });
  const at = { locationId: (await profile.json()).location.location_id, ...period };
  const read = async () =>
    (await (await page.request.post(`${API}/sanghik/sheet`, { headers, data: at })).json())
      .subjects as {
      subject_id: number;
      version: number;
      ekak_sub_type_id: number;
      values: Record<string, number>;
    }[];
  const unit = (await read()).find((s) => s.subject_id === unitId)!;
  const theirs = Object.fromEntries(inputsOf(unit.ekak_sub_type_id).map((f) => [f, 7]));
  const saved = await page.request.post(`${API}/sanghik/save`, {
    headers,
    data: {
      ...at,
      confirmedUnusual: true,
      records: [{ subject_id: unitId, version: unit.version, values: theirs }],
    },
  });
  expect(saved.status()).toBe(200);

  await cards.nth(0).getByRole('textbox').first().fill('5');
  await cards.nth(1).getByRole('textbox').first().fill('6');
  const save = page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ });
  const confirmIfAsked = () =>
    page
      .getByRole('button', { name: 'तपासले, बरोबर आहे' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await save.click();
  await confirmIfAsked();
  const panel = page.getByTestId('save-conflicts');
  await expect(panel).toContainText('तालुका कार्यालय यांनी');
  await expect(page.getByText(/^1 नोंदी जतन झाल्या; 1 नोंदी/)).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(cards.nth(0).getByRole('textbox').first()).toHaveValue('5');

  await panel.getByRole('button', { name: 'माझे आकडे ठेवा' }).click();
  await save.click();
  await confirmIfAsked();
  await expect(page.getByText('सांघिक माहिती यशस्वीरीत्या अद्ययावत झाली')).toBeVisible();
  const stored = (await read()).find((s) => s.subject_id === unitId)!;
  expect(stored.values[inputsOf(unit.ekak_sub_type_id)[0]!]).toBe(5);
  // the reports' journey (summaryReports.spec.ts) expects only the first unit's count
  await zeroThisMonthAtPaud(page);
});
