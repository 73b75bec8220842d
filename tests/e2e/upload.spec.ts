import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { account, pickPlace, signIn } from './support';
import { upload, workbook } from './volunteerSheet';

// unique per run, so a retry on the same data finds only its own volunteers
const tag = String(Date.now()).slice(-6);
const name = (i: number) => `शीट${tag}${i}`;

test('a sheet typed the office way: four real mistakes named, the error file, then the correct rows saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('upkhand'));
  await page.goto('/stage/swayamsuchak/list');
  await pickPlace(page, 'पौड उपखंड', 'मुठा', 'मुठा गाव');

  await upload(
    page,
    'कार्यालय.xlsx',
    workbook([
      [name(1), '98220 12346'],
      [name(2), '+91 9822012347'],
      [name(3), '98220-1234'], // 9 digits
      [name(4), '9822012348', { surname: '' }],
      [name(5), '+९१ ९८२२० १२३४९', { pinCode: '411 038' }],
      [name(6), '9822012350', { pinCode: '4110' }],
      [name(7), '982201235x'],
    ]),
  );
  const rowWarnings = page.getByText(/^ओळ क्रमांक \d+ मध्ये/);
  await expect(rowWarnings).toHaveCount(4);
  await expect(rowWarnings).toHaveText([
    'ओळ क्रमांक 4 मध्ये: "मोबाईल" १० अंकी संख्या असावी.',
    'ओळ क्रमांक 5 मध्ये: "आडनाव" आवश्यक आहे.',
    'ओळ क्रमांक 7 मध्ये: "पिन कोड" ६ अंकी असावा.',
    'ओळ क्रमांक 8 मध्ये: "मोबाईल" संख्या असावी.',
  ]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'त्रुटी दाखवणारी फाइल डाउनलोड करा' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await (await download).path())!);
  const sheet = book.getWorksheet('Sheet1')!;
  const errorColumn = [1, 2, 3, 4, 5, 6, 7, 8].map((row) => sheet.getCell(row, 1).value ?? '');
  expect(errorColumn).toEqual([
    'त्रुटी',
    '',
    '',
    '"मोबाईल" १० अंकी संख्या असावी',
    '"आडनाव" आवश्यक आहे',
    '',
    '"पिन कोड" ६ अंकी असावा',
    '"मोबाईल" संख्या असावी',
  ]);
  expect(sheet.getCell(2, 2).value).toBe(name(1));

  await page.getByRole('button', { name: 'फक्त योग्य ओळी जतन करा (3)' }).click();
  await expect(page.getByRole('dialog')).toContainText('3 ओळी जतन होतील');
  await page.getByRole('button', { name: 'होय, योग्य ओळी जतन करा' }).click();
  await expect(page.getByText(/3 ओळी जतन झाल्या; त्रुटी असलेल्या 4 ओळी/)).toBeVisible();

  for (const [i, mobile] of [
    [1, '9822012346'],
    [2, '9822012347'],
    [5, '9822012349'],
  ] as const) {
    await expect(page.getByRole('row').filter({ hasText: name(i) })).toContainText(mobile);
  }
  for (const i of [3, 4, 6, 7])
    await expect(page.getByRole('row').filter({ hasText: name(i) })).toHaveCount(0);
});
