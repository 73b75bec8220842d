import { expect, test, type APIRequestContext } from '@playwright/test';
import { financialYear } from '../../src/domain/modules/gathering';
import { campaignReturn } from '../api/support/definitions';
import { account, emulatorToken, signIn } from './support';

/**
 * Issue 48's journey: a return whose check compares its figure with another form's for the same
 * place and year warns at entry; the reason is typed and kept; the तालुका sees it on तपासणी,
 * comments and marks it done, and reads that on बदल नोंद.
 */
const API = '/pmpapp/api/v2';
const form = `sampark-tapas-${String(Date.now()).slice(-6)}`;
const year = financialYear(new Date());
const CHECK = 'घरे भौगोलिक वृत्तापेक्षा जास्त आहेत';
const REASON = 'नवीन वस्ती सर्वेक्षणानंतर जोडली';

async function headersOf(who: string) {
  return { authorization: `Bearer ${await emulatorToken(account(who).email)}` };
}

/** The return, published; भौगोलिक वृत्त's households of the उपखंड's first village: 5. */
async function prepare(request: APIRequestContext): Promise<number> {
  const admin = await headersOf('admin');
  const copy = campaignReturn(form);
  const definition = {
    ...copy,
    checks: [
      {
        left: 'households',
        op: '<=',
        right: "form('bhaugolik', households)",
        message: 'moreThanSurvey',
        importance: 'warn',
      },
    ],
    labels: { mr: { ...copy.labels.mr, name: 'तपासणी वृत्त', checks: { moreThanSurvey: CHECK } } },
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
  const listed = await request.post(`${API}/bhaugolik/list`, {
    headers: upkhand,
    data: { locationId, year },
  });
  const [village] = (await listed.json()).subjects as { subject_id: number; version: number }[];
  const saved = await request.post(`${API}/bhaugolik/save`, {
    headers: upkhand,
    data: {
      locationId,
      year,
      confirmedUnusual: true,
      records: [
        { subject_id: village!.subject_id, version: village!.version, values: { households: 5 } },
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
  await card.getByLabel('घरे', { exact: true }).fill('9');
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
