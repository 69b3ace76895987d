import { describe, expect, test } from 'vitest';
import { builtPage, textOf } from './support/built-site.ts';
import { byRole, isShown, oneByRole } from './support/roles.ts';

// Service pages, industry segments and the /:type/portfolio page (GitHub issue #4, part B), as built.
// Moved from tests/e2e/pages-b.spec.ts (issue #38); the grid's rows at two widths, unknown addresses
// and the Hire us click are still checked in the browser there.

const main = (path: string) => builtPage(path).querySelector('main')!;
const hireUs = (path: string) => oneByRole(main(path), 'link', { name: 'Hire us', exact: true });
const h1 = (path: string) => textOf(oneByRole(builtPage(path), 'heading', { level: 1 }));

describe('the portfolio', () => {
  test('/residential/portfolio shows twelve photos in a grid and a Hire us link to /contact', () => {
    expect(h1('/residential/portfolio')).toBe('Our Residential Work');
    const grid = oneByRole(main('/residential/portfolio'), 'list', { name: 'Our Residential Work' });
    const photos = grid.querySelectorAll('figure img');
    expect(photos).toHaveLength(12);
    expect(photos[0]!.getAttribute('alt')).toMatch(/\w/);
    expect(hireUs('/residential/portfolio').getAttribute('href')).toBe('/contact');
    expect(main('/residential/portfolio').querySelectorAll('[data-testid="portfolio-empty"]')).toHaveLength(0);
  });

  for (const [path, heading, message] of [['/commercial/portfolio', 'Our Commercial Work', "We're still photographing our commercial work."]] as const) {
    test(`${path} shows the friendly empty message and the Hire us button, and no photo grid`, () => {
      expect(h1(path)).toBe(heading);
      const empty = Array.from(main(path).querySelectorAll('[data-testid="portfolio-empty"]'), textOf);
      expect(empty).toHaveLength(1);
      expect(empty[0]).toContain(message);
      expect(hireUs(path).getAttribute('href')).toBe('/contact');
      expect(main(path).querySelectorAll('figure')).toHaveLength(0);
      expect(byRole(main(path), 'list', { name: heading })).toHaveLength(0);
    });
  }

  test('each kind is its own canonical page', () => {
    const page = builtPage('/residential/portfolio');
    const canonical = Array.from(page.querySelectorAll('link[rel="canonical"]'), (link) => link.getAttribute('href'));
    expect(canonical).toHaveLength(1);
    expect(canonical[0]).toMatch(/\/residential\/portfolio$/);
    expect(page.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
  });
});

test('/services/other-services shows its six specialised cards', () => {
  const page = builtPage('/services/other-services');
  expect(h1('/services/other-services')).toBe('Additional Landscaping Services');
  // Section headings of the page's own content: no rule of the site's CSS hides them.
  expect(isShown(oneByRole(page, 'heading', { level: 2, name: 'Comprehensive Landscaping Solutions' }))).toBe(true);
  const grid = page.querySelector('#specialized-services')!;
  expect(page.querySelectorAll('#specialized-services')).toHaveLength(1);
  expect(byRole(grid, 'heading', { level: 2 }).map(textOf)).toEqual(['Specialized Services']);
  const names = ['French Drains', 'Gutter Downspout Burying', 'Yard Grading', 'Seeding Services', 'Tree Removal', 'Junk Removal'];
  expect(byRole(grid, 'heading', { level: 3 }).map(textOf)).toEqual(names);
  expect(grid.querySelectorAll('li img')).toHaveLength(6);
  expect(isShown(oneByRole(page, 'heading', { level: 2, name: 'Solve Your Outdoor Challenges' }))).toBe(true);
});

test('/commercial/industries shows the four segments, success stories and Contact Us', () => {
  const page = builtPage('/commercial/industries');
  const segments = page.querySelectorAll('#segments');
  expect(segments).toHaveLength(1);
  expect(byRole(segments[0]!, 'heading', { level: 3 }).map(textOf)).toEqual(['Healthcare', 'Corporate Campuses', 'Retail', 'Hospitality']);
  expect(segments[0]!.querySelectorAll('img')).toHaveLength(4);
  expect(page.querySelectorAll('#success-stories article')).toHaveLength(3);
  const contact = byRole(main('/commercial/industries'), 'link', { name: 'Contact Us', exact: true });
  expect(contact[0]?.getAttribute('href')).toBe('/contact');
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
  test(`${path} has one H1 and its "${cta}" call to action links to /contact`, () => {
    expect(byRole(builtPage(path), 'heading', { level: 1 })).toHaveLength(1);
    expect(h1(path)).toBe(heading);
    const links = byRole(main(path), 'link', { name: cta, exact: true });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/contact');
    const title = textOf(builtPage(path).querySelector('head > title'));
    expect(title.length).toBeGreaterThanOrEqual(50);
    expect(title.length).toBeLessThanOrEqual(65);
  });
}

test('the residential lawn page offers the four plans', () => {
  const plans = builtPage('/services/lawn-maintenance').querySelectorAll('#plans');
  expect(plans).toHaveLength(1);
  expect(byRole(plans[0]!, 'heading', { level: 3 }).map(textOf)).toEqual(['Weekly Service', 'Biweekly Service', 'A La Carte', 'Monthly Contract']);
});
