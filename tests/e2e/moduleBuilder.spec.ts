import { expect, test, type Page } from '@playwright/test';
import { account, emulatorToken, signIn } from './support';

/**
 * Issue 24's journey: an administrator copies a standard count form in the browser, adds a
 * count field, renames one and publishes it, then enters figures in it as a user of its level
 * and sees them rolled up beside the entry — with no release and no reload; a user of another
 * level has no menu entry and the API refuses. Every click and typing is counted (goal ≤ 12).
 */
let actions = 0;
const act = async <T>(step: Promise<T>) => {
  actions += 1;
  return step;
};

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'मुख्य मेनू' }).getByRole('link', { name, exact: true });

test('a return copied, changed and published in the browser is entered and rolled up', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('admin'));
  await act(menuLink(page, 'विभाग रचना').click());
  const row = page.getByRole('row').filter({ hasText: 'vividh-kshetra' }).first();
  await act(row.getByRole('link', { name: 'प्रत करा' }).click());
  await expect(page.getByRole('heading', { name: 'नवा विभाग' })).toBeVisible();
  await act(page.getByRole('button', { name: 'क्षेत्र जोडा' }).click());
  await act(page.getByLabel('field19').getByLabel('मराठी नाव').fill('युवक मेळावे'));
  await act(page.getByLabel('sevaProgrammes').getByLabel('मराठी नाव').fill('सेवा उपक्रम'));
  await act(page.getByRole('button', { name: 'प्रकाशित करा' }).click());
  await expect(page.getByText('आवृत्ती 1 प्रकाशित झाली')).toBeVisible();

  // the publishing browser has the new entry at once; the form is the engine's own
  const copyName = 'विविध क्षेत्र वृत्त (प्रत)';
  await act(page.getByRole('button', { name: 'लोकजागरण अभियान वृत्त' }).click());
  await act(menuLink(page, copyName).click());
  await act(page.getByRole('button', { name: 'शोधा' }).click());
  const card = page.locator('[data-testid^="subject-"]').first();
  await act(card.getByLabel('युवक मेळावे', { exact: true }).fill('4'));
  await act(page.getByRole('button', { name: /माहिती (जतन करा|अद्ययावत करा)/ }).click());
  await expect(page.getByText('माहिती यशस्वीरित्या अद्ययावत झाली')).toBeVisible();
  // the roll-up of the same place has the new field's column with the figure
  await act(page.getByRole('button', { name: 'एकत्रित वृत्त' }).click());
  const report = page.getByRole('table').filter({ hasText: 'युवक मेळावे' }).last();
  await expect(report.getByRole('cell', { name: '4', exact: true }).first()).toBeVisible();
  console.log(`issue 24 journey: ${actions} user actions`);
  expect(actions).toBeLessThanOrEqual(12);

  // another level: no menu entry, and the API refuses it
  const other = await browser.newPage();
  await signIn(other, account('upkhand'));
  await other.getByRole('button', { name: 'लोकजागरण अभियान वृत्त' }).click();
  await expect(menuLink(other, 'भौगोलिक वृत्त')).toBeVisible();
  await expect(menuLink(other, copyName)).toHaveCount(0);
  await expect(menuLink(other, 'विभाग रचना')).toHaveCount(0); // the builder is the admins'
  const name = new URL(page.url()).pathname.split('/').pop()!;
  const refused = await other.request.post(`/pmpapp/api/v2/${name}/list`, {
    headers: { authorization: `Bearer ${await emulatorToken(account('upkhand').email)}` },
    data: { locationId: 1, year: '2026-27' },
  });
  expect(refused.status()).toBe(403);
});
