import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { greenPng } from '../../scripts/content-api/test-images';
import { openPage } from './support/app';
import { contentCopy } from './support/content-copy';

// The studio's pickers: references chosen from what the site has, pictures from thumbnails, and a new
// picture uploaded with the change that uses it, saved into the tests' copy (support/content-api-server.ts).

const saved = (file: string) => readFileSync(join(contentCopy, 'site', file), 'utf8');
const restoreShipped = (file: string) => copyFileSync(resolve(import.meta.dirname, '../../site', file), join(contentCopy, 'site', file));

async function signInAsAdmin(page: Page) {
  await openPage(page, '/login');
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('cedar-admin-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the website' })).toBeVisible();
}

async function openItem(page: Page, search: string, group: string, name: string) {
  await page.getByLabel('Search the content').fill(search);
  await page.getByRole('region', { name: group, exact: true }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Editing: ${name}` })).toBeVisible();
}

/** Submits, confirming warnings if the checks raise any, and waits for the save. */
async function submitAndSave(page: Page, summary: string) {
  await page.getByLabel(/What did you change\?/).fill(summary);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const savedNote = page.getByRole('status').filter({ hasText: 'Saved.' });
  const saveAnyway = page.getByRole('button', { name: 'Save anyway' });
  await expect(savedNote.or(saveAnyway)).toBeVisible();
  if (await saveAnyway.isVisible()) await saveAnyway.click();
  await expect(savedNote).toBeVisible();
}

test('a link field offers the pages of the site, and the chosen one is saved', async ({ page }) => {
  restoreShipped('pages/about.json');
  await signInAsAdmin(page);
  await openItem(page, 'about', 'Pages', 'About');
  const link = page.locator('#root_sections_0_actions_0_href');
  await expect(link).toHaveValue('/contact');
  await link.fill('testim');
  await page.getByRole('option', { name: /\(\/testimonials\)$/ }).click();
  await expect(link).toHaveValue('/testimonials');
  await submitAndSave(page, 'About page button goes to the reviews');
  expect(JSON.parse(saved('pages/about.json')).sections[0].actions[0].href).toBe('/testimonials');
});

test('a town\'s picture is chosen from thumbnails, and its size is filled in', async ({ page }) => {
  await signInAsAdmin(page);
  await openItem(page, 'four oaks', 'Towns', 'Four Oaks');
  await page.locator('#root_image_width').fill('5');
  await page.getByRole('button', { name: 'Choose a picture' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  const benson = dialog.getByRole('button', { name: /^benson\.jpg/ });
  await expect(benson).toContainText('1200 × 630 pixels');
  // The thumbnail is the site's own /images/ address: it loads under the page's Content-Security-Policy.
  await benson.scrollIntoViewIfNeeded();
  await expect.poll(() => benson.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await benson.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#root_image_src')).toHaveValue('/images/towns/benson.jpg');
  await expect(page.locator('#root_image_width')).toHaveValue('1200');
  await expect(page.locator('#root_image_height')).toHaveValue('630');
});

test('a new picture is shrunk, described and saved with the town that shows it', async ({ page }) => {
  restoreShipped('towns/goldsboro.json');
  await signInAsAdmin(page);
  await openItem(page, 'goldsboro', 'Towns', 'Goldsboro');
  await page.getByRole('button', { name: 'Choose a picture' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'lawn.png', mimeType: 'image/png', buffer: greenPng(64, 48) });
  await expect(dialog.getByText('64 × 48 pixels')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Use this picture' })).toBeDisabled();
  await dialog.getByLabel(/What does the picture show\?/).fill('Freshly mown lawn in Goldsboro');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog).toHaveCount(0);

  const src = page.locator('#root_image_src');
  await expect(src).toHaveValue(/^\/images\/uploads\/freshly-mown-lawn-in-goldsboro-[a-z0-9]+\.(webp|jpg)$/);
  await expect(page.locator('#root_image_alt')).toHaveValue('Freshly mown lawn in Goldsboro');
  await expect(page.locator('#root_image_width')).toHaveValue('64');
  await expect(page.getByText('New picture: it is saved with your change')).toBeVisible();
  const path = await src.inputValue();
  expect(existsSync(join(contentCopy, 'public', path))).toBe(false);

  await submitAndSave(page, 'New picture of Goldsboro');
  const picture = readFileSync(join(contentCopy, 'public', path));
  expect(picture.subarray(0, 4).toString('latin1')).toMatch(/^RIFF|^\xff\xd8\xff/);
  expect(JSON.parse(saved('towns/goldsboro.json')).image).toEqual({ src: path, alt: 'Freshly mown lawn in Goldsboro', width: 64, height: 48 });
  // Never in the project's own files.
  expect(existsSync(resolve(import.meta.dirname, '../../public', path.slice(1)))).toBe(false);
});
