import { expect, test, type Page } from '@playwright/test';

// With JavaScript off, the prerendered pages are the whole site: content visible and styled, links
// plain working anchors, the old /fouroaks address still arrives at /four-oaks (GitHub issue #6).

test.use({ javaScriptEnabled: false });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Nothing in <main> is hidden by a scroll-reveal or loading style waiting for a script that never runs. */
async function expectNothingHidden(page: Page) {
  const hidden = await page.locator('main *').evaluateAll((elements) =>
    elements
      // Only what a visitor would read or see: text and pictures, not decoration (MUI's empty focus
      // highlights and the outlined fields' hidden legend copies are invisible by design).
      .filter((el) => el.tagName === 'IMG' || el.tagName === 'IFRAME' || (el.textContent ?? '').trim() !== '')
      .filter((el) => {
        const style = getComputedStyle(el);
        return (style.opacity === '0' || style.visibility === 'hidden') && !el.closest('[aria-hidden="true"]');
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(hidden).toEqual([]);
}

test('a town page shows its content, styled, with working links', async ({ page }) => {
  await page.goto('/goldsboro');
  // Its H1's words, the two phone links and the footer's address: tests/built/no-js.test.ts.
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Our Goldsboro Team' })).toBeVisible();
  await expectNothingHidden(page);
  // The critical CSS is in the HTML: the hero heading is white on its picture, not the browser's default black.
  await expect(h1(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.locator('body')).toHaveCSS('font-family', /Inter/);

  await page.getByRole('link', { name: 'See our Goldsboro services' }).click();
  await expect(page).toHaveURL(/\/goldsboro\/services$/);
  await expect(h1(page)).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(h1(page)).toHaveText('A Family Business Rooted in Eastern North Carolina');
  await expectNothingHidden(page);
});

test('the home page shows its sections without scripts', async ({ page }) => {
  await page.goto('/');
  await expect(h1(page)).toBeVisible();
  await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Rated 4\.8 out of 5 stars on Google/ })).toBeVisible();
  await expectNothingHidden(page);
  // Every picture's width and height: tests/built/no-js.test.ts.
  await page.locator('main').getByRole('link', { name: 'Get Quote' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(h1(page)).toBeVisible();
});

test('the old /fouroaks address still lands on /four-oaks', async ({ page }) => {
  await page.goto('/fouroaks');
  await expect(page).toHaveURL(/\/four-oaks$/);
  await expect(h1(page)).toHaveText('Lawn Care & Landscaping in Four Oaks, NC');
});

test('a form shows the phone number instead of buttons that could not send', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Get Your Free Quote' }) });
  await expect(form.getByLabel('First name')).toBeVisible();
  await expect(form.getByRole('button')).toHaveCount(0);
  await expect(form.getByText('This form sends with JavaScript, which is off in this browser. Please call us instead:')).toBeVisible();
  await expect(form.getByRole('link', { name: '(919) 555-0142' })).toHaveAttribute('href', 'tel:+19195550142');
  // Every form of the page, not only the first.
  for (const other of await page.locator('form').all()) await expect(other.getByRole('button')).toHaveCount(0);
  await expect(page.locator('form').getByText('This form sends with JavaScript', { exact: false })).toHaveCount(await page.locator('form').count());
});
