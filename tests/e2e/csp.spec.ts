import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { watchPolicy } from './support/policy';
import { expect, test } from '@playwright/test';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { readHeaderRules } from '../../tools/dev/serve.ts';
import { allPaths, deriveRoutes } from '../../src/content/routes.ts';
import { uniqueEmail } from './support/stand-in';
import { openPage } from './support/app';

// Every page loads under the Content-Security-Policy the static host sends (dist/_headers, which
// tools/dev/serve.ts applies) and the <meta> copy in the page, and nothing is refused (GitHub issue #8).
const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const { content } = validateSite({ root });
if (!content) throw new Error('site/ is not valid: run "npm run validate".');
const paths = allPaths(deriveRoutes(content));

const headerFile = () => Object.fromEntries(readHeaderRules(dist).find((rule) => rule.pattern.test('/'))!.headers.map(([k, v]) => [k.toLowerCase(), v]));

test.beforeAll(() => {
  test.skip(!existsSync(join(dist, '_headers')), 'No built site in dist/: run "npm run build" first (tools/test/test-all.sh does).');
});

// The header file's policy and headers, and every inline script allowed by hash: tests/built/csp.test.ts.
for (const path of paths) {
  test(`${path} loads under the policy with nothing refused`, async ({ page }) => {
    const violations = await watchPolicy(page);
    // The dashboard needs a session to show itself; dark mode proves the theme snippet ran.
    await page.addInitScript((admin) => {
      // Init scripts run in every frame; the map's frame (offline here) has no storage of ours.
      if (window !== window.top) return;
      localStorage.setItem('themeMode', 'dark');
      if (admin) Object.entries({ token: 'csp-check', admin: 'true', user: '1' }).forEach(([k, v]) => localStorage.setItem(k, v));
    }, path === '/admin-dashboard');
    const response = await openPage(page, path, { waitUntil: 'networkidle' });
    expect(response!.headers()['content-security-policy']).toBe(headerFile()['content-security-policy']);
    expect(response!.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/mode-dark/);
    // Bring every lazy picture and frame into view, then let them load.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('sending a form and logging in are allowed by connect-src', async ({ page }) => {
  const violations = await watchPolicy(page);
  await openPage(page, '/contact', { waitUntil: 'networkidle' });
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send Us a Message' }) });
  await form.getByLabel('Name').fill('Policy Check');
  await form.getByLabel('Phone').fill('919-555-0100');
  await form.getByLabel('Email').fill(uniqueEmail('csp'));
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your message was sent successfully!');
  await openPage(page, '/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('cedar-admin-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin-dashboard');
  expect(await violations()).toEqual([]);
});

test('a script the policy does not allow is refused (the check above can fail)', async ({ page }) => {
  const violations = await watchPolicy(page);
  await openPage(page, '/about', { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
});
