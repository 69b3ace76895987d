import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/app';

// Service pages, industry segments and the /:type/portfolio page (GitHub issue #4, part B).

const main = (page: Page) => page.locator('main');
const hireUs = (page: Page) => main(page).getByRole('link', { name: 'Hire us', exact: true });

test.describe('the portfolio', () => {
  test('/residential/portfolio shows twelve photos in a grid and a Hire us link to /contact', async ({ page }) => {
    await openPage(page, '/residential/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Residential Work');
    const grid = main(page).getByRole('list', { name: 'Our Residential Work' });
    await expect(grid.locator('figure img')).toHaveCount(12);
    await expect(grid.locator('figure img').first()).toHaveAttribute('alt', /\w/);
    await expect(hireUs(page)).toHaveAttribute('href', '/contact');
    await expect(main(page).getByTestId('portfolio-empty')).toHaveCount(0);
  });

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

  for (const [path, heading, message] of [['/commercial/portfolio', 'Our Commercial Work', "We're still photographing our commercial work."]] as const) {
    test(`${path} shows the friendly empty message and the Hire us button, and no photo grid`, async ({ page }) => {
      await openPage(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(main(page).getByTestId('portfolio-empty')).toContainText(message);
      await expect(hireUs(page)).toHaveAttribute('href', '/contact');
      await expect(main(page).locator('figure')).toHaveCount(0);
      await expect(main(page).getByRole('list', { name: heading })).toHaveCount(0);
    });
  }

  test('each kind is its own canonical page', async ({ page }) => {
    await openPage(page, '/residential/portfolio');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/residential\/portfolio$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
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

  test('Hire us goes to the contact page', async ({ page }) => {
    await openPage(page, '/commercial/portfolio');
    await hireUs(page).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test('/services/other-services shows its six specialised cards', async ({ page }) => {
  await openPage(page, '/services/other-services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Additional Landscaping Services');
  await expect(page.getByRole('heading', { level: 2, name: 'Comprehensive Landscaping Solutions' })).toBeVisible();
  const grid = page.locator('#specialized-services');
  await expect(grid.getByRole('heading', { level: 2 })).toHaveText('Specialized Services');
  const names = ['French Drains', 'Gutter Downspout Burying', 'Yard Grading', 'Seeding Services', 'Tree Removal', 'Junk Removal'];
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(names);
  await expect(grid.locator('li img')).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 2, name: 'Solve Your Outdoor Challenges' })).toBeVisible();
});

test('/commercial/industries shows the four segments, success stories and Contact Us', async ({ page }) => {
  await openPage(page, '/commercial/industries');
  const segments = page.locator('#segments');
  await expect(segments.getByRole('heading', { level: 3 })).toHaveText(['Healthcare', 'Corporate Campuses', 'Retail', 'Hospitality']);
  await expect(segments.locator('img')).toHaveCount(4);
  await expect(page.locator('#success-stories article')).toHaveCount(3);
  const contact = main(page).getByRole('link', { name: 'Contact Us', exact: true });
  await expect(contact.first()).toHaveAttribute('href', '/contact');
});

const servicePages = [
  ['/services/lawn-maintenance', 'Residential Lawn Maintenance', 'Get Your Custom Plan'],
  ['/services/commercial-services', 'Commercial Lawn Maintenance', 'Get a Free Commercial Estimate'],
  ['/services/landscape-design', 'Landscape Design', 'Get a Free Estimate'],
  ['/services/landscape-maintenance', 'Landscape Maintenance', 'Schedule a Consultation'],
  ['/services/turf-care', 'Turf Care', 'Schedule a Soil Analysis'],
  ['/services/sod-installation', 'Sod Installation', 'Get a Free Estimate'],
  ['/services/other-services', 'Additional Landscaping Services', 'Get a Free Consultation'],
] as const;

for (const [path, heading, cta] of servicePages) {
  test(`${path} has one H1 and its "${cta}" call to action links to /contact`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const links = main(page).getByRole('link', { name: cta, exact: true });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/contact');
    const title = await page.title();
    expect(title.length).toBeGreaterThanOrEqual(50);
    expect(title.length).toBeLessThanOrEqual(65);
  });
}

test('the residential lawn page offers the four plans', async ({ page }) => {
  await openPage(page, '/services/lawn-maintenance');
  const plans = page.locator('#plans');
  await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Weekly Service', 'Biweekly Service', 'A La Carte', 'Monthly Contract']);
});
