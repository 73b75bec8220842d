import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { account, emulatorToken, signIn } from './support';

const API = '/pmpapp/api/v2';

test('the API refuses a call without a token and a place outside the caller subtree', async ({
  request,
}) => {
  const anonymous = await request.post(`${API}/geo/tree/location`, { data: { locationId: 1 } });
  expect(anonymous.status()).toBe(401);

  const token = await emulatorToken(account('upkhand').email);
  const headers = { Authorization: `Bearer ${token}` };
  const profile = await request.put(`${API}/user/profile`, { headers, data: {} });
  expect(profile.status()).toBe(200);
  const own = (await profile.json()).location.location_id as number;

  const root = await request.post(`${API}/geo/tree/location`, { headers, data: { locationId: 1 } });
  expect(root.status()).toBe(403);
  expect((await root.json()).code).toBe('OUT_OF_SCOPE');

  const mine = await request.post(`${API}/geo/tree/location`, {
    headers,
    data: { locationId: own },
  });
  expect(mine.status()).toBe(200);
});

test('the shell is usable on a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, account('upkhand'));
  await expect(page.getByText('भूमिका: माहिती संपादन अधिकारी')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/shell-390.png', fullPage: true });

  // the drawer is temporary on phones and closes after choosing an entry
  await page
    .getByRole('button', { name: /मेनू|menu/i })
    .first()
    .click();
  await page.getByRole('link', { name: 'भौगोलिक रचना' }).first().click();
  await expect(page).toHaveURL(/\/stage\/geo\/tree$/);
  await expect(page.getByRole('link', { name: 'प्रणालीविषयी' })).toBeHidden();
  await page.screenshot({ path: 'test-results/geo-tree-390.png', fullPage: true });
});

test('the login page and the dashboard have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/stage/login');
  const login = await new AxeBuilder({ page }).analyze();
  expect(login.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual(
    [],
  );

  await signIn(page, account('admin'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dashboard = await new AxeBuilder({ page }).analyze();
  expect(
    dashboard.violations
      .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
      .map((v) => v.id),
  ).toEqual([]);
});
