import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { calendarDay, isUpcoming } from '../../src/content/upcoming-events.ts';
import type { TownFile } from '../../src/generated/site-types.ts';
import { openPage } from './support/app';

const townsDir = resolve(import.meta.dirname, '../../site/towns');
const towns = readdirSync(townsDir).map((name) => JSON.parse(readFileSync(resolve(townsDir, name), 'utf8')) as TownFile);
const selma = towns.find((town) => town.slug === 'selma')!;

test.describe('town pages', () => {
  test('a Johnston County town lists up to four other Johnston towns as nearby areas', async ({ page }) => {
    await openPage(page, '/smithfield/services');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Nearby Areas We Serve' }) });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card).toContainText('Lawn Care in Johnston County');
      await expect(card.getByRole('link')).toHaveAttribute('href', /^\/(selma|pine-level|wilsons-mills|four-oaks|clayton|princeton|benson)$/);
    }
    await expect(section.getByRole('link', { name: /Smithfield/ })).toHaveCount(0);
  });

  test('La Grange, alone in Lenoir County, still gets nearby towns', async ({ page }) => {
    await openPage(page, '/la-grange');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Nearby Areas We Serve' }) });
    await expect(section.getByRole('listitem')).toHaveCount(4);
  });

  test('the general services page relates to Goldsboro and Clayton', async ({ page }) => {
    await openPage(page, '/services');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Nearby Areas We Serve' }) });
    await expect(section.getByRole('link')).toHaveText([/Goldsboro/, /Clayton/]);
  });

  test('/four-oaks/services shows the general community message', async ({ page }) => {
    await openPage(page, '/four-oaks/services');
    await expect(page.getByRole('heading', { name: 'Proud to Be Part of the Community' })).toBeVisible();
    await expect(page.getByText('We live and work in the towns we serve')).toBeVisible();
    await expect(page.getByRole('heading', { name: /News & Neighbors/ })).toHaveCount(0);
  });

  test('a town with community news shows its events that have not happened yet and two neighbour quotes', async ({ page }) => {
    await openPage(page, '/selma/services');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'News & Neighbors in Selma' }) });
    await expect(section.locator('blockquote')).toHaveCount(2);
    // The build dropped past events on its own day (today, or yesterday if it ran just before midnight).
    const now = new Date();
    const days = process.env.SITE_TODAY ? [process.env.SITE_TODAY] : [calendarDay(now), calendarDay(new Date(now.getTime() - 24 * 60 * 60 * 1000))];
    const upcoming = days.map((day) => (selma.community?.news ?? []).filter((event) => isUpcoming(event.date, day)).map((event) => event.date));
    const shown = await section.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(upcoming).toContainEqual(shown);
  });

  test('location-aware service cards name the town, and the general page names the counties', async ({ page }) => {
    await openPage(page, '/clayton/services');
    await expect(page.getByText(/Clayton, NC/).first()).toBeVisible();
    await openPage(page, '/services');
    await expect(page.getByText(/Wayne & Johnston County, NC/).first()).toBeVisible();
  });

  test('the landing page has the H1, the local text and the contact block with its quote button', async ({ page }) => {
    await openPage(page, '/princeton');
    await expect(page.locator('main h1')).toHaveText('Lawn Care & Landscaping in Princeton, NC');
    await expect(page.getByRole('heading', { name: 'Contact Our Princeton Team' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a Free Quote in Princeton' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('iframe[title]')).toHaveAttribute('loading', 'lazy');
  });

  test('the services page shows the breadcrumb its JSON-LD states, and links back to the town', async ({ page }) => {
    await openPage(page, '/goldsboro/services');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    const list = (ld['@graph'] as { '@type': string; itemListElement?: { name: string; item: string }[] }[]).find((n) => n['@type'] === 'BreadcrumbList')!;
    await expect(trail.getByRole('listitem')).toHaveText(list.itemListElement!.map((i) => i.name));
    const links = trail.getByRole('link');
    await expect(links).toHaveCount(list.itemListElement!.length - 1);
    for (const [index, item] of list.itemListElement!.slice(0, -1).entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', new URL(item.item).pathname);
    }
    await expect(trail.locator('[aria-current="page"]')).toHaveText(list.itemListElement!.at(-1)!.name);
    await expect(trail.getByRole('link', { name: 'Goldsboro', exact: true })).toHaveAttribute('href', '/goldsboro');
    // The content links back too, in the first block of services.
    await expect(page.locator('main').getByRole('link', { name: 'Lawn care in Goldsboro: our local page' })).toHaveAttribute('href', '/goldsboro');
    await expect(page.locator('main h1')).toHaveCount(1);
  });

  test('the general services page leads to the services page of every town', async ({ page }) => {
    await openPage(page, '/services');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Find Services in Your Town' }) });
    const links = section.getByRole('link');
    await expect(links).toHaveCount(12);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^\/[a-z-]+\/services$/);
  });

  test('the service-area question links every town under its answer', async ({ page }) => {
    await openPage(page, '/faq');
    const question = page.locator('details', { hasText: 'Which areas do you serve?' });
    await question.locator('summary').click();
    await expect(question.getByRole('link', { name: 'La Grange' })).toHaveAttribute('href', '/la-grange');
    await expect(question.getByRole('link')).toHaveCount(12);
  });
});

// Issue #25, item 3: a visitor from a town reads her own neighbours first. A card is the town's own
// when the line under the name names the town (a testimonial's "Clayton · April 2026", a review's or
// a neighbour quote's "Clayton").
for (const width of [375, 1280]) {
  test.describe(`the testimonials of a town's landing page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const testimonials = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: /^Rated [\d.]+ out of 5 stars on Google/ }) });

    for (const town of towns.filter((t) => t.community)) {
      test(`/${town.slug} shows its own neighbours first, then other towns`, async ({ page }) => {
        await openPage(page, `/${town.slug}`);
        const cards = testimonials(page).locator('figure');
        await expect(cards).toHaveCount(3);
        await cards.first().scrollIntoViewIfNeeded();
        await expect(cards.first()).toBeVisible();
        await expect(cards.first().locator('figcaption')).toContainText(town.name);
        const own = (await cards.locator('figcaption span').allTextContents()).map((line) => line.includes(town.name));
        // The town's own cards are at least as many as its neighbour quotes, and none comes after another town's.
        expect(own.filter(Boolean).length).toBeGreaterThanOrEqual(Math.min(3, town.community!.quotes.length));
        expect(own).toEqual([...own].sort((a, b) => Number(b) - Number(a)));
        await expect(testimonials(page).getByRole('link', { name: 'Read more reviews' })).toHaveAttribute('href', '/testimonials');
      });
    }

    test('a town without neighbour quotes still shows three testimonials under the rating heading', async ({ page }) => {
      const quiet = towns.filter((t) => !t.community);
      expect(quiet.length).toBeGreaterThan(0);
      for (const town of quiet) {
        await openPage(page, `/${town.slug}`);
        const cards = testimonials(page).locator('figure');
        await expect(cards).toHaveCount(3);
        await cards.last().scrollIntoViewIfNeeded();
        await expect(cards.last()).toBeVisible();
        await expect(cards.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toHaveCount(3);
        await expect(cards.locator('figcaption span')).not.toContainText([town.name]);
      }
    });
  });
}

