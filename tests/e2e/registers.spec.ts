import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { account, pickPlace, signIn } from './support';

// unique per run, so a retry on the same data finds only its own records
const tag = String(Date.now()).slice(-6);

/** Chooses in the entry form (the list above or below it has filters of the same names). */
async function choose(page: Page, label: string, option: string) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'जतन करा', exact: true }) });
  await form.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Pastes HTML into the focused rich-text editor, as a copy from a web page would. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', content.replace(/<[^>]*>/g, ''));
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test('upkhand@ writes a success story with bold text; a pasted image handler is stored stripped and never runs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `पौडची यशोगाथा ${tag}`;
  await signIn(page, account('upkhand'));
  await page.goto('/stage/yashogatha');
  await page.getByRole('link', { name: 'नवीन' }).click();
  await page.getByLabel(/^शीर्षक/).fill(title);
  await page.getByLabel(/^दिनांक/).fill('2026-06-01');
  await choose(page, 'प्रकार', 'शाखा');
  await page.getByLabel(/^थोडक्यात/).fill('नवीन शाखेची थोडक्यात माहिती');
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('साधा मजकूर ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('ठळक मजकूर');
  await page.keyboard.press('Control+b');
  await pasteHtml(page, '<p>चिकटवलेला <img src="x" onerror="window.__pwned = 1"> भाग</p>');
  await page.getByRole('button', { name: 'जतन करा', exact: true }).click();

  await expect(page).toHaveURL(/\/stage\/yashogatha$/);
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/stage\/yashogatha\/yashogatha-details\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'ठळक मजकूर' })).toBeVisible();
  await expect(page.getByText('चिकटवलेला')).toBeVisible();
  await expect(page.locator('article img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('upkhand@ adds a seva-vasti above its list, sees it listed and downloads the register', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `कोळवण वस्ती ${tag}`;
  await signIn(page, account('upkhand'));
  await page.goto('/stage/seva-vasti/add');
  await page.getByLabel(/^वस्तीचे नाव/).fill(name);
  await choose(page, 'वस्तीचा प्रकार', 'वनवासी पाडा');
  await page.getByLabel(/^कुटुंब संख्या/).fill('25');
  await page.getByLabel(/^लोकसंख्या/).fill('110');
  await page.getByLabel('अभ्यासिका').check();
  // the form's place: a village (the page's उपखंड is not a level a seva-vasti is kept at)
  await pickPlace(page, 'कृपया भौगोलिक रचना निवडा', 'कोळवण', 'कोळवण गाव');
  await page.getByRole('button', { name: 'जतन करा', exact: true }).click();
  await expect(page.getByText('नवीन नोंद जतन झाली')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('कोळवण गाव');
  await expect(row).toContainText('अभ्यासिका');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'एक्सेल डाउनलोड' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('पौड उपखंड सेवा वस्ती.xlsx');
  const book = XLSX.read(await readFile((await file.path())!), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
    defval: '',
  });
  expect(rows[0]).toEqual([
    'वस्तीचे नाव',
    'ठिकाण',
    'वस्तीचा प्रकार',
    'कुटुंब संख्या',
    'लोकसंख्या',
    'सेवा कार्ये',
    'संपर्क कार्यकर्त्याचे नाव',
    'संपर्क मोबाईल',
  ]);
  const ours = rows.find((r) => r[0] === name)!;
  expect(ours.slice(0, 6)).toEqual([name, 'कोळवण गाव', 'वनवासी पाडा', 25, 110, 'अभ्यासिका']);
  const body = rows.slice(1, -1);
  const totals = rows.at(-1)!;
  expect(totals[0]).toBe('एकूण');
  expect(totals[3]).toBe(body.reduce((sum, r) => sum + Number(r[3] || 0), 0));
});

