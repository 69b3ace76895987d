import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { openStudio, test } from './support/studio-fixture';
import smithfield from '../../site/towns/smithfield.json' with { type: 'json' };
import { watchPolicy } from './support/policy';
import { openItem } from './support/studio';

// The studio's live preview (decision 016, "Live preview"): the page drawn by the site's own sections
// from the draft, in a frame beside the form. Nothing here is saved, so the tests share no files.


const previewRegion = (page: Page) => page.getByRole('region', { name: 'Preview', exact: true });
const previewFrame = (page: Page) => previewRegion(page).frameLocator('iframe');
/** The preview's document, to run code in (the only srcdoc frame on the dashboard). */
const previewDocument = (page: Page) => page.frames().find((frame) => frame.url() === 'about:srcdoc')!;


/**
 * What a script in the preview could change outside it: the dashboard's scroll lock, what it hides from
 * screen readers or makes inert, an open dialog, its colour scheme and its own header.
 */
const outside = (page: Page) => page.evaluate(() => ({
  bodyStyle: document.body.getAttribute('style'),
  htmlStyle: document.documentElement.getAttribute('style'),
  htmlClass: document.documentElement.className,
  hidden: [...document.querySelectorAll('[aria-hidden="true"]:not(svg, svg *), [inert]')].map((element) => element.outerHTML.slice(0, 80)),
  dialogs: [...document.querySelectorAll('dialog[open], [role="dialog"], [role="presentation"]')].length,
  header: document.querySelector('header')?.outerHTML,
  scrollable: document.documentElement.scrollHeight > 0 && getComputedStyle(document.body).overflow,
}));


/** Whether the innermost element of the preview showing `text` lies within the frame's visible area. */
const inPreviewView = (page: Page, text: string) => previewDocument(page).evaluate((wanted) => {
  const shows = [...document.body.querySelectorAll('*')].filter((element) => element.tagName !== 'SCRIPT' && element.textContent?.includes(wanted));
  const element = shows.at(-1);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
}, text);


