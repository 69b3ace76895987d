import { expect, test, type Page } from '@playwright/test';
import { openPage, painted } from './support/app';

// About, FAQ and contact pages in the browser (GitHub issue #4, part A): what the built HTML says of
// them and of the testimonials, pay, resources and guide pages is tests/built/pages-a.test.ts.

const main = (page: Page) => page.locator('main');

test.describe('the FAQ accordion', () => {
  // Each question is a <details> block's <summary> (no script needed): open means the block's "open" property.
  const item = (page: Page, text: string) => main(page).locator('details', { has: page.locator('summary', { hasText: text }) });
  const question = (page: Page) => item(page, 'How do I reschedule or cancel a visit?').locator('summary');
  const answer = (page: Page) => main(page).getByText('at least 24 hours before your scheduled visit');
  const expectOpen = (page: Page, text: string, open: boolean) => expect(item(page, text)).toHaveJSProperty('open', open);

  // Its groups, its fifteen questions and its link: tests/built/pages-a.test.ts.
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
  // The owner cards' links, the phone, the e-mail, the lazy map and the directions: tests/built/pages-a.test.ts.
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
    await painted(page);
    const map = main(page).locator('iframe');
    await expect(map).toHaveCount(1);
    await expect(map).not.toHaveAttribute('src', /./);
    expect(fetched).toEqual([]);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('src', 'https://www.google.com/maps?q=2562+US-70,+Goldsboro,+NC+27530&z=10&output=embed');
    await expect.poll(() => fetched.length).toBe(1);
  });
});

// The testimonials page, the pay page, homeowner resources and the guides: tests/built/pages-a.test.ts.
