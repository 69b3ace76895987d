import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sectionRegistry } from '../../src/sections/registry.ts';
import { openPage } from './support/app';
import { outbox, uniqueEmail } from './support/stand-in';
import { watchConsole } from './support/console';

// Islands (GitHub issue #11): a page is finished HTML; only what a visitor touches loads code.

const root = resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
const sectionFolder = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The built files of the static sections' own modules (src/sections/<type>/<type>.tsx). */
const staticSectionFiles = Object.entries(sectionRegistry)
  .filter(([, entry]) => !('wake' in entry))
  .map(([type]) => manifest[`src/sections/${sectionFolder(type)}/${sectionFolder(type)}.tsx`]?.file)
  .filter((file): file is string => Boolean(file));

function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  return scripts;
}

/**
 * Watches the page's <style> elements from before it is parsed: those moved (taken out of the page,
 * to be put back elsewhere), and those Emotion adds for a global rule once the page has loaded.
 */
async function watchStyles(page: Page) {
  await page.addInitScript(() => {
    const seen = { moved: [] as string[], globalsAdded: [] as string[] };
    (window as unknown as { styleChanges: typeof seen }).styleChanges = seen;
    let loaded = false;
    window.addEventListener('load', () => (loaded = true));
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) if (node instanceof HTMLStyleElement) seen.moved.push(node.getAttribute('data-emotion') ?? '(no attribute)');
        for (const node of Array.from(record.addedNodes)) {
          const name = node instanceof HTMLStyleElement ? (node.getAttribute('data-emotion') ?? '') : '';
          if (loaded && name.startsWith('css-global')) seen.globalsAdded.push(name);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { styleChanges: { moved: string[]; globalsAdded: string[] } }).styleChanges);
}

test.describe('static sections', () => {
  test('the manifest knows the static sections (the check below can fail)', () => {
    expect(staticSectionFiles.length).toBeGreaterThan(20);
  });

  for (const path of ['/', '/goldsboro', '/contact']) {
    test(`${path} loads no code of a static section, before or after its islands wake, and leaves the page's styles where they are`, async ({ page }) => {
      const scripts = watchScripts(page);
      const styles = await watchStyles(page);
      await openPage(page, path, { waitUntil: 'networkidle' });
      expect(scripts.filter((file) => staticSectionFiles.includes(file))).toEqual([]);
      // The page's own load needs few scripts; a form's code comes after the load event, on purpose.
      const beforeLoad = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js') && entry.startTime < navigation.loadEventStart).length;
      });
      expect(beforeLoad).toBeGreaterThan(0);
      expect(beforeLoad).toBeLessThanOrEqual(8);
      // Issue #24: a page form's code is fetched once the page has finished loading, never during the
      // load. Waited for until its request has been made (the load event has ended by then too).
      await expect(page.locator('[data-island="pageForm"]')).toHaveCount(path === '/' ? 0 : path === '/contact' ? 2 : 1);
      if (path !== '/') {
        const formCode = await page.waitForFunction(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          const chunk = performance.getEntriesByType('resource').find((entry) => /\/assets\/page-form-[^/]+\.js$/.test(entry.name));
          return navigation && navigation.loadEventEnd > 0 && chunk ? { requested: chunk.startTime, loadEvent: navigation.loadEventStart } : null;
        });
        const { requested, loadEvent } = (await formCode.jsonValue())!;
        expect(loadEvent).toBeGreaterThan(0);
        expect(requested).toBeGreaterThanOrEqual(loadEvent);
      }
      // Wake every island of the page (a touch on each), then look again.
      for (const island of await page.locator('[data-island][data-wake="interaction"]').all()) {
        await island.dispatchEvent('focusin');
      }
      await expect(page.locator('[data-island]:is([data-wake="interaction"], [data-wake="afterLoad"]):not([data-hydrated])')).toHaveCount(0);
      expect(scripts.filter((file) => staticSectionFiles.includes(file))).toEqual([]);
      // Issue #39: waking moved no prerendered stylesheet (the browser would parse it again, in one long
      // task) and added no stylesheet of its own for a global rule (each one has every element's style
      // computed again); src/browser/prerendered-styles.ts, src/forms/form-field.tsx.
      expect(await styles()).toEqual({ moved: [], globalsAdded: [] });
      // Emotion marks an element it adopted (moved) with data-s; a prerendered one names its rules after a space.
      await expect(page.locator('style[data-emotion*=" "][data-s]')).toHaveCount(0);
    });
  }
});

