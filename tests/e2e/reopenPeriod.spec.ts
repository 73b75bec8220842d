import { expect, test, type Page } from '@playwright/test';
import { financialYear } from '../../src/domain/gathering';
import { gatheringMr } from '../../src/i18n/mr/gathering';
import { account, signIn } from './support';

// a month four back is closed (the gathering takes the current one and the two before it)
const now = new Date();
const closedDay = new Date(now.getFullYear(), now.getMonth() - 4, 1);
const closed = { year: financialYear(closedDay), month: closedDay.getMonth() + 1 };
const monthName =
  gatheringMr.gathering.month[closed.month as keyof typeof gatheringMr.gathering.month];

async function openClosedMonth(page: Page) {
  await signIn(page, account('upkhand'));
  await page.getByRole('link', { name: 'सांघिक नोंदणी' }).first().click();
  await page.getByRole('combobox', { name: /^वर्ष/ }).click();
  await page.getByRole('option', { name: closed.year, exact: true }).click();
  await page.getByRole('combobox', { name: /^महिना/ }).click();
  await page.getByRole('option', { name: monthName, exact: true }).click();
  await page.getByRole('button', { name: 'शोधा' }).click();
}

test.describe.serial('a closed month reopened on request (issue 25)', () => {
  test('upkhand@ sees why the month is closed before typing, and asks the taluka', async ({
    page,
  }) => {
    await openClosedMonth(page);
    await expect(page.getByTestId('period-gate')).toContainText('पासून बंद आहे');
    const input = page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first();
    await expect(input).toHaveAttribute('readonly', '');
    await expect(
      page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: 'पुन्हा उघडण्याची विनंती करा' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /कारण/ }).fill('शाखेचे आकडे उशिरा मिळाले');
    await dialog.getByRole('button', { name: 'विनंती पाठवा' }).click();
    await expect(page.getByText('विनंती वरच्या कार्यालयाकडे पाठवली', { exact: true })).toBeVisible();
    await expect(page.getByText(/निर्णयाची वाट पाहत आहे/)).toBeVisible();
  });

  test('taluka@ grants it from the dashboard', async ({ page }) => {
    await signIn(page, account('taluka'));
    const card = page.getByTestId('period-requests');
    await expect(card).toContainText('शाखेचे आकडे उशिरा मिळाले');
    await expect(card).toContainText(`${monthName}, आर्थिक वर्ष ${closed.year}`);
    await card.getByRole('button', { name: '३ दिवसांसाठी उघडा' }).first().click();
    await expect(page.getByText('कालावधी पुन्हा उघडला')).toBeVisible();
  });

  test('upkhand@ saves the reopened month', async ({ page }) => {
    await openClosedMonth(page);
    await expect(page.getByTestId('period-gate')).toContainText('पुन्हा उघडला आहे');
    const input = page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first();
    await input.fill('७');
    await page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ }).click();
    await expect(page.getByText('सांघिक माहिती यशस्वीरीत्या अद्ययावत झाली')).toBeVisible();
  });
});
