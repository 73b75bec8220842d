// Runs before sanghik.spec.ts and summaryReports.spec.ts (file order): it saves this month's
// gathering at पौड in the first unit's first count, which both of them then overwrite.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { account, signIn } from './support';

const ENTERED = 9;

/** The figures of the dashboard's cards, as numbers. */
async function figures(page: Page) {
  const places = page.getByTestId('figure-places');
  await expect(places).toBeVisible();
  const pending = Number((await places.getByText(/^प्रलंबित: \d+$/).innerText()).split(': ')[1]);
  const attendance = Number(
    await page.getByTestId('figure-attendance').locator('[data-figure]').innerText(),
  );
  return { pending, attendance };
}

/** The serious or critical accessibility violations of the page as it is now. */
const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** dd-mm-yyyy HH:mm in India time (UTC+05:30, DESIGN §10) for a moment. */
const shown = (date: Date) => {
  const india = new Date(date.getTime() + 330 * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${two(india.getUTCDate())}-${two(india.getUTCMonth() + 1)}-${india.getUTCFullYear()}`;
  return `${day} ${two(india.getUTCHours())}:${two(india.getUTCMinutes())}`;
};

test('the dashboard follows a gathering entry; the district finds it in the records list', async ({
  page,
}) => {
  await signIn(page, account('upkhand'));
  const before = await figures(page);
  expect(before.pending).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'सांघिक नोंदणी' }).first().click();
  await page.getByRole('button', { name: 'शोधा' }).click();
  const input = page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first();
  await input.fill(String(ENTERED));
  const savedAround = new Date();
  await page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ }).click();
  await expect(page.getByText('सांघिक माहिती यशस्वीरीत्या अद्ययावत झाली')).toBeVisible();

  await page.getByRole('link', { name: 'सारांश' }).first().click();
  await expect(page).toHaveURL(/\/stage\/dashboard\/default$/);
  await expect(page.getByTestId('figure-attendance').locator('[data-figure]')).toHaveText(
    String(before.attendance + ENTERED),
  );
  expect(await figures(page)).toEqual({
    pending: before.pending - 1,
    attendance: before.attendance + ENTERED,
  });
  expect(await serious(page)).toEqual([]);

  await page.getByRole('button', { name: 'वापरकर्ता माहिती' }).click();
  await page.getByRole('menu').getByText('बाहेर पडा').click();
  await expect(page).toHaveURL(/\/stage\/login$/);
  await signIn(page, account('jilha'));
  await page.getByRole('link', { name: 'सांघिक नोंदी सूची' }).first().click();
  await expect(page).toHaveURL(/\/stage\/ahawal\/list$/);
  await expect(page.getByTestId('records-summary')).toContainText('पश्चिम पुणे ग्रामीण जिल्हा');
  const paud = page.getByRole('row').filter({ hasText: 'पौड उपखंड' });
  await expect(paud).toContainText('जतन केले');
  await expect(paud).toContainText('उपखंड कार्यालय');
  const times = [shown(savedAround), shown(new Date(savedAround.getTime() + 60_000))];
  expect(times).toContain(await paud.locator('td').last().innerText());
  expect(await serious(page)).toEqual([]);

  await page.getByRole('link', { name: 'विश्लेषण' }).first().click();
  await expect(page).toHaveURL(/\/stage\/dashboard\/analytics$/);
  const chart = page.getByRole('region', { name: 'गेल्या १२ महिन्यांची वयोगटनिहाय उपस्थिती' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await chart.getByRole('button', { name: 'तक्ता' }).click();
  await expect(chart.getByRole('table')).toBeVisible();
  await expect(chart.getByRole('row')).toHaveCount(13);
  expect(await serious(page)).toEqual([]);
});
