import { describe, expect, test } from 'vitest';
import { isUpcoming } from '../../src/content/upcoming-events.ts';
import { buildDays, builtPage, jsonLd, parseHtml, readBuilt, textOf } from './support/built-site.ts';
import { content } from './support/site-content.ts';
import { byRole, byText, isShown, oneByRole, sectionsWithHeading, within } from './support/roles.ts';

// Town pages as built (issue #25, #6). Moved from tests/e2e/towns.spec.ts (issue #38): what the HTML
// says. That the testimonial cards come into view at 375 and 1280 px is still checked there.
const { towns } = content;
const selma = towns.find((town) => town.slug === 'selma')!;
const nearby = (path: string) => sectionsWithHeading(builtPage(path), 'Nearby Areas We Serve');

describe('town pages', () => {
  test('a Johnston County town lists up to four other Johnston towns as nearby areas', () => {
    const section = nearby('/smithfield/services');
    const cards = within(section, (s) => byRole(s, 'listitem'));
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(textOf(card)).toContain('Lawn Care in Johnston County');
      const links = byRole(card, 'link');
      expect(links).toHaveLength(1);
      expect(links[0]!.getAttribute('href')).toMatch(/^\/(selma|pine-level|wilsons-mills|four-oaks|clayton|princeton|benson)$/);
    }
    expect(within(section, (s) => byRole(s, 'link', { name: /Smithfield/ }))).toHaveLength(0);
  });

  test('La Grange, alone in Lenoir County, still gets nearby towns', () => {
    expect(within(nearby('/la-grange'), (s) => byRole(s, 'listitem'))).toHaveLength(4);
  });

  test('the general services page relates to Goldsboro and Clayton', () => {
    const links = within(nearby('/services'), (s) => byRole(s, 'link')).map(textOf);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(/Goldsboro/);
    expect(links[1]).toMatch(/Clayton/);
  });

  test('/four-oaks/services shows the general community message', () => {
    const page = builtPage('/four-oaks/services');
    // Plain content headings and words: no rule of the site's CSS hides them (the browser suite's sweep sees each page).
    expect(isShown(oneByRole(page, 'heading', { name: 'Proud to Be Part of the Community' }))).toBe(true);
    const words = byText(page, 'We live and work in the towns we serve');
    expect(words).toHaveLength(1);
    expect(isShown(words[0])).toBe(true);
    expect(byRole(page, 'heading', { name: /News & Neighbors/ })).toHaveLength(0);
  });

  test('a town with community news shows its events that have not happened yet and two neighbour quotes', () => {
    const section = sectionsWithHeading(builtPage('/selma/services'), 'News & Neighbors in Selma');
    expect(within(section, (s) => Array.from(s.querySelectorAll('blockquote')))).toHaveLength(2);
    // The build dropped past events on its own day (today, or yesterday if it ran just before midnight).
    const upcoming = buildDays().map((day) => (selma.community?.news ?? []).filter((event) => isUpcoming(event.date, day)).map((event) => event.date));
    const shown = within(section, (s) => Array.from(s.querySelectorAll('time'))).map((time) => time.getAttribute('datetime'));
    expect(upcoming).toContainEqual(shown);
  });

  test('location-aware service cards name the town, and the general page names the counties', () => {
    expect(isShown(byText(builtPage('/clayton/services'), /Clayton, NC/)[0])).toBe(true);
    expect(isShown(byText(builtPage('/services'), /Wayne & Johnston County, NC/)[0])).toBe(true);
  });

  test('the landing page has the H1, the local text and the contact block with its quote button', () => {
    const page = builtPage('/princeton');
    expect(Array.from(page.querySelectorAll('main h1'), textOf)).toEqual(['Lawn Care & Landscaping in Princeton, NC']);
    expect(isShown(oneByRole(page, 'heading', { name: 'Contact Our Princeton Team' }))).toBe(true);
    expect(oneByRole(page, 'link', { name: 'Request a Free Quote in Princeton' }).getAttribute('href')).toBe('/contact');
    // The map's frame (its <noscript> copy, for a browser without script, is lazy too).
    const frames = Array.from(page.querySelectorAll('iframe[title]'));
    expect(frames.filter((frame) => !frame.closest('noscript'))).toHaveLength(1);
    for (const frame of frames) expect(frame.getAttribute('loading')).toBe('lazy');
  });

  test('the services page shows the breadcrumb its JSON-LD states, and links back to the town', () => {
    const page = builtPage('/goldsboro/services');
    expect(page.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    const list = jsonLd(page).find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    const trail = oneByRole(page, 'navigation', { name: 'Breadcrumb' });
    expect(byRole(trail, 'listitem').map(textOf)).toEqual(list.itemListElement.map((i) => i.name));
    const links = byRole(trail, 'link');
    expect(links).toHaveLength(list.itemListElement.length - 1);
    for (const [index, item] of list.itemListElement.slice(0, -1).entries()) expect(links[index]!.getAttribute('href')).toBe(new URL(item.item).pathname);
    expect(Array.from(trail.querySelectorAll('[aria-current="page"]'), textOf)).toEqual([list.itemListElement.at(-1)!.name]);
    expect(oneByRole(trail, 'link', { name: 'Goldsboro', exact: true }).getAttribute('href')).toBe('/goldsboro');
    // The content links back too, in the first block of services.
    expect(oneByRole(page.querySelector('main')!, 'link', { name: 'Lawn care in Goldsboro: our local page' }).getAttribute('href')).toBe('/goldsboro');
    expect(page.querySelectorAll('main h1')).toHaveLength(1);
  });

  test('the general services page leads to the services page of every town', () => {
    const links = within(sectionsWithHeading(builtPage('/services'), 'Find Services in Your Town'), (s) => byRole(s, 'link'));
    expect(links).toHaveLength(12);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/[a-z-]+\/services$/);
  });

  test('the service-area question links every town under its answer', () => {
    // Opened, as a visitor's click does (tests/e2e/pages-a.spec.ts proves the click opens it).
    const page = parseHtml(readBuilt('/faq'));
    const question = Array.from(page.querySelectorAll('details')).filter((details) => textOf(details).includes('Which areas do you serve?'));
    expect(question).toHaveLength(1);
    question[0]!.setAttribute('open', '');
    expect(oneByRole(question[0]!, 'link', { name: 'La Grange' }).getAttribute('href')).toBe('/la-grange');
    expect(byRole(question[0]!, 'link')).toHaveLength(12);
  });
});

