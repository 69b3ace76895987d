import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { relativeDate } from '../../src/content/relative-date.ts';
import { calendarDay } from '../../src/content/upcoming-events.ts';
import type { ReviewsFile } from '../../src/generated/site-types.ts';
import { openPage } from './support/app';

// About, FAQ, testimonials, pay, homeowner resources and the guides (GitHub issue #4, part A).

const main = (page: Page) => page.locator('main');

async function expectNewTab(link: Locator, href: string | RegExp) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('the FAQ accordion', () => {
  // Each question is a <details> block's <summary> (no script needed): open means the block's "open" property.
  const item = (page: Page, text: string) => main(page).locator('details', { has: page.locator('summary', { hasText: text }) });
  const question = (page: Page) => item(page, 'How do I reschedule or cancel a visit?').locator('summary');
  const answer = (page: Page) => main(page).getByText('at least 24 hours before your scheduled visit');
  const expectOpen = (page: Page, text: string, open: boolean) => expect(item(page, text)).toHaveJSProperty('open', open);

  test('has the three groups as h2 and five questions in each as h3', async ({ page }) => {
    await openPage(page, '/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Have a question?');
    for (const group of ['Landscaping Services Basics', 'Scheduling and Payments', 'Lawn Care and Maintenance']) {
      await expect(main(page).getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveCount(15);
    await expect(main(page).getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/contact');
  });

  test('opens and closes on click', async ({ page }) => {
    await openPage(page, '/faq');
    await expectOpen(page, 'How do I reschedule or cancel a visit?', false);
    await expect(answer(page)).toBeHidden();
    await question(page).click();
    await expectOpen(page, 'How do I reschedule or cancel a visit?', true);
    await expect(answer(page)).toBeVisible();
    await question(page).click();
    await expectOpen(page, 'How do I reschedule or cancel a visit?', false);
    await expect(answer(page)).toBeHidden();
  });

  test('opens and closes with the keyboard', async ({ page }) => {
    await openPage(page, '/faq');
    await question(page).focus();
    await page.keyboard.press('Enter');
    await expectOpen(page, 'How do I reschedule or cancel a visit?', true);
    await expect(answer(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expectOpen(page, 'How do I reschedule or cancel a visit?', false);
    await expect(answer(page)).toBeHidden();
    // Tab reaches the next question, which opens the same way.
    await page.keyboard.press('Tab');
    const next = item(page, 'Do you offer any discounts?').locator('summary');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpen(page, 'Do you offer any discounts?', true);
    await expect(main(page).getByText('senior citizens, active-duty and retired military personnel, and first-time customers')).toBeVisible();
  });
});

test.describe('the about page', () => {
  const gallery = (page: Page) => main(page).getByRole('list', { name: 'Small team. Big hearts.' }).locator('img');

  test('shows all five gallery photos on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/about');
    await expect(gallery(page)).toHaveCount(5);
    for (let i = 0; i < 5; i += 1) await expect(gallery(page).nth(i)).toBeVisible();
  });

  test('shows four gallery photos and hides the fifth at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/about');
    await expect(gallery(page)).toHaveCount(5);
    for (let i = 0; i < 4; i += 1) await expect(gallery(page).nth(i)).toBeVisible();
    await expect(gallery(page).nth(4)).toBeHidden();
    const box = await gallery(page).first().boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(220);
  });

  test('links both owner cards to the team page and keeps the address and directions beside the lazy map', async ({ page }) => {
    await openPage(page, '/about');
    const owners = main(page).getByRole('link', { name: /Owner/ });
    await expect(owners).toHaveCount(2);
    for (const card of await owners.all()) await expect(card).toHaveAttribute('href', '/meet-the-team');
    await expect(main(page).getByRole('link', { name: '(919) 555-0142', exact: true })).toHaveAttribute('href', 'tel:+19195550142');
    await expect(main(page).getByRole('link', { name: 'info@cedarcreeklawn.example', exact: true })).toHaveAttribute('href', 'mailto:info@cedarcreeklawn.example');
    const map = main(page).locator('iframe');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('title', /Goldsboro/);
    await expect(main(page).locator('figcaption')).toContainText('2562 US-70, Goldsboro, NC 27530');
    await expectNewTab(main(page).getByRole('link', { name: 'Get directions' }), /^https:\/\/www\.google\.com\/maps\/dir\//);
  });
});

test.describe('the contact page', () => {
  test('fetches the map only as it comes near the screen, never while the page loads', async ({ page }) => {
    const fetched: string[] = [];
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' });
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await openPage(page, '/contact');
    await page.waitForLoadState('load');
    // Two frames: the observer has had its first say about where the frame is.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const map = main(page).locator('iframe');
    await expect(map).toHaveCount(1);
    await expect(map).not.toHaveAttribute('src', /./);
    expect(fetched).toEqual([]);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('src', 'https://www.google.com/maps?q=2562+US-70,+Goldsboro,+NC+27530&z=10&output=embed');
    await expect.poll(() => fetched.length).toBe(1);
  });
});

test.describe('the testimonials page', () => {
  test('shows nine reviews with stars, some answered by the owner', async ({ page }) => {
    await openPage(page, '/testimonials');
    const reviews = main(page).getByRole('article');
    await expect(reviews).toHaveCount(9);
    await expect(reviews.first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(main(page).getByText('Response from the owner')).not.toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Get Your Free Quote' })).toHaveAttribute('href', '/contact');
  });

  test('each review says how long ago it was posted, counted on the day of the build', async ({ page }) => {
    const { reviews } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../site/collections/reviews.json'), 'utf8')) as ReviewsFile;
    await openPage(page, '/testimonials');
    const shown = await main(page).getByRole('article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    // The build ran today, or yesterday if it ran just before midnight (SITE_TODAY pins it).
    const now = new Date();
    const days = process.env.SITE_TODAY ? [process.env.SITE_TODAY] : [calendarDay(now), calendarDay(new Date(now.getTime() - 24 * 60 * 60 * 1000))];
    const expected = days.map((day) => reviews.map((review) => [relativeDate(review.date, day), review.ownerReply ? relativeDate(review.ownerReply.date, day) : null]));
    const found = expected.find((texts) => texts.every(([date, reply], i) => shown[i]!.includes(date!) && (reply === null || shown[i]!.includes(`· ${reply}`))));
    expect(found, `review dates on the page: ${JSON.stringify(shown.map((text) => text.match(/\d+ \w+ ago|today/g)))}`).toBeTruthy();
    // Stored days never reach the page.
    for (const text of shown) expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  test('opens all reviews in a new tab', async ({ page }) => {
    await openPage(page, '/testimonials');
    await expectNewTab(main(page).getByRole('link', { name: /Read all our reviews/ }), 'https://reviews.cedarcreeklawn.example');
  });
});

test('the pay page opens the payment portal in a new tab', async ({ page }) => {
  await openPage(page, '/pay');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay Online');
  await expect(main(page)).toContainText('we never see or store your card numbers');
  const buttons = main(page).getByRole('link', { name: 'Proceed to Payment Portal' });
  await expect(buttons).not.toHaveCount(0);
  for (const button of await buttons.all()) await expectNewTab(button, 'https://pay.cedarcreeklawn.example');
});

test.describe('homeowner resources', () => {
  test('has six questions, three guides and outside links that open in a new tab', async ({ page }) => {
    await openPage(page, '/residential/resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homeowner Resources');
    // Six questions, each a closed <details> block (answers open with no script).
    await expect(main(page).locator('details:not([open]) > summary')).toHaveCount(6);
    for (const [title, href] of [
      ['Summer Lawn Care 101', '/resources/summer-lawn-care'],
      ['Fall Cleanup Checklist', '/resources/fall-cleanup'],
      ['Choosing the Right Fertilizer', '/resources/fertilizer-guide'],
    ] as const) {
      await expect(main(page).getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', href);
    }
    const outside = main(page).locator('a[href^="https://"]');
    expect(await outside.count()).toBeGreaterThanOrEqual(5);
    for (const link of await outside.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  for (const [path, heading] of [
    ['/resources/summer-lawn-care', 'Summer Lawn Care 101'],
    ['/resources/fall-cleanup', 'Fall Cleanup Checklist'],
    ['/resources/fertilizer-guide', 'Choosing the Right Fertilizer'],
  ] as const) {
    test(`${path} is a full guide ending with a call to action`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await main(page).getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
      await expect(main(page).locator('article li').first()).toBeVisible();
      await expect(main(page).locator('a[href="/contact"]').last()).toBeVisible();
    });
  }
});