test('bhag@ is not shown the favourable persons list and is refused on its address', async ({
  page,
}) => {
  await signIn(page, account('bhag'));
  await page.getByRole('button', { name: 'संपर्क अभियान' }).click();
  await expect(page.getByRole('link', { name: 'कार्यकर्ता सूची' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'अनुकूल व्यक्ती सूची' })).toHaveCount(0);
  await page.goto('/stage/PMP-RPSA/anukulVyakti-suchi');
  await expect(page.getByText('ही क्रिया फक्त प्रशासकांसाठी आहे.')).toBeVisible();
});

test('upkhand@ fills कार्यकर्ता सूची from a spreadsheet; one bad row is named and left out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `सुरेश ${tag}`;
  await signIn(page, account('upkhand'));
  await page.getByRole('link', { name: 'कार्यकर्ता सूची' }).first().click();
  await page.getByRole('button', { name: 'स्प्रेडशीटमधून भरा' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('प्रत्येक ओळ निवडलेल्या ठिकाणी (पौड उपखंड) नोंदवली जाईल.');
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([
    ['नाव', 'मोबाईल', 'दायित्व', 'दिलेले दिवस'],
    [name, '9822012345', 'संपर्क प्रमुख', 14],
    ['', '12345', '', ''],
  ]);
  XLSX.utils.book_append_sheet(book, sheet, 'यादी');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'कार्यकर्ते.xlsx',
    mimeType: 'application/octet-stream',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  });
  await expect(dialog).toContainText('2 पैकी 1 ओळी योग्य आहेत');
  await expect(dialog).toContainText('ओळ क्रमांक 3 मध्ये');
  await dialog.getByRole('button', { name: 'फक्त योग्य ओळी जतन करा (1)' }).click();
  await page.getByRole('button', { name: 'होय, योग्य ओळी जतन करा' }).click();
  await expect(dialog).toContainText('1 ओळी जतन झाल्या');
  await dialog.getByRole('button', { name: 'बंद करा' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('संपर्क प्रमुख');
});

test('a save whose answer was lost on the way is sent again with its key and stored once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `हरवलेले उत्तर ${tag}`;
  await signIn(page, account('upkhand'));
  const keys: (string | undefined)[] = [];
  let dropped = 0;
  await page.route('**/pmpapp/api/v2/karyakarta', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key']);
    if (dropped > 0) return route.fallback();
    dropped++;
    await route.fetch(); // the server stores it …
    await route.abort('failed'); // … and its answer never reaches the phone
  });
  await page.goto('/stage/karyakarta/create');
  await page.getByLabel(/^नाव/).fill(name);
  await page.getByLabel(/^मोबाईल/).fill('9822012345');
  await page.getByRole('button', { name: 'जतन करा', exact: true }).click();
  await expect(page).toHaveURL(/karyakarta-suchi$/, { timeout: 20_000 });
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  await page.getByPlaceholder('शोधा').fill(name);
  await expect(page.getByRole('cell', { name })).toHaveCount(1);
});

test('a कार्यकर्ता added with no network is kept on the phone and listed once the link is back', async ({
  page,
  context,
}) => {
  const name = `जोडणीविना ${tag}`;
  await signIn(page, account('upkhand'));
  await page.goto('/stage/karyakarta/create');
  await page.getByLabel(/^नाव/).fill(name);
  await page.getByLabel(/^मोबाईल/).fill('9822012346');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'जतन करा', exact: true }).click();
  await expect(page.getByText(/^इंटरनेट जोडणी नाही: माहिती या फोनवर ठेवली आहे/)).toBeVisible();
  const badge = page.getByTestId('outbox-badge');
  await expect(badge).toHaveText('1 नोंदी या फोनवर — पाठवणे बाकी');
  await context.setOffline(false);
  await expect(badge).toBeHidden({ timeout: 10_000 });
  await page.reload();
  await page.getByPlaceholder('शोधा').fill(name);
  await expect(page.getByRole('cell', { name })).toHaveCount(1);
});
