import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Locator } from '@playwright/test';
import { openStudio, test } from './support/studio-fixture';
import { greenPng } from '../support/test-images';
import { contentCopy } from './support/content-copy';
import { openItem, restoreShipped, saved, submit, submitAndSave } from './support/studio';

// The studio's pickers: references chosen from what the site has, pictures from thumbnails, and a new
// picture uploaded with the change that uses it, saved into the tests' copy (support/content-api-on-copy.ts).



test('a link field offers the pages of the site, and the chosen one is saved', async ({ page, adminSession }) => {
  restoreShipped('pages/about.json');
  await openStudio(page, adminSession);
  await openItem(page, 'about', 'About', 'Pages');
  const link = page.locator('#root_sections_0_actions_0_href');
  await expect(link).toHaveValue('/contact');
  await link.fill('testim');
  await page.getByRole('option', { name: /\(\/testimonials\)$/ }).click();
  await expect(link).toHaveValue('/testimonials');
  await submitAndSave(page, 'About page button goes to the reviews');
  expect(JSON.parse(saved('pages/about.json')).sections[0].actions[0].href).toBe('/testimonials');
});

test('the dialog offers a new picture first, then the site\'s pictures named by what they show', async ({ page, adminSession }) => {
  await openStudio(page, adminSession);
  await openItem(page, 'four oaks', 'Four Oaks', 'Towns');
  await page.getByRole('button', { name: 'Choose a picture' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  // Upload first: its heading comes before the library's in the reading order, and so does its button.
  const headings = await dialog.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings).toEqual(['Add a new picture', 'Or choose a picture already on the website']);
  await expect(dialog.getByText(/made at most 1600 pixels wide and high and saved as WebP .*; its location and camera details are removed/)).toBeVisible();
  // Named by the description the site already gives it, never by its file.
  await expect(dialog.getByRole('button', { name: /^Wide front lawn under tall loblolly pines/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^benson\.jpg/ })).toHaveCount(0);

  const search = dialog.getByLabel('Find a picture by what it shows');
  await search.fill('loblolly benson');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await search.fill('no such picture anywhere');
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await expect(dialog.getByText('No picture matches those words.', { exact: false })).toBeVisible();
});

test('a town\'s picture is chosen from thumbnails, its size filled in and its description asked anew', async ({ page, adminSession }) => {
  await openStudio(page, adminSession);
  await openItem(page, 'four oaks', 'Four Oaks', 'Towns');
  const oldAlt = await page.locator('#root_image_alt').inputValue();
  await page.locator('#root_image_width').fill('5');
  await page.getByRole('button', { name: 'Choose a picture' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.getByLabel('Find a picture by what it shows').fill('loblolly');
  const benson = dialog.getByRole('button', { name: /^Wide front lawn under tall loblolly pines/ });
  await expect(benson).toContainText('1200 × 630 pixels');
  // The thumbnail is the site's own /images/ address: it loads under the page's Content-Security-Policy.
  await expect.poll(() => benson.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await benson.click();

  // Its description is asked for this place: empty, required, and the picture is not used without it.
  const description = dialog.getByLabel(/What does the picture show\?/);
  await expect(description).toBeFocused();
  await expect(description).toHaveValue('');
  await expect(description).toHaveAttribute('required', '');
  const use = dialog.getByRole('button', { name: 'Use this picture' });
  await expect(use).toBeDisabled();
  await description.fill('Pine straw beds along a lawn in Four Oaks');
  await use.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#root_image_src')).toHaveValue('/images/towns/benson.jpg');
  await expect(page.locator('#root_image_width')).toHaveValue('1200');
  await expect(page.locator('#root_image_height')).toHaveValue('630');
  await expect(page.locator('#root_image_alt')).toHaveValue('Pine straw beds along a lawn in Four Oaks');
  expect(oldAlt).not.toBe('Pine straw beds along a lawn in Four Oaks');
});

test('a share picture field says it only sets the share picture', async ({ page, adminSession }) => {
  await openStudio(page, adminSession);
  await openItem(page, 'four oaks', 'Four Oaks', 'Towns');
  await expect(page.getByText('Share picture of the town\'s pages', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Shown only where a town page is shared .*it does not appear on the page itself/).first()).toBeVisible();
});

test('a new picture is shrunk, described and saved with the town that shows it', async ({ page, adminSession }) => {
  restoreShipped('towns/goldsboro.json');
  await openStudio(page, adminSession);
  await openItem(page, 'goldsboro', 'Goldsboro', 'Towns');
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

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/changes') sent.push(request.postDataJSON().images[0].base64);
  });
  await submitAndSave(page, 'New picture of Goldsboro');
  const picture = readFileSync(join(contentCopy, 'public', path));
  expect(picture.subarray(0, 4).toString('latin1')).toMatch(/^RIFF|^\xff\xd8\xff/);
  // Shrunk once, in the browser: the API cleaned it of metadata (it had none) without drawing it again.
  expect(sent.length).toBeGreaterThan(0);
  expect(picture.toString('base64')).toBe(sent.at(-1));
  expect(JSON.parse(saved('towns/goldsboro.json')).image).toEqual({ src: path, alt: 'Freshly mown lawn in Goldsboro', width: 64, height: 48 });
  // Never in the project's own files.
  expect(existsSync(resolve(import.meta.dirname, '../../public', path.slice(1)))).toBe(false);

  // Shown after saving, and after a reload before the site is built again: the site does not serve
  // it yet, so the studio shows it from the content API.
  // A thumbnail loads lazily, once it is near the view; how near is the browser's own guess from the
  // connection (it was 1,000 px below a 720 px window here, and once in a full run it never loaded).
  // It is looked at, as she would look at it.
  const loaded = async (picture: Locator) => {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  };
  expect((await page.request.get(path)).headers()['content-type'] ?? '').not.toMatch(/^image\//);
  await loaded(page.locator(`img[data-address^="data:"]`).first());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add a town' })).toBeVisible();
  await openItem(page, 'goldsboro', 'Goldsboro', 'Towns');
  await expect(src).toHaveValue(path);
  await loaded(page.locator(`img[data-address="${path}"]`));
  await page.getByRole('button', { name: 'Choose a picture' }).first().click();
  await dialog.getByLabel('Find a picture by what it shows').fill('freshly mown goldsboro');
  await loaded(dialog.getByRole('button', { name: /^Freshly mown lawn in Goldsboro/ }).locator('img'));
});

test('a new picture shows in the preview before it is saved (the site does not serve it yet)', async ({ page, adminSession }) => {
  await openStudio(page, adminSession);
  await openItem(page, 'about', 'About', 'Pages');
  // The team picture's own button (the field and its button share one box).
  const field = page.locator('#root_sections_2_image_src').locator('xpath=ancestor::*[.//button[normalize-space()="Choose a picture"]][1]');
  await field.getByRole('button', { name: 'Choose a picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'crew.png', mimeType: 'image/png', buffer: greenPng(96, 54) });
  await dialog.getByLabel(/What does the picture show\?/).fill('The crew loading mowers onto a trailer at dawn');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog).toHaveCount(0);
  const shown = page.getByRole('region', { name: 'Preview', exact: true }).frameLocator('iframe').getByRole('img', { name: 'The crew loading mowers onto a trailer at dawn' });
  // Brought into view as she would scroll the preview to it (the page's pictures below the first screen load lazily).
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await page.getByRole('button', { name: 'Discard my changes' }).click();
  await page.getByRole('dialog', { name: 'Throw away your changes?' }).getByRole('button', { name: 'Yes, throw them away' }).click();
});

test('a change that adds a third new picture is not sent: she reads why in the studio\'s words, and keeps her work', async ({ page, adminSession }) => {
  await openStudio(page, adminSession);
  await openItem(page, 'about', 'About', 'Pages');
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  // The team picture and the gallery's first two: three pictures a page shows (each field and its button share one box).
  const pictures = [
    ['#root_sections_2_image_src', 'The crew edging a front walk in Goldsboro'],
    ['#root_sections_4_images_0_image_src', 'Pine straw spread under crape myrtles'],
    ['#root_sections_4_images_1_image_src', 'A striped lawn after the first spring mowing'],
  ] as const;
  const described = pictures.map(([, words]) => words);
  for (const [index, [field, words]] of pictures.entries()) {
    await page.locator(field).locator('xpath=ancestor::*[.//button[normalize-space()="Choose a picture"]][1]').getByRole('button', { name: 'Choose a picture' }).click();
    await dialog.locator('input[type=file]').setInputFiles({ name: `new-${index}.png`, mimeType: 'image/png', buffer: greenPng(64 + index, 48) });
    await dialog.getByLabel(/What does the picture show\?/).fill(words);
    await dialog.getByRole('button', { name: 'Use this picture' }).click();
    await expect(dialog).toHaveCount(0);
  }
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/changes') sent.push(request.url());
  });
  await submit(page, 'Three new pictures of the crew');
  await expect(page.getByText('This change adds 3 new pictures; one save can carry 2.')).toBeVisible();
  await expect(page.getByText('Nothing was sent, and your changes are kept in this browser. Take out the pictures over 2 for now, save, then add them in a second save.')).toBeVisible();
  expect(sent).toEqual([]);
  // Her work is still there, after a reload too (the draft lives in this browser).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add a town' })).toBeVisible();
  await openItem(page, 'about', 'About', 'Pages');
  const values = () => page.locator('form input, form textarea').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  await expect.poll(values).toEqual(expect.arrayContaining(described));
  await page.getByRole('button', { name: 'Discard my changes' }).click();
  await page.getByRole('dialog', { name: 'Throw away your changes?' }).getByRole('button', { name: 'Yes, throw them away' }).click();
});
