import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TownFile } from '../../src/generated/site-types.ts';
import { openPage } from './support/app';

const townsDir = resolve(import.meta.dirname, '../../site/towns');
const towns = readdirSync(townsDir).map((name) => JSON.parse(readFileSync(resolve(townsDir, name), 'utf8')) as TownFile);

// What the town pages' HTML says (nearby areas, community news, the contact block, the breadcrumb, the
// links to every town): tests/built/towns.test.ts.

// Issue #25, item 3: a visitor from a town reads her own neighbours first, at a phone's width and a
// desktop's (which cards, in which order: tests/built/towns.test.ts).
for (const width of [375, 1280]) {
  test.describe(`the testimonials of a town's landing page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const testimonials = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: /^Rated [\d.]+ out of 5 stars on Google/ }) });

    for (const town of towns.filter((t) => t.community)) {
      test(`/${town.slug}: the first testimonial, the town's own, comes into view`, async ({ page }) => {
        await openPage(page, `/${town.slug}`);
        // The cards, their order and the town's own first: tests/built/towns.test.ts; here, that the first comes into view.
        const cards = testimonials(page).locator('figure');
        await cards.first().scrollIntoViewIfNeeded();
        await expect(cards.first()).toBeVisible();
      });
    }

    test('a town without neighbour quotes: the last of its testimonials comes into view', async ({ page }) => {
      const quiet = towns.filter((t) => !t.community);
      expect(quiet.length).toBeGreaterThan(0);
      for (const town of quiet) {
        await openPage(page, `/${town.slug}`);
        // The three cards, their stars and no line naming the town: tests/built/towns.test.ts; here, that the last comes into view.
        const cards = testimonials(page).locator('figure');
        await cards.last().scrollIntoViewIfNeeded();
        await expect(cards.last()).toBeVisible();
      }
    });
  });
}

