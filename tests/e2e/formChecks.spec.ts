import { expect, test, type APIRequestContext } from '@playwright/test';
import { financialYear, formatFinancialYear } from '../../src/domain/modules/gathering';
import { campaignReturn } from '../api/support/definitions';
import { account, emulatorToken, signIn } from './support';

/**
 * Issue 48's journey: a return whose check compares its figure with the same period last year
 * warns at entry; the reason is typed and kept; the तालुका sees it on तपासणी, comments and marks
 * it done, and reads that on बदल नोंद.
 */
const API = '/pmpapp/api/v2';
const form = `sampark-tapas-${String(Date.now()).slice(-6)}`;
const year = financialYear(new Date());
const lastYear = formatFinancialYear(Number(year.slice(0, 4)) - 1);
const CHECK = 'व्यक्ती मागील वर्षाच्या दुपटीपेक्षा जास्त आहेत';
const REASON = 'नवीन वस्ती सर्वेक्षणानंतर जोडली';

async function headersOf(who: string) {
  return { authorization: `Bearer ${await emulatorToken(account(who).email)}` };
}

/**
 * The return, published; last year's closed return of the उपखंड's first village reopened on
 * request, granted by the तालुका, and saved with 10 persons.
 */
async function prepare(request: APIRequestContext): Promise<number> {
  const admin = await headersOf('admin');
  const copy = campaignReturn(form);
  const definition = {
    ...copy,
    checks: [
      {
        left: 'persons',
        op: '<=',
        right: 'last_year(persons) × 2',
        message: 'grewFast',
        importance: 'warn',
      },
    ],
    labels: { mr: { ...copy.labels.mr, name: 'तपासणी वृत्त', checks: { grewFast: CHECK } } },
  };
  expect(
    (await request.post(`${API}/modules`, { headers: admin, data: definition })).status(),
  ).toBe(201);
  const published = await request.post(`${API}/modules/${form}/publish`, {
    headers: admin,
    data: {},
  });
  expect(published.status()).toBe(200);
  const upkhand = await headersOf('upkhand');
  const profile = await request.put(`${API}/user/profile`, { headers: upkhand, data: {} });
  const locationId = (await profile.json()).location.location_id as number;
  const before = { locationId, year: lastYear };
  const asked = await request.post(`${API}/${form}/reopen`, {
    headers: upkhand,
    data: { ...before, reason: 'मागील वर्षाचे आकडे भरायचे आहेत' },
  });
  expect(asked.status()).toBe(201);
  const granted = await request.post(
    `${API}/period-requests/${(await asked.json()).request_id}/grant`,
    { headers: await headersOf('taluka'), data: {} },
  );
  expect(granted.status()).toBe(200);
  const listed = await request.post(`${API}/${form}/list`, { headers: upkhand, data: before });
  const [village] = (await listed.json()).subjects as { subject_id: number; version: number }[];
  const saved = await request.post(`${API}/${form}/save`, {
    headers: upkhand,
    data: {
      ...before,
      confirmedUnusual: true,
      records: [
        {
          subject_id: village!.subject_id,
          version: village!.version,
          values: { households: 3, persons: 10 },
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  return village!.subject_id;
}

test('a warning asks why at entry; the तालुका reads the reason on तपासणी, marks it done, and sees that on बदल नोंद', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const village = await prepare(request);

  await signIn(page, account('upkhand'));
  await page.goto(`/stage/PMP-LJAV/${form}`);
  await page.getByRole('button', { name: 'शोधा' }).click();
  const card = page.getByTestId(`subject-${village}`);
  await card.getByLabel('व्यक्ती', { exact: true }).fill('30');
  const save = page.getByRole('button', { name: /माहिती (जतन करा|अद्ययावत करा)/ });
  await save.click();
  const reason = card.getByLabel(`कारण: ${CHECK}`);
  await expect(reason).toBeVisible();
  await reason.fill(REASON);
  await save.click();
  await expect(page.getByText('माहिती यशस्वीरित्या अद्ययावत झाली')).toBeVisible();

  await signIn(page, account('taluka'));
  await page.goto('/stage/checks');
  await page.getByRole('combobox', { name: 'फॉर्म' }).click();
  await page.getByRole('option', { name: 'तपासणी वृत्त' }).click();
  await page.getByRole('button', { name: 'शोधा' }).click();
  const item = page.getByTestId('check-item').filter({ hasText: REASON });
  await expect(item).toContainText(CHECK);
  await expect(item).toContainText('उपखंड कार्यालय');
  await item.getByLabel('टिप्पणी').fill('भेटीत पाहिले, बरोबर');
  await item.getByRole('combobox', { name: 'स्थिती' }).click();
  await page.getByRole('option', { name: 'पूर्ण' }).click();
  await item.getByRole('button', { name: 'जतन करा' }).click();
  await expect(page.getByText('टिप्पणी जतन झाली')).toBeVisible();
  await expect(item.getByText(/टिप्पणी: तालुका कार्यालय/)).toBeVisible();

  await page.goto(`/stage/changes?module=${form}`);
  const noted = page.getByTestId('change-row').filter({ hasText: 'भेटीत पाहिले, बरोबर' });
  await expect(noted).toContainText('टिप्पणी');
  await expect(noted).toContainText('तालुका कार्यालय');
  await expect(page.getByTestId('change-row').filter({ hasText: REASON })).toContainText(
    'उपखंड कार्यालय',
  );
});
