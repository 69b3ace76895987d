import { watchPolicy } from './support/policy';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/stand-in';
import { motionDone, openPage } from './support/app';
import { watchConsole } from './support/console';

// The Content-Security-Policy the static host sends (dist/_headers, which tools/dev/serve.ts applies)
// allows what the site does and refuses the rest (GitHub issue #8). Every address loading under it
// with nothing refused: page-sweep.spec.ts; the header file's policy and headers, and every inline
// script allowed by hash: tests/built/csp.test.ts.

// The page sweep loads every address with reduced motion (for axe), where the hero video is never
// added and the scroll reveal never starts: here they run, under the policy, with a clean console.
// And the dashboard without a session, which the sweep opens signed in.
test('with motion allowed, the hero video and the scroll reveal load under the policy with a clean console; so does the dashboard without a session', async ({ page }) => {
  const violations = await watchPolicy(page);
  const problems = watchConsole(page);
  await openPage(page, '/', { waitUntil: 'networkidle' });
  const video = page.locator('main video');
  await expect(video).toHaveCount(1);
  // The video's file was asked for and has started to arrive (media-src allows it).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await openPage(page, '/goldsboro', { waitUntil: 'networkidle' });
  // The reveal has started: blocks below the screen wait faded (src/browser/scroll-reveal.ts).
  await expect(page.locator('html.reveal-ready')).toHaveCount(1);
  await motionDone(page);
  await openPage(page, '/admin-dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
});

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
