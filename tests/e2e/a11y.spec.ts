import { expect, test as base, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config';
import { openPage } from './support/app';
import { violations } from './support/axe';

// WCAG 2.2 AA (GitHub issue #8) in the states a first load does not show, in both colour schemes.
// Every address as it loads, in both schemes at both widths, is scanned by page-sweep.spec.ts.
// One page per worker; reduced motion keeps scroll-reveal blocks from being caught mid-fade (and the
// hero video out).
const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 740 } } as const;
const modes = ['light', 'dark'] as const;

const test = base.extend<object, { scanPage: Page }>({
  scanPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: siteUrl, reducedMotion: 'reduce' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Loads a path with a stored colour scheme (and, for the staff dashboard, a stored session: an
 * administrator's, or an ordinary staff member's with `staff`).
 */
async function open(page: Page, path: string, mode: 'light' | 'dark', staff = false) {
  const session = path === '/admin-dashboard' ? { token: 'axe-scan', admin: String(!staff), user: staff ? '2' : '1' } : null;
  const script = await page.addInitScript(
    ({ mode, session }) => {
      // Init scripts run in every frame; the map's frame (offline here) has no storage of ours.
      if (window !== window.top) return;
      localStorage.setItem('themeMode', mode);
      // One tab serves every scan of a worker: no scan finds the form drafts of the one before.
      sessionStorage.clear();
      if (session) Object.entries(session).forEach(([k, v]) => localStorage.setItem(k, v));
      else ['token', 'admin', 'user'].forEach((k) => localStorage.removeItem(k));
    },
    { mode, session },
  );
  await openPage(page, path, { waitUntil: 'networkidle' });
  await script.dispose();
  await expect(page.locator('html')).toHaveClass(new RegExp(`mode-${mode}`));
  await expect(page.locator('main h1')).toBeVisible();
}

// States a first load does not show: an open dropdown, the drawer, an open FAQ answer, form errors.
for (const mode of modes) {
  test.describe(`interactive states, ${mode}`, () => {
    test('an open header dropdown', async ({ scanPage: page }) => {
      await page.setViewportSize(widths.desktop);
      await open(page, '/', mode);
      await page.locator('header').getByRole('button', { name: 'Services' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    });

    test('the open drawer with a group expanded', async ({ scanPage: page }) => {
      await page.setViewportSize(widths.phone);
      await open(page, '/', mode);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.locator('header dialog');
      const group = drawer.getByRole('button', { name: 'Service Areas' });
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.locator(`#${await group.getAttribute('aria-controls')}`)).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Clayton' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    });

    test('an open FAQ answer', async ({ scanPage: page }) => {
      await page.setViewportSize(widths.desktop);
      await open(page, '/faq', mode);
      const item = page.locator('main details').first();
      await item.locator('summary').click();
      await expect(item).toHaveJSProperty('open', true);
      await expect(item.locator(':scope > :not(summary)')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the quote wizard showing its errors, and its second step', async ({ scanPage: page }) => {
      await page.setViewportSize(widths.phone);
      await open(page, '/contact', mode);
      const form = page.locator('form', { has: page.getByRole('heading', { name: 'Get Your Free Quote' }) });
      await form.getByRole('button', { name: 'NEXT' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await form.getByLabel('First name').fill('Renée');
      await form.getByLabel('Last name').fill('Oneal');
      await form.getByLabel('Phone').fill('(919) 555-0100');
      await form.getByLabel('Email').fill('renee@example.com');
      await form.getByRole('button', { name: 'NEXT' }).click();
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the dashboard telling a staff member who is not an administrator that it is not for her', async ({ scanPage: page }) => {
      await page.setViewportSize(widths.phone);
      await open(page, '/admin-dashboard', mode, true);
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the login form showing an error', async ({ scanPage: page }) => {
      await page.setViewportSize(widths.desktop);
      await open(page, '/login', mode);
      await page.getByLabel('Username', { exact: true }).fill('nobody');
      await page.getByLabel('Password', { exact: true }).fill('wrong');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