// Issue #25, item 3: a visitor from a town reads her own neighbours first. A card is the town's own
// when the line under the name names the town (a testimonial's "Clayton · April 2026", a review's or
// a neighbour quote's "Clayton"). The cards' order is the markup's: the grid does not reorder them.
const testimonials = (path: string) => sectionsWithHeading(builtPage(path), /^Rated [\d.]+ out of 5 stars on Google/);

describe("the testimonials of a town's landing page", () => {
  for (const town of towns.filter((t) => t.community)) {
    test(`/${town.slug} shows its own neighbours first, then other towns`, () => {
      const section = testimonials(`/${town.slug}`);
      const cards = within(section, (s) => Array.from(s.querySelectorAll('figure')));
      expect(cards).toHaveLength(3);
      const caption = Array.from(cards[0]!.querySelectorAll('figcaption'), textOf);
      expect(caption).toHaveLength(1);
      expect(caption[0]).toContain(town.name);
      const own = cards.flatMap((card) => Array.from(card.querySelectorAll('figcaption span'), (line) => (line.textContent ?? '').includes(town.name)));
      // The town's own cards are at least as many as its neighbour quotes, and none comes after another town's.
      expect(own.filter(Boolean).length).toBeGreaterThanOrEqual(Math.min(3, town.community!.quotes.length));
      expect(own).toEqual([...own].sort((a, b) => Number(b) - Number(a)));
      const more = within(section, (s) => byRole(s, 'link', { name: 'Read more reviews' }));
      expect(more).toHaveLength(1);
      expect(more[0]!.getAttribute('href')).toBe('/testimonials');
    });
  }

  test('a town without neighbour quotes still shows three testimonials under the rating heading', () => {
    const quiet = towns.filter((t) => !t.community);
    expect(quiet.length).toBeGreaterThan(0);
    for (const town of quiet) {
      const section = testimonials(`/${town.slug}`);
      const cards = within(section, (s) => Array.from(s.querySelectorAll('figure')));
      expect(cards, town.slug).toHaveLength(3);
      expect(within(cards, (card) => byRole(card, 'img', { name: /^Rated [\d.]+ out of 5$/ })), town.slug).toHaveLength(3);
      // No line under a name names the town.
      const lines = within(cards, (card) => Array.from(card.querySelectorAll('figcaption span')));
      expect(lines.filter((line) => (line.textContent ?? '').includes(town.name)), town.slug).toEqual([]);
    }
  });
});
