import { resolve } from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { deriveRoutes, type RouteEntry } from '../../src/content/routes.ts';
import { motionDone, openPage, painted } from './support/app';

// What a visitor sees before scrolling (decisions: "Hero height on phones"). The hero keeps the spec's
// 80vh on phones, and an inner page still shows the first words of its own content in the first phone
// screen; a hero with the quote form shows the form there, and a page without a hero its heading.
const { content } = validateSite({ root: resolve(import.meta.dirname, '../..') });
if (!content) throw new Error('site/ is not valid: run "npm run validate".');
const routes = deriveRoutes(content);

type Opening = 'hero' | 'hero with form' | 'no hero';

/** How a route's page begins, read from its content. */
function opening(route: RouteEntry): Opening {
  const sections =
    route.kind === 'page'
      ? content!.pages.find(({ file }) => file === route.source)!.page.sections
      : content!.templates.find(({ file }) => file === route.source)!.template.sections;
  const first = sections[0];
  if (first?.type !== 'hero') return 'no hero';
  return first.form ? 'hero with form' : 'hero';
}

const pages = routes.flatMap((route) => route.paths.map((path) => ({ path, opening: opening(route) })));
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

/** Opens a page and waits for what a visitor ends up seeing: fonts in, the scroll-reveal started (it hides what is below the screen), every motion over. */
async function openSettled(page: Page, path: string) {
  await openPage(page, path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if ((await page.locator('[data-reveal]').count()) > 0) await expect(page.locator('html.reveal-ready')).toHaveCount(1);
  await motionDone(page);
}

/**
 * The local-preview ribbon above the header exists only in builds that send forms to the local
 * stand-in (these tests' build); a visitor's screen has none, so its height is not counted.
 */
const ribbonHeight = (page: Page) => page.locator('[data-local-preview]').evaluateAll((ribbons) => ribbons.reduce((sum, ribbon) => sum + ribbon.getBoundingClientRect().height, 0));

/** The first line of text a visitor can see in `scope`: its box, how opaque it is, and whether something else covers it. */
const firstLine = (scope: Locator) =>
  scope.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent!.trim() || parent.closest('[aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const line = [...range.getClientRects()].find((box) => box.width > 0 && box.height > 0);
      if (!line) continue;
      let opacity = 1;
      for (let element: Element | null = parent; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
      const hit = document.elementFromPoint(line.left + Math.min(line.width / 2, 8), line.top + line.height / 2);
      return {
        text: node.textContent!.trim().slice(0, 40),
        top: line.top,
        bottom: line.bottom,
        opacity,
        visibility: getComputedStyle(parent).visibility,
        uncovered: hit !== null && root.contains(hit),
      };
    }
    throw new Error('no visible text');
  });

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Where the breadcrumb ends, if the page has one. */
const crumbBottom = async (page: Page) => {
  const crumb = page.locator('main > nav');
  if ((await crumb.count()) === 0) return undefined;
  const { y, height } = await box(crumb);
  return y + height;
};

/** Asserts the first line of `scope` is whole within the first screen, fully opaque and not covered. */
async function expectInFirstScreen(page: Page, scope: Locator, height: number) {
  const line = await firstLine(scope);
  const shown = { ...line, bottom: line.bottom - (await ribbonHeight(page)) };
  expect(shown.bottom, `"${line.text}" ends within the first ${height} px`).toBeLessThanOrEqual(height);
  expect(shown, `"${line.text}" can be seen`).toMatchObject({ opacity: 1, visibility: 'visible', uncovered: true });
  return line;
}

// One tab per worker serves every address, first at the phone's size, then grown to the desktop's:
// the hero's height and the breadcrumb follow the width (CSS), and what a first load hides or shows
// is the phone's concern (a hero is on the screen at any width).
const test = base.extend<object, { screenPage: Page }>({
  screenPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: siteUrl });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const { path, opening } of pages) {
  if (path === '/admin-dashboard') continue; // the dashboard sends a visitor to /login
  const inner = path !== '/'; // the home page is not an inner page: only its desktop hero is checked
  if (!inner && opening === 'no hero') continue;
  test(`${path} (${opening}): ${inner ? `its own words in the first phone screen (${phone.width} × ${phone.height})` : 'the home page'}${opening === 'no hero' ? '' : `; at ${desktop.width} × ${desktop.height} the breadcrumb above a full-height hero whose heading is in view`}`, async ({ screenPage: page }) => {
    await page.setViewportSize(inner ? phone : desktop);
    await openSettled(page, path);
    const hero = page.locator('main > section:first-of-type');
    if (inner) await phoneScreen(page, hero, opening);
    if (opening === 'no hero') return;

    await page.setViewportSize(desktop);
    await painted(page);
    await motionDone(page);
    const heroBox = await box(hero);
    expect(heroBox.height).toBeGreaterThanOrEqual(desktop.height - 1);
    const crumbEnd = await crumbBottom(page);
    if (crumbEnd !== undefined) expect(crumbEnd).toBeLessThanOrEqual(heroBox.y);
    await expectInFirstScreen(page, hero.locator('h1, h2').first(), desktop.height);
  });
}

/** The first phone screen of an inner page (decisions: "Hero height on phones"). */
async function phoneScreen(page: Page, hero: Locator, opening: Opening) {
  if (opening === 'no hero') {
    await expectInFirstScreen(page, page.locator('main h1'), phone.height);
    return;
  }
  const heroBox = await box(hero);
  // The spec's height stands: never shorter than 80vh.
  expect(heroBox.height).toBeGreaterThanOrEqual(0.8 * phone.height - 1);
  // A breadcrumb drawn on the picture stays clear of the hero's own words.
  const crumbEnd = await crumbBottom(page);
  if (crumbEnd !== undefined) expect(crumbEnd).toBeLessThanOrEqual((await box(hero.locator('h1, h2').first())).y);
  if (opening === 'hero with form') {
    await expectInFirstScreen(page, hero.locator('form'), phone.height);
    return;
  }
  // The section right after the hero opens with its words, not with an empty band.
  const line = await expectInFirstScreen(page, page.locator('main > section:first-of-type + section'), phone.height);
  expect(line.top).toBeGreaterThanOrEqual(heroBox.y + heroBox.height);
}
