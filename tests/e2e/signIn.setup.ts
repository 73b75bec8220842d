// Each active demo account signs in once, through the form, before the journeys (issue 45): its
// chip and role label are checked here, and its sign-in (Firebase keeps it in IndexedDB) is kept
// for signIn() to restore instead of typing it again in every journey.
import { expect, test as setup } from '@playwright/test';
import { roleOf } from '../../src/domain/roles';
import {
  DEMO_ACCOUNTS,
  ROLE_LABEL,
  chipText,
  signInThroughForm,
  signedInStatePath,
} from './support';

for (const a of DEMO_ACCOUNTS.filter((x) => x.status === 'active')) {
  setup(`${a.email} signs in, sees the chip and the role label in Marathi`, async ({ page }) => {
    await signInThroughForm(page, a);
    const role = ROLE_LABEL[roleOf(a.claims)];
    await expect(page.getByTitle(chipText(a))).toBeVisible();
    await expect(page.getByText(`भूमिका: ${role}`)).toBeVisible();

    await page.getByRole('button', { name: 'वापरकर्ता माहिती' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(a.name);
    await expect(menu).toContainText(a.email);
    await expect(menu).toContainText(role);
    await expect(menu.getByText('बाहेर पडा')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.context().storageState({ path: signedInStatePath(a), indexedDB: true });
  });
}
