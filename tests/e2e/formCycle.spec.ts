import { expect, test, type Page } from '@playwright/test';
import { financialYear } from '../../src/domain/modules/gathering';
import { account, emulatorToken, signIn } from './support';

/**
 * Issue 46's journey: a festival return copied in the builder is entered at an उपखंड,
 * submitted, sent back by the तालुका with a reason, corrected, submitted again and approved —
 * no file written, no release — and its approved figures are then refused (409
 * PERIOD_APPROVED) on its save and its withdrawal (the API suite walks moves and merges).
 */
test.describe.configure({ mode: 'serial' });

let form = '';
const REASON = 'प्रौढ संख्या उपस्थिती वहीप्रमाणे तपासा';

/** The copy's entry screen at the office's place, for गुरुपूजन (a festival that has begun). */
async function openEntry(page: Page) {
  await page.goto(`/stage/m/${form}`);
  await page.getByRole('combobox', { name: /^उत्सव / }).click();
  await page.getByRole('option', { name: 'गुरुपूजन' }).click();
  await page.getByRole('button', { name: 'शोधा' }).click();
}

async function enter(page: Page, figure: string) {
  await openEntry(page);
  const card = page.locator('[data-testid^="subject-"]').first();
  await card.getByLabel('महिला', { exact: true }).fill(figure);
  await page.getByRole('button', { name: /माहिती (जतन करा|अद्ययावत करा)/ }).click();
  await expect(page.getByText('माहिती यशस्वीरित्या अद्ययावत झाली')).toBeVisible();
  await page.getByRole('button', { name: 'माहिती पूर्ण म्हणून पाठवा' }).click();
  await expect(page.getByText('माहिती पूर्ण म्हणून पाठवली', { exact: true })).toBeVisible();
}

/** The तालुका's completeness and approval of the copy, at its own place. */
async function approvals(page: Page) {
  await page.goto('/stage/period-approvals');
  await page.getByRole('combobox', { name: 'फॉर्म' }).click();
  await page.getByRole('option', { name: 'उत्सव नोंदणी (प्रत)' }).click();
  await page.getByRole('combobox', { name: /^उत्सव / }).click();
  await page.getByRole('option', { name: 'गुरुपूजन' }).click();
  await page.getByRole('button', { name: 'शोधा' }).click();
  return page.getByTestId('period-approvals').getByRole('row').filter({ hasText: 'पौड' });
}

test('the administrator copies उत्सव नोंदणी for उपखंड offices too and publishes it', async ({
  page,
}) => {
  await signIn(page, account('admin'));
  await page.goto('/stage/modules');
  const row = page.getByRole('row').filter({ hasText: 'utsav' }).first();
  await row.getByRole('link', { name: 'प्रत करा' }).click();
  await expect(page.getByRole('heading', { name: 'नवा विभाग' })).toBeVisible();
  form = await page.getByRole('textbox', { name: /^संकेत \(/ }).inputValue();
  const users = page.getByRole('group', { name: /कोणत्या स्तराचे वापरकर्ते/ });
  await users.getByRole('checkbox', { name: 'उपखंड' }).check();
  // the copy keeps the festival return's approval by the तालुका and नगर offices
  await expect(
    page.getByRole('switch', { name: /पूर्ण म्हणून पाठवणे आणि वरच्या कार्यालयाची मंजुरी/ }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'प्रकाशित करा' }).click();
  await expect(page.getByText('आवृत्ती 1 प्रकाशित झाली')).toBeVisible();
});

test('पौड उपखंड enters and submits it; the तालुका sends it back with a reason', async ({ page }) => {
  await signIn(page, account('upkhand'));
  await enter(page, '7');
  await signIn(page, account('taluka'));
  const paud = await approvals(page);
  await paud.getByRole('button', { name: 'कारणासह परत पाठवा' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/परत पाठवण्याचे कारण/).fill(REASON);
  await dialog.getByRole('button', { name: 'कारणासह परत पाठवा' }).click();
  await expect(page.getByText(/ची माहिती कारणासह परत पाठवली/)).toBeVisible();
});

test('पौड reads why before typing, corrects and submits; the तालुका approves', async ({ page }) => {
  await signIn(page, account('upkhand'));
  await expect(page.getByTestId('period-returns')).toContainText(REASON);
  await openEntry(page);
  await expect(page.getByTestId('period-returned')).toContainText(REASON);
  await enter(page, '9');
  await signIn(page, account('taluka'));
  const paud = await approvals(page);
  await paud.getByRole('button', { name: 'मंजूर करा', exact: true }).click();
  await expect(page.getByText('1 ठिकाणे मंजूर केली')).toBeVisible();
  await expect(paud).toContainText('मंजूर');
});

test('the approved figures are refused on every write path (409 PERIOD_APPROVED)', async ({
  page,
}) => {
  const as = async (who: string) => ({
    authorization: `Bearer ${await emulatorToken(account(who).email)}`,
  });
  const upkhand = await as('upkhand');
  const profile = await page.request.put('/pmpapp/api/v2/user/profile', {
    headers: upkhand,
    data: {},
  });
  const locationId = (await profile.json()).location.location_id;
  const sheet = await page.request.post(`/pmpapp/api/v2/${form}/list`, {
    headers: upkhand,
    data: { locationId, year: financialYear(new Date()), festival: 'gurupujan' },
  });
  const at = { locationId, year: financialYear(new Date()), festival: 'gurupujan' };
  const subject = (await sheet.json()).subjects[0];
  const writes = [
    page.request.post(`/pmpapp/api/v2/${form}/save`, {
      headers: upkhand,
      data: {
        ...at,
        confirmedUnusual: true,
        records: [
          { subject_id: subject.subject_id, version: subject.version, values: { mahila: 1 } },
        ],
      },
    }),
    page.request.post(`/pmpapp/api/v2/${form}/withdraw`, { headers: upkhand, data: at }),
  ];
  for (const answer of await Promise.all(writes)) {
    expect(answer.status()).toBe(409);
    expect((await answer.json()).code).toBe('PERIOD_APPROVED');
  }
});
