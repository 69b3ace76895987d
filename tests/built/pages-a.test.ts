import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { relativeDate } from '../../src/content/relative-date.ts';
import type { ReviewsFile } from '../../src/generated/site-types.ts';
import { buildDays, builtPage, textOf } from './support/built-site.ts';
import { byRole, byText, isShown, oneByRole } from './support/roles.ts';

// About, FAQ, testimonials, pay, homeowner resources and the guides (GitHub issue #4, part A), as built.
// Moved from tests/e2e/pages-a.spec.ts (issue #38); the FAQ opening and closing, the about gallery at
// two widths and the contact map's late fetch are still checked in the browser there.

const main = (path: string) => builtPage(path).querySelector('main')!;

/** A link that opens a new tab: its address, target and rel. */
function expectNewTab(link: Element, href: string | RegExp) {
  if (href instanceof RegExp) expect(link.getAttribute('href')).toMatch(href);
  else expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
}

describe('the FAQ accordion', () => {
  test('has the three groups as h2 and five questions in each as h3', () => {
    expect(textOf(oneByRole(builtPage('/faq'), 'heading', { level: 1 }))).toBe('Have a question?');
    // Headings of the page's own content: no rule of the site's CSS hides them.
    for (const group of ['Landscaping Services Basics', 'Scheduling and Payments', 'Lawn Care and Maintenance']) {
      expect(isShown(oneByRole(main('/faq'), 'heading', { level: 2, name: group })), group).toBe(true);
    }
    // The questions are in each <details> block's <summary>, shown while it is closed.
    expect(byRole(main('/faq'), 'heading', { level: 3 })).toHaveLength(15);
    expect(oneByRole(main('/faq'), 'link', { name: 'Ask a question' }).getAttribute('href')).toBe('/contact');
  });
});

describe('the about page', () => {
  test('links both owner cards to the team page and keeps the address and directions beside the lazy map', () => {
    const owners = byRole(main('/about'), 'link', { name: /Owner/ });
    expect(owners).toHaveLength(2);
    for (const card of owners) expect(card.getAttribute('href')).toBe('/meet-the-team');
    expect(oneByRole(main('/about'), 'link', { name: '(919) 555-0142', exact: true }).getAttribute('href')).toBe('tel:+19195550142');
    expect(oneByRole(main('/about'), 'link', { name: 'info@cedarcreeklawn.example', exact: true }).getAttribute('href')).toBe('mailto:info@cedarcreeklawn.example');
    // The live frame (its <noscript> copy is for a browser without script).
    const maps = Array.from(main('/about').querySelectorAll('iframe')).filter((frame) => !frame.closest('noscript'));
    expect(maps).toHaveLength(1);
    expect(maps[0]!.getAttribute('loading')).toBe('lazy');
    expect(maps[0]!.getAttribute('title')).toMatch(/Goldsboro/);
    const captions = Array.from(main('/about').querySelectorAll('figcaption'), textOf);
    expect(captions).toHaveLength(1);
    expect(captions[0]).toContain('2562 US-70, Goldsboro, NC 27530');
    expectNewTab(oneByRole(main('/about'), 'link', { name: 'Get directions' }), /^https:\/\/www\.google\.com\/maps\/dir\//);
  });
});

describe('the testimonials page', () => {
  test('shows nine reviews with stars, some answered by the owner', () => {
    const reviews = byRole(main('/testimonials'), 'article');
    expect(reviews).toHaveLength(9);
    expect(isShown(oneByRole(reviews[0]!, 'img', { name: 'Rated 5 out of 5' }))).toBe(true);
    expect(byText(main('/testimonials'), 'Response from the owner').length).toBeGreaterThan(0);
    expect(oneByRole(main('/testimonials'), 'link', { name: 'Get Your Free Quote' }).getAttribute('href')).toBe('/contact');
  });

  test('each review says how long ago it was posted, counted on the day of the build', () => {
    const { reviews } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../site/collections/reviews.json'), 'utf8')) as ReviewsFile;
    const shown = byRole(main('/testimonials'), 'article').map((card) => card.textContent ?? '');
    // The build ran today, or yesterday if it ran just before midnight (SITE_TODAY pins it).
    const expected = buildDays().map((day) => reviews.map((review) => [relativeDate(review.date, day), review.ownerReply ? relativeDate(review.ownerReply.date, day) : null]));
    const found = expected.find((texts) => texts.every(([date, reply], i) => shown[i]!.includes(date!) && (reply === null || shown[i]!.includes(`· ${reply}`))));
    expect(found, `review dates on the page: ${JSON.stringify(shown.map((text) => text.match(/\d+ \w+ ago|today/g)))}`).toBeTruthy();
    // Stored days never reach the page.
    for (const text of shown) expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  test('opens all reviews in a new tab', () => {
    expectNewTab(oneByRole(main('/testimonials'), 'link', { name: /Read all our reviews/ }), 'https://reviews.cedarcreeklawn.example');
  });
});

test('the pay page opens the payment portal in a new tab', () => {
  expect(textOf(oneByRole(builtPage('/pay'), 'heading', { level: 1 }))).toBe('Pay Online');
  expect(textOf(main('/pay'))).toContain('we never see or store your card numbers');
  const buttons = byRole(main('/pay'), 'link', { name: 'Proceed to Payment Portal' });
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) expectNewTab(button, 'https://pay.cedarcreeklawn.example');
});

describe('homeowner resources', () => {
  test('has six questions, three guides and outside links that open in a new tab', () => {
    expect(textOf(oneByRole(builtPage('/residential/resources'), 'heading', { level: 1 }))).toBe('Homeowner Resources');
    // Six questions, each a closed <details> block (answers open with no script).
    expect(main('/residential/resources').querySelectorAll('details:not([open]) > summary')).toHaveLength(6);
    for (const [title, href] of [
      ['Summer Lawn Care 101', '/resources/summer-lawn-care'],
      ['Fall Cleanup Checklist', '/resources/fall-cleanup'],
      ['Choosing the Right Fertilizer', '/resources/fertilizer-guide'],
    ] as const) {
      expect(oneByRole(main('/residential/resources'), 'link', { name: new RegExp(title) }).getAttribute('href')).toBe(href);
    }
    const outside = Array.from(main('/residential/resources').querySelectorAll('a[href^="https://"]'));
    expect(outside.length).toBeGreaterThanOrEqual(5);
    for (const link of outside) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  for (const [path, heading] of [
    ['/resources/summer-lawn-care', 'Summer Lawn Care 101'],
    ['/resources/fall-cleanup', 'Fall Cleanup Checklist'],
    ['/resources/fertilizer-guide', 'Choosing the Right Fertilizer'],
  ] as const) {
    test(`${path} is a full guide ending with a call to action`, () => {
      expect(textOf(oneByRole(builtPage(path), 'heading', { level: 1 }))).toBe(heading);
      expect(byRole(main(path), 'heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
      // The guide's own list and its last link: article content that no rule of the site's CSS hides.
      expect(isShown(main(path).querySelector('article li'))).toBe(true);
      const contact = Array.from(main(path).querySelectorAll('a[href="/contact"]'));
      expect(isShown(contact.at(-1))).toBe(true);
    });
  }
});
