import { expect, test, type Page } from '@playwright/test';
import { motionDone, openPage, painted } from './support/app';
import { blockIslandCode, loaderEntry } from './support/island-code';

// Issue #24, item 1: the header needs no React. With every script but the page loader's own blocked,
// its dropdowns and its drawer still work by mouse, touch and keyboard, and opening the drawer fetches nothing.

/** Two frames: long enough for anything a press asked for to have been requested. */

test('the loader is one file the blocking below lets through', () => {
  expect(loaderEntry.file).toMatch(/^assets\/index-[^/]+\.js$/);
});

test.describe('with every island script blocked, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the dropdowns open and close by mouse, one at a time, and a click outside follows nothing', async ({ page }) => {
    await blockIslandCode(page);
    await openPage(page, '/');
    const header = page.locator('header');
    const about = header.getByRole('button', { name: 'About', exact: true });
    const services = header.getByRole('button', { name: 'Services', exact: true });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menu')).toHaveCount(1);
    await expect(page.getByRole('menu', { name: 'About' })).toBeVisible();
    // Another toggle closes the first: only one dropdown is open at a time.
    await services.click();
    await expect(page.getByRole('menu', { name: 'Services' })).toBeVisible();
    await expect(page.getByRole('menu', { name: 'About' })).toBeHidden();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    // Its toggle again closes it.
    await services.click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    // A click outside closes it and follows nothing.
    await services.click();
    await expect(page.getByRole('menu', { name: 'Services' })).toBeVisible();
    await page.mouse.click(8, 450);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page).toHaveURL('/');
    // A click on an entry follows it.
    await services.click();
    await page.getByRole('menuitem', { name: 'Turf Care' }).click();
    await expect(page).toHaveURL('/services/turf-care');
  });

  test('the dropdowns work from the keyboard: arrows, Home, End, a letter, Escape and Tab', async ({ page }) => {
    await blockIslandCode(page);
    await openPage(page, '/');
    const header = page.locator('header');
    const toggle = header.getByRole('button', { name: 'Service Areas', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menu', { name: 'Service Areas' }).getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('p');
    await expect(items.filter({ hasText: 'Princeton' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // ArrowUp on the toggle opens it on the last entry; Tab closes it and moves on to the next toggle.
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Services', exact: true })).toBeFocused();
  });
});

test.describe('with every island script blocked, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a press on "Open menu" shows the drawer at once and fetches nothing', async ({ page }) => {
    await blockIslandCode(page);
    await openPage(page, '/', { waitUntil: 'networkidle' });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The entries are laid out in the same task as the click: nothing is awaited between the two.
    const shownAtOnce = await page.evaluate(() => {
      document.querySelector<HTMLElement>('header [data-drawer-open]')!.click();
      const entries = [...document.querySelectorAll('header dialog [aria-expanded], header dialog a')];
      return entries.length > 3 && entries.every((element) => element.closest('[hidden]') || element.getBoundingClientRect().height > 0);
    });
    expect(shownAtOnce).toBe(true);
    await page.keyboard.press('Escape');
    const drawer = page.locator('header dialog');
    await expect(drawer).toBeHidden();
    // And by a mouse click through the browser's input pipeline (a touch: the phone describe below).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('button', { name: 'Services' })).toBeVisible();
    await painted(page);
    expect(requests).toEqual([]);
  });

  test('the drawer opens and closes by mouse and keyboard, its groups expand, the backdrop closes it', async ({ page }) => {
    await blockIslandCode(page);
    await openPage(page, '/');
    const menuButton = page.locator('header button[aria-label="Open menu"]');
    const drawer = page.locator('header dialog');
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const group = drawer.getByRole('button', { name: 'About' });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Meet The Team' })).toBeVisible();
    await group.click();
    await expect(drawer.getByRole('link', { name: 'Meet The Team' })).toBeHidden();
    // A tap beside the drawer, on the backdrop.
    await page.mouse.click(360, 400);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL('/');
    // From the keyboard: Enter opens, Enter on a group expands it, Escape closes and returns the focus.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('link', { name: 'Meet The Team' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The Close button, by keyboard.
    await page.keyboard.press(' ');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('with every island script blocked, on a touch phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('taps open the drawer (fetching nothing), expand and collapse a group, and close it by Close and by the backdrop', async ({ page }) => {
    await blockIslandCode(page);
    await openPage(page, '/', { waitUntil: 'networkidle' });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const menuButton = page.locator('header button[aria-label="Open menu"]');
    const drawer = page.locator('header dialog');
    await menuButton.tap();
    await expect(drawer.getByRole('button', { name: 'Services' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await painted(page);
    expect(requests).toEqual([]);

    const group = drawer.getByRole('button', { name: 'Services' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.tap();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Sod Installation' })).toBeVisible();
    await group.tap();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Sod Installation' })).toBeHidden();

    await drawer.getByRole('button', { name: 'Close menu' }).tap();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // A tap on the backdrop, beside the panel (measured once its slide has ended).
    await menuButton.tap();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await motionDone(page);
    const panel = (await drawer.boundingBox())!;
    expect(panel.x + panel.width).toBeLessThan(375 - 40);
    await page.touchscreen.tap((panel.x + panel.width + 375) / 2, 400);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL('/');
    await painted(page);
    expect(requests).toEqual([]);
  });
});

test.describe('with every island script blocked, on a touch tablet', () => {
  // At or above md the header shows its dropdowns; a tablet has no hover and no mouse.
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('a tap opens a dropdown, a tap on its toggle closes it, a tap outside closes it and follows nothing', async ({ page }) => {
    await blockIslandCode(page);
    await openPage(page, '/');
    const header = page.locator('header');
    await expect(page.locator('header button[aria-label="Open menu"]')).toBeHidden();
    const services = header.getByRole('button', { name: 'Services', exact: true });
    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menu', { name: 'Services' })).toBeVisible();
    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await services.tap();
    await expect(page.getByRole('menu', { name: 'Services' })).toBeVisible();
    // Outside the header and the list: on the hero, where a tap would otherwise reach the page.
    await page.touchscreen.tap(8, 450);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL('/');

    // A tap on an entry follows it.
    await services.tap();
    await page.getByRole('menuitem', { name: 'Turf Care' }).tap();
    await expect(page).toHaveURL('/services/turf-care');
  });
});
