import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { allPaths, deriveRoutes, linkPath, routeFor } from '../../src/content/routes.ts';
import { watchConsole } from './support/console';
import { openPage } from './support/app';

// Walks every generated address in a real browser: its main heading, a clean console (hydration
// included), and every internal link on it resolving to a route of the site.
const { content } = validateSite({ root: resolve(import.meta.dirname, '../..') });
if (!content) throw new Error('site/ is not valid: run "npm run validate".');
const routes = deriveRoutes(content);
const redirects = new Set((content.site.redirects ?? []).map((r) => r.from));

for (const path of allPaths(routes)) {
  test(`${path} renders its heading, hydrates cleanly and links only to real pages`, async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, path);
    const main = page.locator('main');
    if (path === '/admin-dashboard') {
      // Nobody is logged in: the dashboard sends the visitor to the login page.
      await expect(page).toHaveURL('/login');
    } else {
      await expect(main.locator('h1')).toHaveCount(1);
      await expect(main.locator('h1')).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const broken = [...new Set(hrefs)].filter((href) => {
      const target = linkPath(href);
      return !routeFor(routes, target) && !redirects.has(target) && !/\.\w+$/.test(target);
    });
    expect(broken, `links on ${path} that lead nowhere`).toEqual([]);
    expect(problems, `console on ${path}`).toEqual([]);
  });
}

test('stored dark mode paints dark from the very first frame', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('themeMode', 'dark');
    // Record the background of the first frame the browser paints.
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(document.body ?? document.documentElement).backgroundColor;
    });
  });
  await openPage(page, '/goldsboro');
  const first = await page.waitForFunction(() => (window as unknown as { firstFrame?: string }).firstFrame).then((h) => h.jsonValue());
  expect(first).not.toBe('rgb(255, 255, 255)');
  expect(first).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('html')).toHaveClass(/mode-dark/);
});
