import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { openPage } from './support/app';

// The tests run the build made for the local stand-in (tools/test/e2e-env.sh): it must say so on every
// page, out of the way. Unknown addresses get 404.html, which forwards to "/" with script and reads as
// a real page without it.
const root = resolve(import.meta.dirname, '../..');
const { content } = validateSite({ root });
if (!content) throw new Error('site/ is not valid: run "npm run validate".');
const { ui, notFound } = content.site;

// The build refused by check:deploy, the ribbon's words and the 404 page's words and links: tests/built/deploy.test.ts.
for (const path of ['/', '/contact', '/clayton/services']) {
  test(`${path} shows the local preview ribbon, out of the way of the page`, async ({ page }) => {
    await openPage(page, path);
    const ribbon = page.locator('[data-local-preview]');
    await expect(ribbon).toBeVisible();
    // Above the header, and the skip link is still the first thing a keyboard reaches.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: ui.skipToContent })).toBeFocused();
  });
}

test.describe('an unknown address', () => {
  test('with script, ends at the home page (replaced)', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL('/');
    await expect(page.locator('main h1')).toHaveCount(1);
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('is answered 404 with the real message', async ({ page }) => {
      const response = await page.goto('/no-such-page/at-all');
      expect(response?.status()).toBe(404);
      // The page served is 404.html; its title, words, links and noindex: tests/built/deploy.test.ts.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
      await expect(page.getByText(notFound.text)).toBeVisible();
    });
  });
});
