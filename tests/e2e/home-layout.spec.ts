import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { motionDone, openPage, reloadPage } from './support/app';

/** `/` with the phone drawer opened by its button. */
async function openDrawer(page: Page) {
  await openPage(page, '/');
  const menuButton = page.locator('header button[aria-label="Open menu"]');
  const drawer = page.locator('header dialog');
  await menuButton.click();
  await expect(drawer).toBeVisible();
  return { menuButton, drawer };
}

test.describe('home page', () => {
  test('loads with a clean console, a muted looping hero video, and the header\'s Pay Your Bill icon in sight', async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, '/');
    // Its headings, links, service cards, values and stars, and the header's phone link and two buttons: tests/built/home-layout.test.ts.
    const video = page.locator('main video');
    await expect(video).toHaveAttribute('loop', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    // The new-tab icon is for the eye (hidden from screen readers, which hear the words).
    const pay = page.locator('header').getByRole('link', { name: /^Pay Your Bill \(opens in a new tab\)$/ });
    await expect(pay.locator('svg')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('header', () => {
  for (const [menu, item, path] of [
    ['About', 'Meet The Team', '/meet-the-team'],
    ['Service Areas', 'Four Oaks', '/four-oaks'],
    ['Services', 'Turf Care', '/services/turf-care'],
  ] as const) {
    test(`the ${menu} dropdown opens and navigates`, async ({ page }) => {
      await openPage(page, '/');
      await page.locator('header').getByRole('button', { name: menu }).click();
      const list = page.getByRole('menu');
      await expect(list).toBeVisible();
      await list.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('main h1')).toBeVisible();
      // The current page is bold in its menu.
      await page.locator('header').getByRole('button', { name: menu }).click();
      const current = page.getByRole('menuitem', { name: item });
      await expect(current).toHaveAttribute('aria-current', 'page');
      expect(Number(await current.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
    });
  }

  test('Service Areas lists the nine menu towns in order, with the new badge where flagged', async ({ page }) => {
    await openPage(page, '/');
    await page.locator('header').getByRole('button', { name: 'Service Areas' }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(9);
    const names = await page.getByRole('menuitem').allTextContents();
    expect(names.map((n) => n.replace(/new$/, ''))).toEqual(['Goldsboro', 'Smithfield', 'Clayton', 'Four Oaks', 'Selma', 'Princeton', 'Pikeville', 'Mount Olive', 'La Grange']);
  });

  test('at 1280 px the dropdowns are in the header and the drawer\'s button is not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/');
    await expect(page.locator('header nav').getByRole('button', { name: 'Services', exact: true })).toBeVisible();
    await expect(page.locator('header button[aria-label="Open menu"]')).toBeHidden();
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the menu button; its groups collapse and expand; a link navigates', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('header').getByRole('button', { name: 'About' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('header dialog');
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(280);
    const group = drawer.getByRole('button', { name: 'Services' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Sod Installation' })).toBeVisible();
    await group.click();
    await expect(drawer.getByRole('link', { name: 'Sod Installation' })).toBeHidden();
    await expect(drawer.getByRole('link', { name: 'Pay Your Bill' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Service Areas' }).click();
    await drawer.getByRole('link', { name: 'Clayton' }).click();
    await expect(page).toHaveURL('/clayton');
    await expect(drawer).toBeHidden();
  });

  test('following a link that opens a new tab closes the drawer', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('header dialog');
    await expect(drawer).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), drawer.getByRole('link', { name: /^Pay Your Bill \(opens in a new tab\)$/ }).click()]);
    await popup.close();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('comes in from the left edge, keeps the focus inside (Tab and Shift+Tab), and the page behind is inert', async ({ page }) => {
    const { menuButton, drawer } = await openDrawer(page);
    await motionDone(page);
    expect((await drawer.boundingBox())!.x).toBe(0);
    const focusInDrawer = () => drawer.evaluate((element) => element.contains(document.activeElement));
    const focusedName = () => page.evaluate(() => (document.hasFocus() ? (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent) : 'outside the page'));

    // Every place Tab can stop in the open drawer, in order (a closed group's links are hidden).
    const stops = await drawer.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')]
        .filter((stop) => stop.tabIndex >= 0 && !stop.matches(':disabled') && stop.checkVisibility({ visibilityProperty: true }))
        .map((stop) => stop.getAttribute('aria-label') ?? stop.textContent),
    );
    expect(stops.length).toBeGreaterThan(4);
    expect(stops[0]).toBe('Close menu');
    await drawer.getByRole('button', { name: 'Close menu' }).focus();
    for (let i = 1; i < stops.length; i += 1) await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(stops.at(-1));
    // Tab from the last stop comes round to the first (never to the page, nor out to the browser's
    // toolbar, where Chromium's own order would go); Shift+Tab from the first goes round to the last.
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Close menu');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName()).toBe(stops.at(-1));
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Close menu');
    expect(await focusInDrawer()).toBe(true);

    // Behind it, the header's links take no focus, and a tap on one lands on the backdrop instead.
    const quote = page.locator('header [data-quote-button]');
    await quote.evaluate((link: HTMLElement) => link.focus());
    expect(await focusInDrawer()).toBe(true);
    const box = (await quote.boundingBox())!;
    const middle = [box.x + box.width / 2, box.y + box.height / 2] as const;
    expect(middle[0]).toBeGreaterThan((await drawer.boundingBox())!.width);
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('dialog, a')?.tagName, middle);
    expect(hit).toBe('DIALOG');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  test('closes itself when the screen grows past md, leaving the page usable', async ({ page }) => {
    const { menuButton, drawer } = await openDrawer(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    // Nothing behind is left inert or held still: the next Tab reaches a control on the page, and a dropdown opens.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return { inDialog: Boolean(element?.closest('dialog')), visible: Boolean(element && element !== document.body && element.checkVisibility()) };
    });
    expect(focused).toEqual({ inDialog: false, visible: true });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    const services = page.locator('header nav').getByRole('button', { name: 'Services', exact: true });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menu', { name: 'Services' })).toBeVisible();
  });
});

test.describe('theme', () => {
  test('is light by default, and the choice survives a reload', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveClass(/mode-light/);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/mode-dark/);
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
    await reloadPage(page);
    await expect(page.locator('html')).toHaveClass(/mode-dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await reloadPage(page);
    await expect(page.locator('html')).toHaveClass(/mode-light/);
  });

  test('an unreadable stored value, or storage that throws, means light', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('themeMode', 'purple'));
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveClass(/mode-light/);
    const blocked = await page.context().newPage();
    await blocked.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get() { throw new Error('blocked'); } });
    });
    const problems = watchConsole(blocked);
    await openPage(blocked, '/');
    await expect(blocked.locator('html')).toHaveClass(/mode-light/);
    await blocked.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect(blocked.locator('html')).toHaveClass(/mode-dark/);
    expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
  });
});

