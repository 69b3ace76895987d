import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteFile } from '../../src/generated/site-types.ts';
import { motionDone, openPage } from './support/app';

// The scroll-reveal (src/browser/scroll-reveal.ts, the spec's "800 ms, once, ease-in-out, no delay,
// offset 0"): blocks below the screen wait faded and come in as they enter it; what was on the screen
// when it started is never hidden.

const site = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../site/site.json'), 'utf8')) as SiteFile;

const ready = (page: Page) => expect(page.locator('html.reveal-ready')).toHaveCount(1);

/** Each block's state, in page order: on the screen, shown, its opacity. */
const blocks = (page: Page) =>
  page.locator('[data-reveal]').evaluateAll((elements) =>
    elements.map((element) => ({
      onScreen: element.getBoundingClientRect().top < window.innerHeight && element.getBoundingClientRect().bottom > 0,
      revealed: element.classList.contains('revealed'),
      opacity: Number(getComputedStyle(element).opacity),
    })),
  );

test('a block below the screen waits faded, then comes in once as it is scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openPage(page, '/');
  await ready(page);
  const last = page.locator('[data-reveal]').last();
  await expect(last).not.toHaveClass(/\brevealed\b/);
  // Hidden at once (no fading out), and nothing moves while it waits.
  expect(await last.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(0);
  expect(await last.evaluate((element) => element.getAnimations().length)).toBe(0);

  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/\brevealed\b/);
  // It comes in with the site's timing, through the variables the stylesheet reads.
  await expect(last).toHaveCSS('transition-duration', `${site.scrollReveal.duration / 1000}s`);
  await expect(last).toHaveCSS('transition-timing-function', site.scrollReveal.easing);
  await motionDone(page);
  await expect(last).toHaveCSS('opacity', '1');
  await expect(last).toHaveCSS('transform', 'none');
  // Once: scrolled away again, it stays shown.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(last).toHaveClass(/\brevealed\b/);
});

test('what was on the screen when the animations started is never hidden', async ({ page }) => {
  // A tall window, so several blocks are on the screen when the animations start.
  await page.setViewportSize({ width: 412, height: 2400 });
  await openPage(page, '/about');
  await ready(page);
  const states = await blocks(page);
  expect(states.some((state) => state.onScreen)).toBe(true);
  for (const state of states.filter((s) => s.onScreen)) expect(state).toMatchObject({ revealed: true, opacity: 1 });
  expect(states.some((state) => !state.onScreen && !state.revealed)).toBe(true);
});

/** The entrance delay of each card of the page's first grid of cards (the reviews' grid on /testimonials). */
const cardDelays = (page: Page) =>
  page
    .locator('main ul:has(> li[data-reveal])')
    .first()
    .evaluate((grid) => [...grid.children].map((card) => getComputedStyle(card).getPropertyValue('--reveal-delay').trim()));

test.describe('cards wait by their place in the row as laid out (decisions: card entrance delay)', () => {
  const step = site.scrollReveal.cardDelayStep;
  test('a three-column row at 1280 px staggers 0, 1 and 2 steps, and each row starts again', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/testimonials');
    const delays = await cardDelays(page);
    expect(delays.length).toBeGreaterThanOrEqual(6);
    expect(delays.slice(0, 6)).toEqual(['0ms', `${step}ms`, `${2 * step}ms`, '0ms', `${step}ms`, `${2 * step}ms`]);
  });
  test('a one-column phone layout at 375 px has no stagger at all', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/testimonials');
    const delays = await cardDelays(page);
    expect(delays.length).toBeGreaterThanOrEqual(6);
    expect(new Set(delays)).toEqual(new Set(['0ms']));
  });
  for (const width of [375, 1280]) {
    test(`no block on a page with cards waits more than 0.8 s at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/testimonials', '/about', '/goldsboro', '/residential', '/services/sod-installation', '/resources']) {
        await openPage(page, path);
        const delays = await page.locator('[data-reveal]').evaluateAll((blocks) => blocks.map((block) => parseFloat(getComputedStyle(block).getPropertyValue('--reveal-delay')) || 0));
        expect(Math.max(...delays), path).toBeLessThanOrEqual(800);
      }
    });
  }
});

test.describe('for a visitor who asked for less motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing is ever hidden or moved', async ({ page }) => {
    await openPage(page, '/');
    await page.waitForLoadState('load');
    // The idle moment the animations would start in has passed once a callback asked for after it runs.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 3000 })));
    await expect(page.locator('html.reveal-ready')).toHaveCount(0);
    for (const state of await blocks(page)) expect(state.opacity).toBe(1);
  });
});
