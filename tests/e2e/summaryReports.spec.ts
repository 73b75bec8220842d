// Runs after dashboard.spec.ts and sanghik.spec.ts (file order), which save this month at पौड in
// the same first count that this one overwrites.
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { account, signIn } from './support';

// what is entered this month: at पौड उपखंड (under मुळशी, पश्चिम पुणे) and at कसबा नगर (पुणे भाग)
const AT_PAUD = 17;
const AT_KASBA = 23;

async function enterAttendance(page: Page, who: string, count: number) {
  await signIn(page, account(who));
  await page.goto('/stage/sanghik/add');
  await page.getByRole('button', { name: 'शोधा' }).click();
  const input = page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first();
  await input.fill(String(count));
  await page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ }).click();
  await expect(page.getByText('सांघिक माहिती यशस्वीरीत्या अद्ययावत झाली')).toBeVisible();
}

/** The attendance total (उपस्थिती → एकूण) of the workbook's last row, and the sum of the rows. */
function attendanceTotals(rows: unknown[][]) {
  const groupRow = rows.findIndex((r) => r.includes('उपस्थिती'));
  const groups = rows[groupRow]!;
  const subs = rows[groupRow + 1]!;
  const start = groups.indexOf('उपस्थिती');
  const col = subs.findIndex((label, c) => c >= start && label === 'एकूण');
  const body = rows.slice(groupRow + 2, -1);
  const last = rows.at(-1)!;
  return {
    label: last[0],
    total: Number(last[col]),
    sum: body.reduce((s, r) => s + Number(r[col] ?? 0), 0),
  };
}

const REPORTS: [who: string, title: string, expected: number][] = [
  ['upkhand', 'पौड उपखंड अहवाल', AT_PAUD],
  ['taluka', 'मुळशी तालुका अहवाल', AT_PAUD],
  ['jilha', 'पश्चिम पुणे ग्रामीण जिल्हा अहवाल', AT_PAUD],
  ['nagar', 'कसबा नगर अहवाल', AT_KASBA],
  ['bhag', 'पुणे भाग अहवाल', AT_KASBA],
];

test.describe.serial('monthly summary reports show what was entered', () => {
  test('attendance is entered at an उपखंड', async ({ page }) => {
    await enterAttendance(page, 'upkhand', AT_PAUD);
  });

  test('attendance is entered at a नगर', async ({ page }) => {
    await enterAttendance(page, 'nagar', AT_KASBA);
  });

  for (const [who, title, expected] of REPORTS) {
    test(`${who}@demo.test reads this month's report and its workbook`, async ({ page }) => {
      await signIn(page, account(who));
      await page.getByRole('link', { name: 'सांघिक अहवाल' }).first().click();
      await expect(page).toHaveURL(/\/stage\/sanghik\/ahawal$/);
      await page.getByRole('button', { name: 'अहवाल शोधा' }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const totals = page.getByRole('row').filter({ hasText: /^एकूण/ }).last();
      await expect(totals).toContainText(String(expected));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'xlsx डाउनलोड करा' }).first().click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${title}.xlsx`);
      await expect(page.getByText('फाइल यशस्वीरीत्या डाउनलोड झाली')).toBeVisible();
      const book = XLSX.read(await readFile((await file.path())!), { type: 'buffer' });
      const sheet = book.Sheets[book.SheetNames[0]!]!;
      const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '' });
      expect(rows[0]![0]).toBe(title);
      expect(sheet['!merges']?.length).toBeGreaterThan(2);
      const { label, total, sum } = attendanceTotals(rows);
      expect(label).toBe('एकूण');
      expect(total).toBe(expected);
      expect(sum).toBe(total);
    });
  }

  test('the report prints as a clean A4 page: place, period, headers and totals', async ({
    page,
  }, testInfo) => {
    await signIn(page, account('upkhand'));
    await page.goto('/stage/sanghik/ahawal');
    await page.getByRole('button', { name: 'अहवाल शोधा' }).click();
    await expect(page.getByRole('heading', { name: 'पौड उपखंड अहवाल' })).toBeVisible();
    const period = (await page.getByText(/ · /).first().textContent())!.split(' · ')[0]!;
    await expect(page.getByRole('button', { name: 'छापा / PDF' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'छापा / PDF' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await mkdir('reports', { recursive: true });
    await page.screenshot({ path: 'reports/print-first-page.png' });
    const pdf = testInfo.outputPath('report.pdf');
    await writeFile(pdf, await page.pdf({ preferCSSPageSize: true, landscape: true }));
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });

    // pdftotext may split a Devanagari word between its glyph clusters ('एकू ण'): compare without spaces
    const flat = (line: string) => line.replace(/\s+/g, '');
    for (const expected of ['संपर्क नोंद', 'पौड उपखंड अहवाल', period, 'उपस्थिती', 'एकूण'])
      expect(flat(text)).toContain(flat(expected));
    const totals = text.split('\n').filter((line) => /^एकूण\d/.test(flat(line)));
    expect(totals.at(-1)).toMatch(new RegExp(`\\b${AT_PAUD}\\b`));
    expect(flat(text)).not.toContain(flat('बाहेर पडा')); // nothing of the app's chrome
  });

  test('the entry page prints a blank gathering sheet of its units', async ({ page }, testInfo) => {
    await signIn(page, account('upkhand'));
    await page.goto('/stage/sanghik/add');
    await page.getByRole('button', { name: 'शोधा' }).click();
    await expect(page.getByRole('button', { name: 'रिकामे पत्रक छापा' })).toBeVisible();
    const unitName = (await page.locator('[data-testid^="subject-"] h3').first().textContent())!;

    await page.emulateMedia({ media: 'print' });
    const pdf = testInfo.outputPath('blank-sheet.pdf');
    await writeFile(pdf, await page.pdf({ preferCSSPageSize: true, landscape: true }));
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    const flat = (line: string) => line.replace(/\s+/g, '');
    for (const expected of ['संपर्क नोंद', unitName, 'प्रौढ', 'एकूण'])
      expect(flat(text)).toContain(flat(expected));
    expect(flat(text)).not.toContain(flat('सांघिक जतन करा'));
  });
});
