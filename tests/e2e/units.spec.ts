import { expect, test, type Page } from '@playwright/test';
import { account, pickPlace, signIn } from './support';

// unique per run, so a retry on the same data finds only its own units
const tag = String(Date.now()).slice(-6);
const UNITS: [name: string, type: string, subType: string][] = [
  [`नवी बाल शाखा ${tag}`, 'शाखा', 'बाल'],
  [`नवे प्रौढ मिलन ${tag}`, 'साप्ताहिक मिलन', 'प्रौढ'],
  [`नवी संघ मंडळी ${tag}`, 'संघ मंडळी', 'संघ मंडळी'],
];

async function choose(page: Page, combobox: string, index: number, option: string) {
  await page
    .getByRole('combobox', { name: new RegExp(`^${combobox}`) })
    .nth(index)
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an उपखंड user adds three units at a village, sees them listed and pauses one', async ({
  page,
}) => {
  await signIn(page, account('upkhand'));
  await page.goto('/stage/sankalp/addmultisankalp');
  await pickPlace(page, 'पौड उपखंड', 'कोळवण', 'कोळवण गाव');

  for (const [i, [name, type, subType]] of UNITS.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'संकल्प जोडा' }).click();
    await page.getByRole('textbox', { name: /^नाव/ }).nth(i).fill(name);
    await choose(page, 'प्रकार', i, type);
    await choose(page, 'उप-प्रकार', i, subType);
  }
  await page.getByRole('button', { name: 'सर्व संकल्प जतन करा' }).click();
  await expect(page.getByText('3 संकल्प यशस्वीरित्या जोडले')).toBeVisible();

  await page.goto('/stage/sankalp/list');
  await page.getByRole('combobox', { name: /प्रति पृष्ठ ओळी/ }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  for (const [name] of UNITS) await expect(page.getByText(name, { exact: true })).toBeVisible();

  await page.getByText(UNITS[1][0], { exact: true }).click();
  await expect(page).toHaveURL(/\/stage\/sankalp\/detailView\/\d+$/);
  await page.getByRole('link', { name: 'सद्यस्थिती पहा / बदला' }).click();
  await expect(page).toHaveURL(/\/stage\/sadyasthiti\/view\/\d+$/);
  await choose(page, 'नवी सद्यस्थिती', 0, 'स्थगित');
  await page.getByRole('textbox', { name: /^कारण/ }).fill('पावसाळ्यामुळे बैठक बंद');
  await page.getByRole('button', { name: 'सद्यस्थिती जतन करा' }).click();
  await expect(page.getByText('सद्यस्थिती यशस्वीरित्या बदलली')).toBeVisible();
  await expect(page.getByText('पावसाळ्यामुळे बैठक बंद')).toBeVisible();

  // its fields are changed on the register's generic edit page, then seen on its details page
  await page.getByRole('link', { name: 'संपादन करा' }).click();
  await expect(page).toHaveURL(/\/stage\/ekak\/\d+$/);
  await page.getByRole('textbox', { name: /^बैठकीचे ठिकाण/ }).fill('हनुमान मंदिर');
  await page.getByRole('button', { name: 'जतन करा' }).click();
  await expect(page).toHaveURL(/\/stage\/sankalp\/list$/);
  await page.getByText(UNITS[1][0], { exact: true }).click();
  await expect(page.getByText('हनुमान मंदिर')).toBeVisible();
  await expect(page.getByText('स्थगित')).toBeVisible();
});
