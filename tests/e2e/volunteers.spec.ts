import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { account, pickPlace, signIn } from './support';
import { upload, workbook } from './volunteerSheet';

// unique per run, so a retry on the same data finds only its own volunteers
const tag = String(Date.now()).slice(-6);
const FIRST = `अमित${tag}`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}\\s*\\*?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an उपखंड user keeps a village register: add, fix errors, edit, history, upload, delete, report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, account('upkhand'));
  await page.goto('/stage/swayamsuchak/list');
  await pickPlace(page, 'पौड उपखंड', 'मुठा', 'मुठा गाव');

  // add through the dialog; an empty save shows the rules in Marathi
  await page.getByRole('button', { name: 'स्वयंसेवक जोडा' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('स्वयंसेवक सूची: भरा')).toBeVisible();
  await dialog.getByRole('button', { name: 'जतन करा', exact: true }).click();
  await expect(dialog.getByText('"प्रथम नाव" आवश्यक आहे').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^प्रथम नाव/ }).fill(FIRST);
  await dialog.getByRole('textbox', { name: /^आडनाव/ }).fill('कुलकर्णी');
  await dialog.getByLabel(/^जन्मतारीख/).fill('1990-08-15');
  await choose(page, 'रक्तगट', 'B+');
  await dialog.getByRole('textbox', { name: /^मोबाईल/ }).fill('98765');
  await dialog.getByRole('textbox', { name: /^पिन कोड/ }).fill('412108');
  await choose(page, 'व्यवसाय', 'निवृत्त');
  await choose(page, 'दायित्व स्तर', 'कोणतेही नाही');
  await choose(page, 'श्रेणी', 'स्वयंसेवक');
  await choose(page, 'संघ शिक्षण', 'कोणतेही नाही');
  await dialog.getByRole('button', { name: 'जतन करा', exact: true }).click();
  await expect(dialog.getByText('"मोबाईल" १० अंकी संख्या असावी').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^मोबाईल/ }).fill('९८७६५४३२१०');
  await dialog.getByRole('button', { name: 'जतन करा', exact: true }).click();
  await expect(page.getByText('स्वयंसेवक यशस्वीरित्या जोडला')).toBeVisible();
  await expect(dialog).toBeHidden();

  // edit the mobile, then read the change in the history
  const row = page.getByRole('row').filter({ hasText: FIRST });
  await expect(row).toContainText('9876543210');
  await row.getByRole('button', { name: 'माहिती बदला' }).click();
  await expect(dialog.getByText('स्वयंसेवक सूची: दुरुस्ती')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^मोबाईल/ }).fill('9123456789');
  await dialog.getByRole('button', { name: 'अद्ययावत करा' }).click();
  await expect(page.getByText('माहिती यशस्वीरित्या अद्ययावत केली')).toBeVisible();
  await expect(row).toContainText('9123456789');
  await row.getByRole('button', { name: 'माहिती बदला' }).click();
  await dialog.getByRole('button', { name: 'मागील माहिती दाखवा' }).click();
  const history = page.getByRole('dialog').filter({ hasText: 'पूर्वीची माहिती' });
  await expect(history.getByText('9876543210')).toBeVisible();
  await expect(history.getByText('9123456789')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // an upload with a bad row names it and is refused; the fixed file goes in
  const names = [1, 2, 3].map((i) => `अपलोड${tag}${i}`);
  await upload(
    page,
    'bad.xlsx',
    workbook([
      [names[0]!, '9000000001'],
      [names[1]!, '90000'],
      [names[2]!, '9000000003'],
    ]),
  );
  await expect(page.getByText(/^ओळ क्रमांक 3 मध्ये: "मोबाईल" १० अंकी संख्या असावी\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'अपलोड करा' }).click();
  await expect(page.getByText('कृपया आधी त्रुटी दुरुस्त करा')).toBeVisible();
  await upload(
    page,
    'good.xlsx',
    workbook(names.map((n, i) => [n, `900000000${i + 1}`] as [string, string])),
  );
  await expect(page.getByText(/ओळ क्रमांक/)).toBeHidden();
  await page.getByRole('button', { name: 'अपलोड करा' }).click();
  await expect(page.getByText('फाइल यशस्वीरित्या अपलोड झाली')).toBeVisible();
  for (const name of names)
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // delete two of them in bulk, after a confirmation
  for (const name of names.slice(0, 2))
    await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'हटवा' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /हटवा|होय|पुष्टी/ })
    .last()
    .click();
  await expect(page.getByText('माहिती यशस्वीरित्या हटवली')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: names[0]! })).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: names[2]! })).toBeVisible();

  // a report of the village as a workbook with sheet 'Data'
  await page.goto('/stage/swayamsuchak/report');
  await expect(page.getByRole('button', { name: /मुठा गाव/ }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'अहवाल तयार करा' }).click();
  const file = await (await download).path();
  const book = XLSX.read(await readFile(file!), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Data']);
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Data!, { header: 1 });
  expect(rows[0]).toEqual(['प्रथम नाव', 'आडनाव']);
  expect(rows.some((r) => r[0] === FIRST)).toBe(true);
});

test('the read-only account can look at the register but not change it', async ({ page }) => {
  await signIn(page, account('reader'));
  await page.goto('/stage/swayamsuchak/list');
  await pickPlace(page, 'पौड उपखंड', 'कोळवण', 'कोळवण गाव');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'स्वयंसेवक जोडा' })).toHaveCount(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await page.getByRole('row').nth(1).getByRole('button', { name: 'माहिती पहा' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /^प्रथम नाव/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'मागील माहिती दाखवा' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /जतन करा|अद्ययावत करा/ })).toHaveCount(0);
});

test('a volunteer added with no network is kept on the phone and reaches the register when the link is back', async ({
  page,
  context,
}) => {
  const offlineName = `ऑफलाइन${tag}`;
  await signIn(page, account('upkhand'));
  await page.goto('/stage/swayamsuchak/list');
  await pickPlace(page, 'पौड उपखंड', 'मुठा', 'मुठा गाव');
  await page.getByRole('button', { name: 'स्वयंसेवक जोडा' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^प्रथम नाव/ }).fill(offlineName);
  await dialog.getByRole('textbox', { name: /^आडनाव/ }).fill('जोशी');
  await dialog.getByLabel(/^जन्मतारीख/).fill('1988-01-26');
  await choose(page, 'रक्तगट', 'A+');
  await dialog.getByRole('textbox', { name: /^मोबाईल/ }).fill('9765432101');
  await dialog.getByRole('textbox', { name: /^पिन कोड/ }).fill('412108');
  await choose(page, 'व्यवसाय', 'निवृत्त');
  await choose(page, 'दायित्व स्तर', 'कोणतेही नाही');
  await choose(page, 'श्रेणी', 'स्वयंसेवक');
  await choose(page, 'संघ शिक्षण', 'कोणतेही नाही');

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'जतन करा', exact: true }).click();
  await expect(page.getByText(/^इंटरनेट जोडणी नाही: माहिती या फोनवर ठेवली आहे/)).toBeVisible();
  await expect(dialog).toBeHidden();
  const badge = page.getByTestId('outbox-badge');
  await expect(badge).toHaveText('1 नोंदी या फोनवर — पाठवणे बाकी');

  await context.setOffline(false);
  await expect(badge).toBeHidden({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: offlineName })).toHaveCount(1);
});
