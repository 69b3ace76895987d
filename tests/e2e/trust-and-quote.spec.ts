import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SiteFile } from '../../src/generated/site-types';
import { motionDone, openPage } from './support/app';
import { fillQuote, quoteForm } from './support/quote-form';
import { outbox, uniqueEmail } from './support/stand-in';

// Issue #25: what makes a visitor say yes. The trust strip beside the quote form and under the home
// hero, the thank-you panel that stays after a quote, one message for an empty step, and a quote
// button in the phone header. Each at a phone and a desktop width.
const site = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../site/site.json'), 'utf8')) as SiteFile;
const QUOTE_LABEL = site.header.quoteButton!.label;
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const trustStrip = (page: Page, within?: Locator) => (within ?? page).getByRole('list', { name: 'Why neighbors trust Cedar Creek' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

async function axeViolations(page: Page) {
  await motionDone(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** Both colour schemes: the toggle is in the header from sm, in the drawer below. */
async function toggleTheme(page: Page) {
  const inHeader = page.locator('header').getByRole('button', { name: 'Toggle light/dark mode' });
  if (await inHeader.isVisible()) return inHeader.click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
}

for (const size of widths) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the home page shows the trust facts right under its hero', async ({ page }) => {
      await openPage(page, '/');
      // The facts, the rating's link and no rating in the structured data: tests/built/trust-and-quote.test.ts.
      const strip = trustStrip(page);
      const hero = page.locator('main section').first();
      expect(Math.abs((await box(strip)).y - ((await box(hero)).y + (await box(hero)).height))).toBeLessThan(40);
    });

    for (const path of ['/contact', '/goldsboro']) {
      test(`${path}: the trust facts sit right under the quote form, in its column`, async ({ page }) => {
        await openPage(page, path);
        // Once on the page, the guarantee among its facts: tests/built/trust-and-quote.test.ts.
        const form = quoteForm(page);
        const strip = trustStrip(page);
        const formBox = await box(form);
        const stripBox = await box(strip);
        expect(stripBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
        expect(stripBox.y - (formBox.y + formBox.height)).toBeLessThan(60);
        expect(Math.abs(stripBox.x - formBox.x)).toBeLessThan(2);
        expect(stripBox.x + stripBox.width).toBeLessThanOrEqual(formBox.x + formBox.width + 1);
      });
    }

    test('an empty step 1 says the requirement once, at the form, and each field says which one it is', async ({ page }) => {
      await openPage(page, '/contact');
      const form = quoteForm(page);
      await form.getByRole('button', { name: 'NEXT' }).click();
      await expect(form.getByRole('alert')).toHaveText('All fields are required.');
      await expect(form.getByRole('alert')).toBeInViewport();
      await expect(form.getByText('All fields are required.')).toHaveCount(1);
      for (const label of ['First name', 'Last name', 'Phone', 'Email']) {
        const field = form.getByLabel(label);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(`${label} is required.`);
        // Under its own field, where she looks.
        const message = form.getByText(`${label} is required.`, { exact: true });
        await expect(message).toBeVisible();
        const fieldBox = await box(field);
        const messageBox = await box(message);
        expect(messageBox.y).toBeGreaterThan(fieldBox.y);
        expect(messageBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(30);
      }
      // Once one field is filled, only the others still say so.
      await form.getByLabel('First name').fill('Maribel');
      await form.getByRole('button', { name: 'NEXT' }).click();
      await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'false');
      await expect(form.getByText('First name is required.')).toHaveCount(0);
      await expect(form.getByText('Last name is required.')).toBeVisible();
    });

    test('after a quote is sent, a thank-you panel takes the focus and stays: next steps, the phone, and a way to send another', async ({ page, request }) => {
      const email = uniqueEmail(`thanks-${size.width}`);
      await openPage(page, '/contact');
      const form = await fillQuote(page, email);
      await form.getByRole('button', { name: 'Submit' }).click();
      const heading = page.getByRole('heading', { name: 'Thank you! We have your request.' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      const panel = page.getByRole('region', { name: 'Thank you! We have your request.' });
      await expect(panel.getByRole('listitem').first()).toContainText('calls you back during business hours, Monday to Friday 8:00 AM to 5:00 PM');
      await expect(panel.getByRole('link', { name: site.business.phone })).toHaveAttribute('href', 'tel:+19195550142');
      // Above the form; the spec's message and the empty step 1 stay below it.
      expect((await box(panel)).y + (await box(panel)).height).toBeLessThanOrEqual((await box(form)).y);
      await expect(form.getByRole('alert')).toHaveText('Form submitted successfully!');
      await expect(form.getByLabel('First name')).toHaveValue('');
      expect(await outbox(request, email)).toHaveLength(1);

      expect(await axeViolations(page)).toEqual([]);
      await toggleTheme(page);
      await expect(page.locator('html')).toHaveClass(/mode-dark/);
      expect(await axeViolations(page)).toEqual([]);

      // Sending another is a choice: the button takes her to the empty form; the panel stays.
      await panel.getByRole('button', { name: 'Send another request' }).click();
      await expect(form.getByLabel('First name')).toBeFocused();
      await page.keyboard.type('Odell');
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(panel).toBeVisible();
    });
  });
}

test.describe('the quote button in the phone header', () => {
  for (const width of [320, 375]) {
    test(`at ${width} px: visible beside the call icon, at least 44 × 44, covering neither the logo nor the menu button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await openPage(page, '/faq');
      const header = page.locator('header');
      const quote = header.getByRole('link', { name: QUOTE_LABEL });
      await expect(quote).toBeVisible();
      await expect(quote).toHaveAttribute('href', '/contact');
      const quoteBox = await box(quote);
      expect(quoteBox.width).toBeGreaterThanOrEqual(44);
      expect(quoteBox.height).toBeGreaterThanOrEqual(44);
      expect(quoteBox.x + quoteBox.width).toBeLessThanOrEqual(width);
      const call = await box(header.getByRole('link', { name: /^Call Us/ }));
      const logo = await box(header.getByRole('link', { name: 'Cedar Creek Lawn & Landscape, home' }));
      const menu = await box(header.getByRole('button', { name: 'Open menu' }));
      for (const other of [call, logo, menu]) expect(other.x + other.width <= quoteBox.x || quoteBox.x + quoteBox.width <= other.x).toBe(true);
      expect(logo.x).toBeGreaterThanOrEqual(menu.x + menu.width);
      expect(call.x).toBeGreaterThanOrEqual(logo.x + logo.width);
      // Nothing in the header spills past the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await quote.click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(quoteForm(page)).toBeVisible();
    });
  }

  test('at 375 px the colour toggle is in the drawer, and it works there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/faq');
    await expect(page.locator('header').getByRole('button', { name: 'Toggle light/dark mode' })).toBeHidden();
    await toggleTheme(page);
    await expect(page.locator('html')).toHaveClass(/mode-dark/);
  });

  test('at 1280 px the header keeps "Contact Us" and shows no second quote button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/faq');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(header.getByRole('link', { name: QUOTE_LABEL })).toBeHidden();
  });

  // The quote call to action's one wording (the home hero's link, the about page's): tests/built/trust-and-quote.test.ts.
});
