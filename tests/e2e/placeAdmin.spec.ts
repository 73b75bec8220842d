import { expect, test } from '@playwright/test';
import { account, pickPlace, signIn } from './support';

// unique per run, so a retry on the same data finds only its own place
const tag = String(Date.now()).slice(-6);
const NEW = `नवे गाव ${tag}`;
const RENAMED = `गणेशवाडी ${tag}`;

/** The tree page's picker button, whatever place it shows. */
const PICKER = /कृपया भौगोलिक रचना निवडा|प्रांत|मंडल|गाव/;

test('an admin adds a गाव under a मंडल, renames it, closes it and reads its history', async ({
  page,
}) => {
  await signIn(page, account('admin'));
  await page.goto('/stage/geo/tree');
  await pickPlace(page, PICKER, 'पौड', 'पौड मंडल');
  const panel = page.getByRole('region', { name: 'ठिकाण व्यवस्थापन' });

  // a new गाव: the nearest level below a मंडल, its suffix chosen for it
  await panel.getByRole('button', { name: 'खाली नवीन ठिकाण' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: /^नाव/ }).fill(NEW);
  await page.getByRole('dialog').getByRole('button', { name: 'साठवा' }).click();
  await expect(page.getByText(`${NEW} गाव जोडले`)).toBeVisible();
  await expect(page.getByRole('tree').getByText(`${NEW} गाव`)).toBeVisible();

  // renamed
  await pickPlace(page, PICKER, NEW, `${NEW} गाव`);
  await panel.getByRole('button', { name: 'नाव बदला' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: /^नाव/ }).fill(RENAMED);
  await page.getByRole('dialog').getByRole('button', { name: 'साठवा' }).click();
  await expect(page.getByText(`नाव बदलले: ${RENAMED} गाव`)).toBeVisible();

  // closed after confirming: it counts among the places no more, so the reports stay as they were
  await panel.getByRole('button', { name: 'ठिकाण बंद करा' }).click();
  await expect(page.getByRole('dialog')).toContainText(`आजपासून ${RENAMED} गाव`);
  await page.getByRole('dialog').getByRole('button', { name: 'ठिकाण बंद करा' }).click();
  await expect(page.getByText(`${RENAMED} गाव बंद केले`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'पुन्हा सुरू करा' })).toBeVisible();

  await panel.getByRole('button', { name: 'बदलांचा इतिहास' }).click();
  const history = page.getByRole('dialog');
  await expect(history.getByText(/^बंद केले:/)).toBeVisible();
  await expect(history.getByText(`नाव बदलले: ${NEW} गाव वरून ${RENAMED} गाव`)).toBeVisible();
  await expect(history.getByText(/^जोडले: पौड मंडल खाली/)).toBeVisible();
  await expect(history.getByText(/प्रशासक यांनी/).first()).toBeVisible();
});