/** Holds the forms' code back until the returned function is called. */
async function holdFormCode(page: Page) {
  let release!: () => void;
  const arrived = new Promise<void>((resolvePromise) => (release = resolvePromise));
  await page.route(/\/assets\/page-form-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

test('before its code arrives, the quote form checks NEXT itself, moves to step 2, and sends a held Submit once the code is there', async ({ page, request }) => {
  const problems = watchConsole(page);
  const email = uniqueEmail('early');
  // The form's code is held back until the visitor has filled both steps and pressed Submit.
  const release = await holdFormCode(page);
  await openPage(page, '/contact');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Get Your Free Quote' }) });
  await form.getByRole('button', { name: 'NEXT' }).click();
  // Answered by the page's loader, with the form's own rules: the spec's message, the field marked and focused.
  await expect(form.getByRole('alert')).toHaveText('All fields are required.');
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('First name').fill('Renée');
  await form.getByLabel('Last name').fill('Oneal');
  await form.getByLabel('Phone').fill('(919) 555-0100');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'NEXT' }).click();
  // Step 2 at once, with nothing sent the browser's way.
  await expect(form.getByText('Step 2 of 2', { exact: false })).toBeFocused();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL('/contact');
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByText('Step 1 of 2', { exact: false })).toBeFocused();
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByRole('button', { name: 'NEXT' }).click();
  await form.getByLabel('Property address').fill('9 Early Bird Ln, Goldsboro, NC');
  await form.getByLabel('Other').check();
  await form.getByLabel('What else can we help with?').fill('Pine cones');
  await form.getByRole('button', { name: 'Submit' }).click();
  // Sending needs the form's code: nothing went yet, and the form still stands at step 2.
  await expect(page.locator('[data-island="pageForm"][data-hydrated]', { has: form })).toHaveCount(0);
  await expect(form.getByText('Step 2 of 2', { exact: false })).toBeVisible();
  // The code takes over the page's own elements (a hydration that failed would draw new ones).
  await form.getByText('Step 2 of 2', { exact: false }).evaluate((element) => ((element as HTMLElement).dataset.mark = 'kept'));
  release();
  // The code takes over at step 2 with every value, and the held press sends once.
  await expect(form.getByRole('alert')).toHaveText('Form submitted successfully!');
  await expect(page.locator('[data-step-heading][data-mark="kept"]')).toHaveCount(1);
  const sent = await outbox(request, email);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.template_params).toMatchObject({ firstName: 'Renée', lastName: 'Oneal', phone: '(919) 555-0100', email, address: '9 Early Bird Ln, Goldsboro, NC', serviceType: 'Other: Pine cones' });
  expect(problems).toEqual([]);
});

test('a message the page showed before the form\'s code arrived stays as the code takes over, and the form goes on from there', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdFormCode(page);
  await openPage(page, '/contact');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Get Your Free Quote' }) });
  await form.getByLabel('Phone').fill('(919) 555-0100');
  await form.getByRole('button', { name: 'NEXT' }).click();
  await expect(form.getByRole('alert')).toHaveText('All fields are required.');
  await form.getByRole('alert').evaluate((element) => ((element as HTMLElement).dataset.mark = 'kept'));
  release();
  await expect(page.locator('[data-island="pageForm"][data-hydrated]', { has: form })).toHaveCount(1);
  // The same element, the same words, the same marks: nothing was drawn again.
  await expect(form.locator('[role="alert"][data-mark="kept"]')).toHaveText('All fields are required.');
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription('First name is required.');
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'false');
  // From here the form's code answers: the message goes once the step is valid.
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Grimes');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('button', { name: 'NEXT' }).click();
  await expect(form.getByText('Step 2 of 2', { exact: false })).toBeFocused();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'false');
  expect(problems).toEqual([]);
});

test('the theme toggle loads no code and reloads nothing; the choice is remembered', async ({ page }) => {
  await openPage(page, '/goldsboro', { waitUntil: 'networkidle' });
  // The quote form wakes by itself once the page is idle after load, which a busy machine may put
  // after "networkidle": its code is not the toggle's.
  await expect(page.locator('[data-island][data-wake="afterLoad"]:not([data-hydrated])')).toHaveCount(0);
  const scripts = watchScripts(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/mode-dark/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
  expect(scripts).toEqual([]);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/mode-dark/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('every header menu link is in the page and opens by hover or keyboard focus', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    const hrefs = await header.locator('nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of ['/about', '/meet-the-team', '/faq', '/goldsboro', '/la-grange', '/services', '/services/turf-care', '/services/other-services']) {
      expect(hrefs).toContain(href);
    }
    await header.getByRole('button', { name: 'Services' }).hover();
    await header.getByRole('link', { name: 'Turf Care' }).click();
    await expect(page).toHaveURL('/services/turf-care');
    // From the keyboard: focus on the menu's button shows its links, and Tab walks into them.
    await page.locator('header').getByRole('button', { name: 'Service Areas' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('header').getByRole('link', { name: 'Goldsboro' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/goldsboro');
  });

  test('on a phone, focus on the menu button shows every drawer link', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const button = page.locator('header button[aria-label="Open menu"]');
    await button.focus();
    const panel = page.locator('header .static-menu');
    await expect(panel).toBeVisible();
    for (const name of ['Meet The Team', 'Clayton', 'Sod Installation']) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await panel.getByRole('link', { name: 'Clayton', exact: true }).click();
    await expect(page).toHaveURL('/clayton');
  });

  test('FAQ answers open and close', async ({ page }) => {
    await page.goto('/faq');
    const item = page.locator('main details').first();
    const answer = item.locator(':scope > :not(summary)');
    await expect(answer).toBeHidden();
    await item.locator('summary').click();
    await expect(answer).toBeVisible();
    await item.locator('summary').click();
    await expect(answer).toBeHidden();
  });
});
