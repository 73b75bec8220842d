import { expect, test, type Page } from '@playwright/test';
import { financialYear } from '../../src/domain/modules/gathering';
import { gatheringMr } from '../../src/i18n/mr/gathering';
import { account, emulatorToken, signIn } from './support';

// the server's clock is fixed at 11:00 in India on the 10th of this month (issue 25's journey
// on a fixed clock), and moved past a grant's end below; a month four back is closed (the
// gathering takes the current one and the two before it)
const now = new Date();
const fixedAt = (day: number, time: string) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}:00+05:30`;
const monthOf = (back: number) => {
  const day = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return { year: financialYear(day), month: day.getMonth() + 1 };
};
const nameOf = (month: number) =>
  gatheringMr.gathering.month[month as keyof typeof gatheringMr.gathering.month];
const closed = monthOf(4);
const monthName = nameOf(closed.month);
const API = '/pmpapp/api/v2';

async function setServerClock(page: Page, at: string | null) {
  const res = await page.request.put(`${API}/dev/clock`, { data: { now: at } });
  expect(res.status()).toBe(200);
}

async function openMonth(page: Page, who: string, month = closed) {
  await signIn(page, account(who));
  await page.getByRole('link', { name: 'सांघिक नोंदणी' }).first().click();
  await page.getByRole('combobox', { name: /^वर्ष/ }).click();
  await page.getByRole('option', { name: month.year, exact: true }).click();
  await page.getByRole('combobox', { name: /^महिना/ }).click();
  await page.getByRole('option', { name: nameOf(month.month), exact: true }).click();
  await page.getByRole('button', { name: 'शोधा' }).click();
}
const openClosedMonth = (page: Page) => openMonth(page, 'upkhand');

/** The spec's own save call, as another client sends it: the code it answers. */
async function specAdd(page: Page, who: string, month: { year: string; month: number }) {
  const token = await emulatorToken(account(who).email);
  const headers = { authorization: `Bearer ${token}` };
  const profile = await page.request.put(`${API}/user/profile`, { headers, data: {} });
  const locationId = (await profile.json()).location.location_id;
  const list = await page.request.post(`${API}/sanghik/list`, {
    headers,
    data: { locationId, ...month },
  });
  const unit = (await list.json()).sankalp[0];
  const res = await page.request.post(`${API}/sanghik/add`, {
    headers,
    data: {
      locationId,
      ...month,
      confirmedUnusual: true,
      upstitiDataArray: [{ sankalp_id: unit.sankalp_id, sanghik_upstiti: { praudh: 3 } }],
    },
  });
  return { status: res.status(), code: (await res.json()).code };
}

test.beforeAll(async ({ request }) => {
  await request.put(`${API}/dev/clock`, { data: { now: fixedAt(10, '11:00') } });
});
test.afterAll(async ({ request }) => {
  await request.put(`${API}/dev/clock`, { data: { now: null } });
  // the journeys after this one enter this month at कसबा: its approval and submission go
  const as = async (who: string) => ({
    authorization: `Bearer ${await emulatorToken(account(who).email)}`,
  });
  const nagar = await as('nagar');
  const profile = await request.put(`${API}/user/profile`, { headers: nagar, data: {} });
  const at = { locationId: (await profile.json()).location.location_id, ...monthOf(0) };
  await request.post(`${API}/sanghik/unapprove`, { headers: await as('bhag'), data: at });
  await request.post(`${API}/sanghik/withdraw`, { headers: nagar, data: at });
});

test.describe.serial('a closed month reopened on request (issue 25)', () => {
  test('upkhand@ sees why the month is closed before typing, and asks the taluka', async ({
    page,
  }) => {
    await openClosedMonth(page);
    await expect(page.getByTestId('period-gate')).toContainText('पासून बंद आहे');
    const input = page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first();
    await expect(input).toHaveAttribute('readonly', '');
    await expect(
      page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: 'पुन्हा उघडण्याची विनंती करा' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /कारण/ }).fill('शाखेचे आकडे उशिरा मिळाले');
    await dialog.getByRole('button', { name: 'विनंती पाठवा' }).click();
    await expect(page.getByText('विनंती वरच्या कार्यालयाकडे पाठवली', { exact: true })).toBeVisible();
    await expect(page.getByText(/निर्णयाची वाट पाहत आहे/)).toBeVisible();
  });

  test('taluka@ grants it from the dashboard', async ({ page }) => {
    await signIn(page, account('taluka'));
    const card = page.getByTestId('period-requests');
    await expect(card).toContainText('शाखेचे आकडे उशिरा मिळाले');
    await expect(card).toContainText(`${monthName}, आर्थिक वर्ष ${closed.year}`);
    await card.getByRole('button', { name: '३ दिवसांसाठी उघडा' }).first().click();
    await expect(page.getByText('कालावधी पुन्हा उघडला')).toBeVisible();
  });

  test('upkhand@ saves the reopened month', async ({ page }) => {
    await openClosedMonth(page);
    await expect(page.getByTestId('period-gate')).toContainText('पुन्हा उघडला आहे');
    const input = page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first();
    await input.fill('७');
    await page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ }).click();
    await expect(page.getByText('सांघिक माहिती यशस्वीरीत्या अद्ययावत झाली')).toBeVisible();
  });

  test('upkhand@ types the figures of another closed month and sends them with its request', async ({
    page,
  }) => {
    const other = monthOf(5);
    await openMonth(page, 'upkhand', other);
    await expect(page.getByTestId('period-gate')).toContainText('पासून बंद आहे');
    await page.getByRole('button', { name: 'विनंतीसोबत माहिती भरा' }).click();
    const input = page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first();
    await input.fill('८');
    await page.getByRole('button', { name: 'पुन्हा उघडण्याची विनंती करा' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('भरलेली 1 नोंदींची माहिती विनंतीसोबत जाईल.');
    await dialog.getByRole('textbox', { name: /कारण/ }).fill('आकडे सोबत पाठवले');
    await dialog.getByRole('button', { name: 'विनंती पाठवा' }).click();
    await expect(page.getByText('विनंती वरच्या कार्यालयाकडे पाठवली', { exact: true })).toBeVisible();
  });

  test('taluka@ sees the figures came with it, and grants it', async ({ page }) => {
    await signIn(page, account('taluka'));
    const card = page.getByTestId('period-requests');
    await expect(card).toContainText('सोबत 1 नोंदींची माहिती');
    await card.getByRole('button', { name: '३ दिवसांसाठी उघडा' }).first().click();
    await expect(page.getByText('कालावधी पुन्हा उघडला')).toBeVisible();
  });

  test('upkhand@ saves the figures of its request with one tap', async ({ page }) => {
    await openMonth(page, 'upkhand', monthOf(5));
    await page.getByRole('button', { name: 'ती माहिती जतन करा' }).click();
    await expect(page.getByText('विनंतीसोबतची माहिती जतन झाली')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ती माहिती जतन करा' })).toHaveCount(0);
  });

  test('after the grant ends, the save is refused: the open screen and /sanghik/add', async ({
    page,
  }) => {
    await openClosedMonth(page);
    await expect(page.getByTestId('period-gate')).toContainText('पुन्हा उघडला आहे');
    const input = page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first();
    await input.fill('९');
    // the grant held to the 13th: the office saves on the 14th
    await setServerClock(page, fixedAt(14, '00:01'));
    await page.getByRole('button', { name: /सांघिक जतन करा|माहिती अद्ययावत करा/ }).click();
    await expect(page.getByText(/पासून बंद आहे/).last()).toBeVisible();
    expect(await specAdd(page, 'upkhand', closed)).toEqual({ status: 409, code: 'PERIOD_CLOSED' });
  });

  test('nagar@ submits this month as complete', async ({ page }) => {
    await openMonth(page, 'nagar', monthOf(0));
    await page.getByRole('button', { name: 'माहिती पूर्ण म्हणून पाठवा' }).click();
    await expect(page.getByText('माहिती पूर्ण म्हणून पाठवली', { exact: true })).toBeVisible();
    await expect(page.getByTestId('period-submission')).toContainText('रोजी पाठवली आहे');
  });

  test('bhag@ approves its ready places; the records list and the report say so', async ({
    page,
  }) => {
    await signIn(page, account('bhag'));
    await page.getByRole('link', { name: 'सांघिक नोंदी सूची' }).first().click();
    const panel = page.getByTestId('period-approvals');
    await expect(panel).toContainText('मंजुरीस तयार');
    await panel.getByRole('button', { name: /तयार असलेली सर्व ठिकाणे मंजूर करा \(1\)/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'मंजूर करा' }).click();
    await expect(page.getByText('1 ठिकाणे मंजूर केली')).toBeVisible();
    await expect(panel).toContainText(/मंजूर \(भाग कार्यालय यांनी/);
    await page.getByRole('link', { name: 'सांघिक अहवाल' }).first().click();
    await page.getByRole('button', { name: 'शोधा' }).click();
    await expect(page.getByTestId('completeness')).toContainText('2 मंजूर');
  });

  test('nagar@ sees the month approved and frozen; /sanghik/add answers PERIOD_APPROVED', async ({
    page,
  }) => {
    await openMonth(page, 'nagar', monthOf(0));
    await expect(page.getByTestId('period-gate')).toContainText('भाग कार्यालय यांनी');
    const input = page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first();
    await expect(input).toHaveAttribute('readonly', '');
    expect(await specAdd(page, 'nagar', monthOf(0))).toEqual({
      status: 409,
      code: 'PERIOD_APPROVED',
    });
  });
});
