import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/app';

// The /:type/portfolio page in the browser (GitHub issue #4, part B): what the built HTML says of it,
// of the service pages and of the industry segments is tests/built/pages-b.test.ts.

const main = (page: Page) => page.locator('main');
const hireUs = (page: Page) => main(page).getByRole('link', { name: 'Hire us', exact: true });

test.describe('the portfolio', () => {
  // Its photos, headings and links, the commercial page's empty message, the canonical links: tests/built/pages-b.test.ts.
  test('the grid shows three photos per row on a wide screen and one on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/residential/portfolio');
    // offsetTop ignores the scroll-reveal transforms that shift cards while they animate in.
    const tops = async () => main(page).locator('figure').evaluateAll((els) => els.map((el) => (el.parentElement as HTMLElement).offsetTop));
    let rows = new Set(await tops());
    expect(rows.size).toBe(4);
    await page.setViewportSize({ width: 390, height: 844 });
    rows = new Set(await tops());
    expect(rows.size).toBe(12);
  });

  // Content spoofing: no text taken from an address may reach a page of the company's own domain.
  for (const [address, words] of [
    ['/Terrible%20Sloppy/portfolio', /Terrible|Sloppy/i],
    ['/call-555-9999-for-refunds/portfolio', /refunds|555[-\s]9999/i],
    ['/%3Cb%3Efree%3C%2Fb%3E/portfolio', /<b>|free<\/b>/i],
    ['/residential/portfolio/extra-words-here', /extra words/i],
    ['/goldsboro/call-us-at-555-9999', /555[-\s]9999/i],
  ] as const) {
    test(`${address} is an unknown address: it ends at "/" (replaced), and nothing from it is shown`, async ({ page }) => {
      await page.goto('/');
      const entries = await page.evaluate(() => history.length);
      await page.goto(address);
      await expect(page).toHaveURL('/');
      await expect(page.locator('main h1')).toHaveText(/Your Lawn, Our Priority/);
      await expect(page.locator('body')).not.toContainText(words);
      // Replaced, not added: one new history entry (the address visited), now showing "/".
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    });
  }

  test('/commercial/portfolio stays at its address, and Hire us goes to the contact page', async ({ page }) => {
    await openPage(page, '/commercial/portfolio');
    // A known kind without photos is a page of its own: the script left it where it is.
    await expect(page).toHaveURL(/\/commercial\/portfolio$/);
    await hireUs(page).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

// The service pages, the industry segments and the plans: tests/built/pages-b.test.ts.
