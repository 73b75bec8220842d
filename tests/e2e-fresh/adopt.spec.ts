import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { GEO_SHEET_COLUMNS } from '../../src/domain/geoSheet';
import { fillSignIn, openVerificationLink, pickPlace } from '../e2e/support';
import { FRESH_DATABASE_URL } from './freshDatabase';

/**
 * Issue 27, done when: on a fresh PostgreSQL database with no demo data, the steps of README and
 * docs/deploy.md — `npm run admin:create`, sign in, import the organisation's geography,
 * approve a user at a place of it, enter a month.
 */
const ADMIN = { email: 'pramukh@vidarbha.org', password: 'Pramukh#2026' };
const USER = { email: 'karyakarta@vidarbha.org', password: 'Karyakarta#2026' };

/** A small real-shaped geography: one तालुका down to two villages. */
const SHEET: (string | number)[][] = [
  GEO_SHEET_COLUMNS.map((c) => c.header),
  ['VID', '', '', 1, 'विदर्भ', 'प्रांत'],
  ['NAG', 'VID', '', 2, 'नागपूर', 'विभाग'],
  ['NAG-G', 'NAG', '', 3, 'नागपूर', 'ग्रामीण जिल्हा'],
  ['KTL', 'NAG-G', '', 6, 'काटोल', 'तालुका'],
  ['KTL-U', 'KTL', '', 8, 'काटोल', 'उपखंड'],
  ['KTL-M', 'KTL-U', '', 9, 'काटोल', 'मंडल'],
  ['KTL-G1', 'KTL-M', '', 10, 'पारडसिंगा', 'गाव'],
  ['KTL-G2', 'KTL-M', '', 10, 'मेंढेपठार', 'गाव'],
];

function sheetFile(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(SHEET), 'ठिकाणे');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** `npm run admin:create` as docs/deploy.md gives it for a PostgreSQL deployment. */
function adminCreate(): string {
  return execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'admin:create',
      '--',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--root',
      'विदर्भ',
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: FRESH_DATABASE_URL,
        FIREBASE_PROJECT_ID: 'demo-ssm',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      },
    },
  );
}

test('a fresh database: first admin, geography, an approved user, a month entered', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  expect(adminCreate()).toContain(ADMIN.email);
  // running it again changes nothing
  adminCreate();

  await fillSignIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/stage\/dashboard\/default$/);

  // the geography, from a sheet
  await page.goto('/stage/geo/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'ठिकाणे.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheetFile(),
  });
  await expect(page.getByText('नवीन 7, नाव बदल 0, हलवलेली 0, न बदललेली 1')).toBeVisible();
  await page.getByRole('button', { name: 'आयात करा' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /पुष्टी|होय|Confirm/ })
    .click();
  await expect(page.getByText(/आयात पूर्ण झाली/)).toBeVisible();

  // a person signs up, asks for the उपखंड, and the admin approves
  const person = await (await browser.newContext()).newPage();
  await person.goto('/stage/register');
  await person.getByLabel(/^ईमेल\s*\*?$/).fill(USER.email);
  await person.getByLabel(/^पासवर्ड\s*\*?$/).fill(USER.password);
  await person.getByLabel(/^पासवर्ड पुन्हा लिहा\s*\*?$/).fill(USER.password);
  await person.getByRole('button', { name: 'खाते तयार करा' }).click();
  await expect(person.getByText(/पडताळणीचा दुवा पाठवला आहे/)).toBeVisible();
  await openVerificationLink(person, USER.email);
  await person.getByRole('button', { name: 'पडताळणी झाली, पुढे चला' }).click();
  await person.getByLabel(/^नाव\s*\*?$/).fill('नवीन कार्यकर्ता');
  await person.getByLabel(/^मोबाईल\s*\*?$/).fill('9822099999');
  await person.getByLabel(/^मागितलेली भौगोलिक रचना/).fill('काटोल');
  await person
    .getByRole('option', { name: /काटोल उपखंड/ })
    .first()
    .click();
  await person.getByRole('button', { name: 'विनंती पाठवा' }).click();
  await expect(person).toHaveURL(/\/stage\/pending-approval$/);

  await page.goto('/stage/user/unapproved');
  await page.getByRole('row').filter({ hasText: USER.email }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'मान्यता द्या', exact: true }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /पुष्टी|होय|मान्यता द्या/ })
    .last()
    .click();
  await expect(page.getByText(/वापरकर्त्यांना मान्यता दिली/)).toBeVisible();
  await fillSignIn(person, USER.email, USER.password);
  await expect(person.getByTitle(/काटोल उपखंड/)).toBeVisible();

  // a unit at a village, then this month's gathering at the उपखंड
  await page.goto('/stage/sankalp/addmultisankalp');
  await pickPlace(page, 'विदर्भ प्रांत', 'पारडसिंगा', 'पारडसिंगा गाव');
  await page.getByRole('textbox', { name: /^नाव/ }).first().fill('पारडसिंगा शाखा');
  await page
    .getByRole('combobox', { name: /^प्रकार/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'शाखा', exact: true }).click();
  await page
    .getByRole('combobox', { name: /^उप-प्रकार/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'बाल', exact: true }).click();
  await page.getByRole('button', { name: 'सर्व संकल्प जतन करा' }).click();
  // saved, the list of the village's units shows it
  await expect(page.getByRole('row').filter({ hasText: 'पारडसिंगा शाखा' })).toContainText('सक्रिय');

  await page.goto('/stage/sanghik/add');
  await pickPlace(page, 'पारडसिंगा गाव', 'काटोल', 'काटोल उपखंड');
  await page.getByRole('button', { name: 'शोधा' }).click();
  const card = page.locator('[data-testid^="subject-"]').first();
  await expect(card).toContainText('पारडसिंगा शाखा');
  await card.getByRole('textbox').first().fill('15');
  await page.getByRole('button', { name: /सांघिक जतन करा/ }).click();
  await expect(page.getByText('सांघिक माहिती यशस्वीरीत्या अद्ययावत झाली')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'शोधा' }).click();
  await expect(
    page.locator('[data-testid^="subject-"]').first().getByRole('textbox').first(),
  ).toHaveValue('15');
});
