import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
const allHtml = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? allHtml(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : []));


test.beforeAll(() => {
  test.skip(!existsSync(join(dist, '_headers')), 'No built site in dist/: run "npm run build" first (tools/test/test-all.sh does).');
});

test('the header file carries the policy and the other security headers, generated from site/', () => {
  const headers = headerFile();
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBeTruthy();
});

test('every inline script in the built pages is one the policy allows by hash (the theme snippet, the speculation rules)', () => {
  const policy = headerFile()['content-security-policy']!;
  const files = allHtml(dist);
  expect(files.length).toBeGreaterThan(paths.length);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    // JSON data blocks (structured data, island props) are not run, and no policy governs them.
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)) {
      const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
      expect(policy, `${file}: an inline script the policy does not allow`).toContain(hash);
    }
    // The <meta> copy is the same policy, minus what a <meta> cannot say.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    if (meta) expect(`${meta}; frame-ancestors 'none'`, file).toBe(policy);
  }
});

// Every address loading under the policy with nothing refused: page-sweep.spec.ts.

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