test.describe('routing', () => {
  test('an unknown path ends at "/"', async ({ page }) => {
    await openPage(page, '/no-such-page');
    await expect(page).toHaveURL('/');
    await expect(page.locator('main h1')).toHaveText(/Your Lawn, Our Priority/);
  });

  test('the old /fouroaks address forwards to /four-oaks', async ({ page }) => {
    await openPage(page, '/fouroaks');
    await expect(page).toHaveURL('/four-oaks');
    await expect(page.locator('main h1')).toHaveText('Lawn Care & Landscaping in Four Oaks, NC');
  });

  test('a part of the page whose code cannot be downloaded says the connection dropped, not a white screen, and wakes once it is back', async ({ page }) => {
    const formChunk = /\/assets\/page-form-[^/]+\.js$/;
    await page.route(formChunk, (route) => route.abort());
    await openPage(page, '/contact');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Get Your Free Quote' }) });
    await form.getByLabel('First name').fill('Renée');
    // The quote form's own island: both forms of /contact ask for their code once the page has loaded.
    const island = page.locator('[data-island="pageForm"]', { has: form });
    const message = island.getByRole('alert').filter({ hasText: 'The connection dropped' });
    await expect(message).toBeVisible();
    // The page and what the visitor typed are still there.
    await expect(form.getByLabel('First name')).toHaveValue('Renée');
    await expect(page.locator('main h1')).toBeVisible();
    await page.unroute(formChunk);
    await form.getByLabel('Last name').focus();
    await expect(message).toHaveCount(0);
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByLabel('First name')).toHaveValue('Renée');
  });
});

test.describe('hero video', () => {
  test('can be paused, stays paused (not even started) after a reload, and plays again', async ({ page }) => {
    await openPage(page, '/');
    const hero = page.locator('main section').first();
    const video = hero.locator('video');
    const isPaused = () => video.evaluate((v: HTMLVideoElement) => v.paused);
    await expect(video).toHaveCount(1);
    await expect.poll(isPaused).toBe(false);
    await hero.getByRole('button', { name: 'Pause background video' }).click();
    await expect.poll(isPaused).toBe(true);
    await expect(hero.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('heroVideo'))).toBe('paused');

    await reloadPage(page);
    const play = hero.getByRole('button', { name: 'Play background video' });
    await expect(play).toBeVisible();
    // The choice holds before anything moves: the video is not even added, only the poster shows.
    await expect(video).toHaveCount(0);
    await play.click();
    await expect(video).toHaveCount(1);
    await expect.poll(isPaused).toBe(false);
    await expect(hero.getByRole('button', { name: 'Pause background video' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('heroVideo'))).toBeNull();
  });
});
