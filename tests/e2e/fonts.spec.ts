import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/app';
import { quoteForm } from './support/quote-form';
import { uniqueEmail } from './support/stand-in';

// The cut-down Inter files (tools/build/fonts.ts): a page fetches only them, its words are drawn in
// Inter, and a character outside them (typed by a visitor) brings the whole Latin file of its weight.

/** The font files the page fetches, by name, as the browser starts each. */
function fontRequests(page: Page) {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') names.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return names;
}

/** Resolves once every font the page has asked for so far has arrived (or failed). */
const fontsSettled = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

for (const path of ['/', '/faq', '/contact', '/goldsboro/services']) {
  test(`${path} fetches only the cut-down Inter files and draws its words in Inter`, async ({ page }) => {
    const fonts = fontRequests(page);
    await openPage(page, path);
    await page.waitForLoadState('load');
    await fontsSettled(page);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((name) => !/^inter-subset-(400|600|700)-[0-9a-f]+\.woff2$/.test(name))).toEqual([]);
    // Each face the page uses arrived: its text is no longer in the fallback font.
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.weight));
    expect(loaded.sort()).toEqual(['400', '600', '700']);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^Inter/);
  });
}

test('a name typed with a letter the site never shows brings the whole Latin file, and nothing is drawn in a fallback', async ({ page }) => {
  const fonts = fontRequests(page);
  await openPage(page, '/contact');
  await fontsSettled(page);
  expect(fonts.some((name) => name.startsWith('inter-latin-'))).toBe(false);
  await quoteForm(page).getByLabel('Last name').fill('Muñoz');
  await expect.poll(() => fonts.filter((name) => name.startsWith('inter-latin-400-'))).toHaveLength(1);
  await fontsSettled(page);
  expect(await page.evaluate(() => document.fonts.check('16px Inter', 'Muñoz'))).toBe(true);
});

test('a form’s messages, its busy button and its reset after a send need no other font file', async ({ page }) => {
  const fonts = fontRequests(page);
  await openPage(page, '/contact');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send Us a Message' }) });
  const send = form.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('Name').fill('Dale Hinton');
  await form.getByLabel('Phone').fill('919-555-0100');
  await form.getByLabel('Email').fill(uniqueEmail('fonts'));
  await send.click();
  await expect(form.getByRole('alert')).toHaveText('Your message was sent successfully!');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await fontsSettled(page);
  expect(fonts.filter((name) => !name.startsWith('inter-subset-'))).toEqual([]);
});
