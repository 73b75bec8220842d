import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { account, emulatorToken, signIn } from './support';

// issue 48 §3: a change made on the screen, read on its record's trail and on बदल नोंद above
const API = '/pmpapp/api/v2';
const tag = String(Date.now()).slice(-6);
const name = `कार्यकर्ता ${tag}`;

async function addWorker(request: APIRequestContext): Promise<number> {
  const headers = { authorization: `Bearer ${await emulatorToken(account('upkhand').email)}` };
  const profile = await request.put(`${API}/user/profile`, { headers, data: {} });
  const place = (await profile.json()).location.location_id as number;
  const created = await request.post(`${API}/karyakarta`, {
    headers,
    data: { name, mobile: '9822011111', responsibility: 'जुने', location_id: place, daysGiven: 3 },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as number;
}

test('a change on screen is on its record’s trail, on बदल नोंद above, in its .xlsx, and not elsewhere', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await addWorker(request);

  await signIn(page, account('upkhand'));
  await page.goto(`/stage/karyakarta/${id}`);
  const responsibility = page.getByLabel(/^दायित्व/);
  await expect(responsibility).toHaveValue('जुने');
  await responsibility.fill('प्रमुख');
  await page.getByRole('button', { name: 'जतन करा', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`/karyakarta/${id}$`));

  // the record's own page links to its trail
  await page.goto(`/stage/karyakarta/${id}/show`);
  await page.getByRole('link', { name: 'या नोंदीचे बदल' }).click();
  await expect(page.getByText(`या नोंदीचे बदल: ${id}`)).toBeVisible();
  const changed = page.getByTestId('change-row').filter({ hasText: 'दायित्व' }).first();
  await expect(changed).toContainText('जुने');
  await expect(changed).toContainText('प्रमुख');
  await expect(changed).toContainText('उपखंड कार्यालय');
  await expect(changed).toContainText('स्क्रीनवरून');

  // the तालुका above finds it by module and person, and downloads it
  await signIn(page, account('taluka'));
  await page.goto('/stage/changes');
  await page.getByRole('combobox', { name: 'विभाग' }).click();
  await page.getByRole('option', { name: 'कार्यकर्ता सूची', exact: true }).click();
  await page.getByLabel('कोणी (नाव किंवा ई-मेल)').fill('उपखंड');
  const row = page.getByTestId('change-row').filter({ hasText: 'प्रमुख' }).first();
  await expect(row).toContainText('कार्यकर्ता सूची');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'xlsx डाउनलोड करा' }).click();
  const file = await (await download).path();
  const book = XLSX.read(await readFile(file));
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
  });
  expect(rows[0]).toEqual(['केव्हा', 'ठिकाण', 'विभाग', 'नोंद', 'माहिती', 'आधी', 'नंतर', 'कोणी', 'कसे']);
  expect(rows.some((r) => r[4] === 'दायित्व' && r[5] === 'जुने' && r[6] === 'प्रमुख')).toBe(true);

  // an office of another area does not see it
  await signIn(page, account('nagar'));
  await page.goto(`/stage/changes?module=karyakarta&recordId=${id}`);
  await expect(page.getByText('या निवडीत एकही बदल नाही')).toBeVisible();
});
