import { expect, test, type Locator, type Page } from '@playwright/test';
import { outbox, uniqueEmail } from './support/stand-in';
import { openPage } from './support/app';

// Keyboard-only journeys (GitHub issue #8): no clicks, only Tab, Enter, Space, arrows and Escape.
// Every journey starts from the top of the page, as a keyboard visitor does.

/** Presses Tab (or Shift+Tab) until the target has focus; fails if it never does within `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `Tab never reached ${target}`).toBeFocused();
}

/** The focus indicator of the focused element: its outline (when drawn) or its box-shadow. */
const focusRing = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`, shadow: style.boxShadow };
  });

async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const ring = await focusRing(locator);
  expect(ring.outline !== 'none' || ring.shadow !== 'none', `no visible focus on ${locator}: ${JSON.stringify(ring)}`).toBe(true);
}

test.describe('the skip link and visible focus', () => {
  test('the first Tab shows "Skip to content", which moves focus to the main content', async ({ page }) => {
    await openPage(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expectVisibleFocus(skip);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab continues inside the content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('links, buttons and checkboxes show a focus ring in both colour schemes', async ({ page }) => {
    for (const mode of ['light', 'dark']) {
      await page.addInitScript((m) => window === window.top && localStorage.setItem('themeMode', m), mode);
      await openPage(page, '/contact');
      await tabTo(page, page.locator('header').getByRole('button', { name: 'About' }));
      await expectVisibleFocus(page.locator('header').getByRole('button', { name: 'About' }));
      await tabTo(page, page.locator('header').getByRole('link', { name: 'Contact Us' }));
      await expectVisibleFocus(page.locator('header').getByRole('link', { name: 'Contact Us' }));
      await tabTo(page, page.getByRole('button', { name: 'Toggle light/dark mode' }), { back: true });
      await expectVisibleFocus(page.getByRole('button', { name: 'Toggle light/dark mode' }));
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Staff login' });
      await footerLink.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expectVisibleFocus(footerLink);
    }
  });
});

test.describe('header dropdowns', () => {
  for (const [menu, key] of [['About', 'Enter'], ['Services', ' '], ['Service Areas', 'Enter']] as const) {
    test(`${menu}: opens with ${key === ' ' ? 'Space' : key}, arrows move, Escape returns to the button, Enter follows`, async ({ page }) => {
      await openPage(page, '/');
      const button = page.locator('header').getByRole('button', { name: menu, exact: true });
      await tabTo(page, button);
      await expectVisibleFocus(button);
      await page.keyboard.press(key);
      const list = page.getByRole('menu');
      await expect(list).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const items = list.getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expectVisibleFocus(items.nth(1));
      await page.keyboard.press('ArrowUp');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // Open again and follow the second entry with Enter.
      await page.keyboard.press('Enter');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const href = await items.nth(1).getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(href!.replace(/^\/fouroaks$/, '/four-oaks'));
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(page.locator('main h1')).toBeVisible();
    });
  }
});

test.describe('the mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('focus moves into the drawer, Escape returns it to the menu button, Enter follows a link', async ({ page }) => {
    await openPage(page, '/');
    // By its label attribute: while the drawer is open, the rest of the page is hidden from the accessibility tree.
    const menuButton = page.locator('header button[aria-label="Open menu"]');
    await tabTo(page, menuButton);
    await expectVisibleFocus(menuButton);
    await page.keyboard.press('Enter');
    const drawer = page.locator('header dialog');
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Open again, close with the drawer's own Close button.
    await page.keyboard.press('Space');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('button', { name: 'Close menu' }));
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Open again, expand a group with the keyboard and follow a town link.
    await page.keyboard.press('Enter');
    const group = drawer.getByRole('button', { name: 'Service Areas' });
    await tabTo(page, group);
    await expectVisibleFocus(group);
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const town = drawer.getByRole('link', { name: 'Smithfield' });
    await tabTo(page, town);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/smithfield');
    await expect(drawer).toBeHidden();
    // Focus never stays trapped in the closed drawer.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(false);
  });
});

test('an FAQ answer opens and closes from the keyboard', async ({ page }) => {
  await openPage(page, '/faq');
  const item = page.locator('main details').first();
  const question = item.locator('summary');
  await tabTo(page, question);
  await expectVisibleFocus(question);
  const answer = item.locator(':scope > :not(summary)');
  await expect(answer).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(item).toHaveJSProperty('open', true);
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(item).toHaveJSProperty('open', false);
});

test('the quote wizard, from the keyboard alone: errors take focus, the new step takes focus, it sends', async ({ page, request }) => {
  const email = uniqueEmail('keyboard');
  await openPage(page, '/contact');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Get Your Free Quote' }) });
  const first = form.getByLabel('First name');
  await tabTo(page, first);
  // Enter on an empty step: the message, and focus on the first invalid field.
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('All fields are required.');
  await expect(first).toBeFocused();
  await page.keyboard.type('Renée');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Oneal');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Phone')).toBeFocused();
  await page.keyboard.type('555');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  // A bad phone number: focus goes back to the phone field.
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid phone number.');
  await expect(form.getByLabel('Phone')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('(919) 555-0100');
  await page.keyboard.press('Enter');
  // Step 2: focus is on the step heading.
  await expect(form.getByText('Step 2 of 2')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Property address')).toBeFocused();
  await page.keyboard.type('7 Keyboard Ln, Goldsboro, NC');
  // Submitting without a service: focus goes to the first checkbox.
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Please select at least one service.');
  const lawnCare = form.getByLabel('Lawn Care');
  await expect(form.getByRole('checkbox').first()).toBeFocused();
  await tabTo(page, lawnCare, { max: 10 });
  await page.keyboard.press('Space');
  await expect(lawnCare).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Submit' }), { max: 20 });
  await expectVisibleFocus(form.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Form submitted successfully!');
  const sent = await outbox(request, email);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.template_params).toMatchObject({ firstName: 'Renée', lastName: 'Oneal', phone: '(919) 555-0100', address: '7 Keyboard Ln, Goldsboro, NC', serviceType: 'Lawn Care' });
});

test('staff log in from the keyboard alone', async ({ page }) => {
  await openPage(page, '/login');
  const username = page.getByLabel('Username', { exact: true });
  await tabTo(page, username);
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('cedar-admin-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // Log out is reachable from the keyboard too.
  // Backwards from the content: the header's Log out comes before the dashboard's many links.
  const logout = page.getByRole('button', { name: 'Log out' });
  await tabTo(page, logout, { back: true, max: 120 });
  await expectVisibleFocus(logout);
});

test.describe('scroll-reveal and the keyboard', () => {
  test('Tab never lands inside a block that is faded out or still fading in; other blocks keep their animation', async ({ page }) => {
    await openPage(page, '/');
    // The scroll-reveal starts when the browser is idle; from then on, blocks below the fold are faded out.
    await expect(page.locator('html.reveal-ready')).toHaveCount(1);
    let insideBlocks = 0;
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return null;
        let faded: string | null = null;
        for (let el: Element | null = focused; el && !faded; el = el.parentElement) {
          if (Number(getComputedStyle(el).opacity) < 1) faded = el.outerHTML.slice(0, 120);
        }
        return { focused: focused.outerHTML.slice(0, 120), faded, inBlock: focused.closest('[data-reveal]') !== null };
      });
      if (!state) break; // past the last element of the page
      expect(state.faded, `${state.focused} has focus inside ${state.faded}`).toBeNull();
      if (state.inBlock) insideBlocks++;
    }
    expect(insideBlocks).toBeGreaterThan(0);
    // Blocks that never held the focus still animate as before.
    expect(await page.locator('[data-reveal]:not([style*="transition"])').count()).toBeGreaterThan(0);
  });
});
