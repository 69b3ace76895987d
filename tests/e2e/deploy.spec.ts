import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { DEPLOY_COMMAND, LOCAL_PREVIEW_MARKER, checkDeploy, refusal } from '../../tools/build/checks/check-deploy.ts';
import { openPage } from './support/app';

// The tests run the build made for the local stand-in (tools/test/e2e-env.sh): it must say so on every
// page and be refused by `npm run check:deploy`. Unknown addresses get 404.html, which forwards to
// "/" with script and reads as a real page without it.
const root = resolve(import.meta.dirname, '../..');
const { content } = validateSite({ root });
if (!content) throw new Error('site/ is not valid: run "npm run validate".');
const { ui, notFound } = content.site;

test('the stand-in build is refused by check:deploy, naming the command that makes a deployable one', () => {
  const problems = checkDeploy(resolve(root, 'dist'));
  expect(problems).toContain(`dist/${LOCAL_PREVIEW_MARKER}: this build is marked as a local preview (made by npm start or npm test).`);
  expect(problems.some((problem) => /dist\/_headers: the Content-Security-Policy allows http:\/\/127\.0\.0\.1:\d+/.test(problem))).toBe(true);
  // The page data (service addresses the islands read) names the stand-in too.
  expect(problems.some((problem) => /dist\/index\.html: points at http:\/\/127\.0\.0\.1:\d+/.test(problem))).toBe(true);
  expect(refusal(problems)).toContain(DEPLOY_COMMAND);
});

for (const path of ['/', '/contact', '/clayton/services']) {
  test(`${path} shows the local preview ribbon, out of the way of the page`, async ({ page }) => {
    await openPage(page, path);
    const ribbon = page.locator('[data-local-preview]');
    await expect(ribbon).toHaveText(ui.localPreview);
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

    test('shows a real message with links home, to services and to contact', async ({ page }) => {
      const response = await page.goto('/no-such-page/at-all');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(new RegExp(`^${notFound.title}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
      await expect(page.getByText(notFound.text)).toBeVisible();
      for (const link of notFound.links) await expect(page.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      expect(notFound.links.map((link) => link.href)).toEqual(expect.arrayContaining(['/', '/services', '/contact']));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  });
});