test.describe('the live preview', () => {
  test('shows a town\'s landing page as it is typed, then its services page, and its links go nowhere', async ({ page, adminSession }) => {
    await openStudio(page, adminSession);
    await openItem(page, 'smithfield', 'Smithfield');
    const frame = previewFrame(page);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Lawn Care & Landscaping in Smithfield, NC');
    await expect(previewRegion(page).locator('iframe')).toHaveAttribute('title', 'Preview of the page /smithfield');

    // The page is updated in place as she types, not drawn whole again: a mark put on its <main>
    // outside React is still there after the change (a page drawn anew would have a new <main>).
    await frame.locator('main').evaluate((main) => main.setAttribute('data-e2e-kept', ''));
    const heading = 'Smithfield lawns, looked after by your neighbors';
    await page.locator('#root_landing_heading').fill(heading);
    await expect(frame.getByRole('heading', { name: heading })).toBeVisible();
    await expect(frame.locator('main')).toHaveAttribute('data-e2e-kept', '');

    // The tabs work from the keyboard: arrow to the services page, then choose it.
    await previewRegion(page).getByRole('tab', { name: '/smithfield', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(previewRegion(page).getByRole('tab', { name: '/smithfield/services' })).toHaveAttribute('aria-selected', 'true');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(smithfield.services.heading);

    // The dashboard keeps its one h1 (the preview's is in its own document), and stays put when a link in the preview is clicked.
    await expect(page.locator('h1')).toHaveCount(1);
    await frame.locator('main a[href]').first().click();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(smithfield.services.heading);
    await expect(page).toHaveURL('/admin-dashboard');
  });

  test('shows a new town from "Add a town" before it is saved, with the words written into its form', async ({ page, adminSession }) => {
    await openStudio(page, adminSession);
    await page.getByRole('button', { name: 'Add a town' }).click();
    await page.getByLabel('Town name').fill('Grifton');
    await page.getByRole('button', { name: "Open the town's form" }).click();
    await expect(page.getByRole('heading', { name: 'Editing: Grifton' })).toBeVisible();
    const frame = previewFrame(page);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Lawn Care & Landscaping in Grifton, NC');
    await expect(previewRegion(page).getByRole('tab')).toHaveText(['/grifton', '/grifton/services']);

    const heading = 'Grifton yards, cared for along Contentnea Creek';
    await page.locator('#root_landing_heading').fill(heading);
    await expect(frame.getByRole('heading', { name: heading })).toBeVisible();
  });

  test('nothing clicked inside the preview acts outside it: the site\'s menu opens in the frame', async ({ page, adminSession }) => {
    // The frame is narrower than the site's md breakpoint on every screen (the dashboard's column is), so the
    // site's header shows its phone menu there, never its dropdowns.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openStudio(page, adminSession);
    await openItem(page, 'smithfield', 'Smithfield');
    const frame = previewFrame(page);
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await outside(page);

    // The site's drawer opens, as on a phone, inside the frame only.
    const openMenu = frame.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    await expect(frame.getByRole('dialog')).toBeVisible();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
    expect(await outside(page)).toEqual(before);
    // The focus is free to leave the frame: the dashboard's own form takes it.
    await page.locator('#root_landing_heading').focus();
    await expect(page.locator('#root_landing_heading')).toBeFocused();
    expect(await outside(page)).toEqual(before);
  });

  test('the header\'s dropdowns and theme switch act inside the preview only', async ({ page, adminSession }) => {
    // Wide, so the widened frame below stays on the screen.
    await page.setViewportSize({ width: 2400, height: 1000 });
    await openStudio(page, adminSession);
    await openItem(page, 'smithfield', 'Smithfield');
    const frame = previewFrame(page);
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    // The dashboard's column keeps the frame narrower than the site's desktop header on every screen
    // (see the test above); widened here, as a wider layout would, so its dropdowns show.
    await previewRegion(page).locator('iframe').evaluate((iframe: HTMLIFrameElement) => {
      iframe.style.width = '1100px';
      iframe.style.maxWidth = 'none';
    });
    const before = await outside(page);
    const themeBefore = await page.evaluate(() => localStorage.getItem('themeMode'));

    const toggle = frame.locator('[data-nav-menu] > button').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The menu's first entry has the focus, in the frame; nothing outside it moved.
    await expect(frame.getByRole('menuitem').first()).toBeFocused();
    expect(await outside(page)).toEqual(before);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // The theme switch turns the preview only, and saves nothing the dashboard would follow.
    const frameClass = () => previewDocument(page).evaluate(() => document.documentElement.className);
    const was = await frameClass();
    await frame.locator('[data-theme-toggle]:visible').first().click();
    await expect.poll(frameClass).not.toBe(was);
    expect(await outside(page)).toEqual(before);
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe(themeBefore);
  });

  test('follows the field she is in: the part of the page it changes scrolls into the preview\'s view', async ({ page, adminSession }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openStudio(page, adminSession);
    await openItem(page, 'smithfield', 'Smithfield');
    await expect(previewFrame(page).getByRole('heading', { level: 1 })).toBeVisible();
    // The introduction's last paragraph is far down the page, out of the frame's view when it opens at the top.
    const last = smithfield.intro.length - 1;
    const paragraph = smithfield.intro[last]!;
    expect(await inPreviewView(page, paragraph)).toBe(false);

    // Moving into its field is enough.
    await page.locator(`#root_intro_${last}`).focus();
    await expect.poll(() => inPreviewView(page, paragraph)).toBe(true);

    // Then the page's heading, back at the top, typed anew: the new words are in view once drawn.
    const typed = 'Smithfield yards looked after every week by the same crew';
    await page.locator('#root_landing_heading').fill(typed);
    await expect.poll(() => inPreviewView(page, typed)).toBe(true);
    expect(await inPreviewView(page, paragraph)).toBe(false);
  });

  test('on a phone the preview sits above the form behind a "Preview" button, folded until she opens it', async ({ page, adminSession }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openStudio(page, adminSession);
    await openItem(page, 'smithfield', 'Smithfield');
    const toggle = previewRegion(page).getByRole('button', { name: 'Preview', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(previewRegion(page).locator('iframe')).toBeHidden();
    // Right under the item's heading, above the form: not thousands of pixels below it.
    const heading = page.getByRole('heading', { name: 'Editing: Smithfield' });
    const [top, button, field] = await Promise.all([heading.boundingBox(), toggle.boundingBox(), page.locator('#root_landing_heading').boundingBox()]);
    expect(button!.y).toBeLessThan(field!.y);
    expect(button!.y - top!.y).toBeLessThan(800);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText('Lawn Care & Landscaping in Smithfield, NC');
    // The button, its heading and the unfolded preview read right to a screen reader.
    const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="studio-preview-heading"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')}`)).toEqual([]);
    await toggle.click();
    await expect(previewRegion(page).locator('iframe')).toBeHidden();
  });

  test('draws the page under the site\'s Content-Security-Policy with nothing refused', async ({ page, adminSession }) => {
    const violations = await watchPolicy(page);
    await openStudio(page, adminSession);
    await openItem(page, 'pikeville', 'Pikeville');
    const frame = previewFrame(page);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Lawn Care & Landscaping in Pikeville, NC');
    await page.locator('#root_landing_heading').fill('Pikeville lawns, mowed on your schedule');
    await expect(frame.getByRole('heading', { name: 'Pikeville lawns, mowed on your schedule' })).toBeVisible();
    // Let its fonts and every picture load (or be refused): bring them all in and wait for each.
    const preview = previewDocument(page);
    await preview.evaluate(async () => {
      for (const image of document.images) image.loading = 'eager';
      await Promise.all([document.fonts.ready, ...[...document.images].map((image) => image.decode().catch(() => undefined))]);
    });
    expect(await violations()).toEqual([]);
  });

  test('a script the policy does not allow is refused inside the preview too (the check above can fail)', async ({ page, adminSession }) => {
    const violations = await watchPolicy(page);
    await openStudio(page, adminSession);
    await openItem(page, 'pikeville', 'Pikeville');
    await expect(previewFrame(page).getByRole('heading', { level: 1 })).toBeVisible();
    const injected = await previewDocument(page).evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected;
    });
    expect(injected).toBeUndefined();
    await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
  });
});
