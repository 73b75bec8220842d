import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { account, pickPlace, signIn } from './support';

/** A unit's card on the entry screen, by its exact name. */
const card = (page: Page, name: string) =>
  page
    .locator('[data-testid^="subject-"]')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function fill(page: Page, unit: string, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await card(page, unit).getByLabel(label, { exact: true }).fill(value);
  }
}

// the second test reads what the first one saved
test.describe.configure({ mode: 'serial' });

test('taluka@ registers गुरुपूजन for two units under it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account('taluka'));
  await page.getByRole('button', { name: 'उत्सव नोंदणी' }).click();
  // the menu's link: the dashboard's shortcuts name the same screen
  await page
    .getByRole('navigation', { name: 'मुख्य मेनू' })
    .getByRole('link', { name: 'गुरुपूजन' })
    .click();
  await expect(page).toHaveURL(/\/stage\/utsav\/gurupujan-nondani$/);
  await expect(page.getByRole('heading', { name: 'उत्सव नोंदणी – गुरुपूजन' })).toBeVisible();
  await pickPlace(page, 'मुळशी तालुका', 'पौड', 'पौड उपखंड');
  await page.getByRole('button', { name: 'शोधा' }).click();
  await fill(page, 'पौड शाखा', { बाल: '12', महिला: '3' });
  await fill(page, 'पौड शाखा २', { बाल: '8', 'महाविद्यालयीन विद्यार्थी': '5', निमंत्रित: '2' });
  await expect(card(page, 'पौड शाखा').getByLabel('एकूण', { exact: true })).toHaveValue('15');
  await page.getByRole('button', { name: /माहिती (जतन करा|अद्ययावत करा)/ }).click();
  await expect(page.getByText('माहिती यशस्वीरित्या अद्ययावत झाली')).toBeVisible();
  await expect(page.getByRole('button', { name: 'माहिती अद्ययावत करा' })).toBeVisible();
});

test('jilha@ finds them in the district’s गुरुपूजन वृत्त, its totals and its workbook', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('jilha'));
  await page.goto('/stage/utsav/gurupujan-vrutta');
  await page.getByRole('button', { name: 'शोधा' }).click();
  const table = page.getByRole('table', { name: /उत्सव वृत्त – गुरुपूजन/ });
  const mulshi = table.getByRole('row', { name: /मुळशी तालुका/ });
  // बाल, महिला, निमंत्रित and the total (बाल + महाविद्यालयीन + महिला + निमंत्रित) of what was entered
  await expect(mulshi).toContainText('20');
  await expect(mulshi.getByRole('cell').last()).toHaveText('30');
  await expect(table.getByRole('row', { name: /^एकूण/ }).getByRole('cell').last()).toHaveText('30');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'xlsx डाउनलोड करा' }).click();
  const book = XLSX.read(await readFile((await (await download).path())!), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
    defval: '',
  });
  expect(String(rows[0][0])).toContain('गुरुपूजन');
  const header = rows.find((r) => r.includes('बाल'))!;
  const row = rows.find((r) => r[0] === 'मुळशी तालुका')!;
  const totals = rows.at(-1)!;
  const col = (name: string) => header.indexOf(name);
  expect([row[col('बाल')], row[col('महिला')], row[col('निमंत्रित')], row.at(-1)]).toEqual([
    20, 3, 2, 30,
  ]);
  expect(totals[0]).toBe('एकूण');
  expect(totals.at(-1)).toBe(30);
  const districtRows = rows.slice(rows.indexOf(header) + 1, -1);
  expect(districtRows.reduce((sum, r) => sum + Number(r[col('बाल')]), 0)).toBe(totals[col('बाल')]);
});

test('upkhand@ (level 8) has no festival registration in the menu', async ({ page }) => {
  await signIn(page, account('upkhand'));
  await expect(page.getByRole('button', { name: 'संपर्क अभियान' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'उत्सव नोंदणी' })).toHaveCount(0);
});

test('reader@ opens a campaign वृत्त of its place but cannot save', async ({ page }) => {
  await signIn(page, account('reader'));
  await page.goto('/stage/PMP-RPSA/abhiyan-vrutta');
  await page.getByRole('button', { name: 'शोधा' }).click();
  await expect(page.getByText('आपल्याला फक्त माहिती पाहण्याची परवानगी आहे')).toBeVisible();
  await expect(page.getByRole('button', { name: /माहिती (जतन करा|अद्ययावत करा)/ })).toHaveCount(0);
});
