import { expect, test } from 'vitest';
import { builtPage, textOf } from './support/built-site.ts';
import { content } from './support/site-content.ts';
import { byRole, isShown, oneByRole } from './support/roles.ts';

// Issue #25 as built: the trust strip's facts and links, and one wording for the quote call to action.
// Moved from tests/e2e/trust-and-quote.spec.ts (issue #38), where the strip's place under the hero and
// the quote form, at 375 and 1280 px, is still measured.
const site = content.site;
const QUOTE_LABEL = site.header.quoteButton!.label;
const trustStrips = (path: string) => byRole(builtPage(path), 'list', { name: 'Why neighbors trust Cedar Creek' });

test('the home page shows the trust facts, the rating with its source and a link to the reviews', () => {
  const strips = trustStrips('/');
  expect(strips).toHaveLength(1);
  const facts = byRole(strips[0]!, 'listitem').map(textOf);
  expect(facts).toHaveLength(4);
  expect(facts[0]).toMatch(/^4\.8 of 5 stars on Google.*from over 100 reviews$/);
  expect(facts.slice(1)).toEqual(['Caring for local yards since 2011', '100% satisfaction guarantee', 'Family-owned in Goldsboro, NC']);
  const reviews = oneByRole(strips[0]!, 'link', { name: /4\.8 of 5 stars on Google/ });
  expect(reviews.getAttribute('href')).toBe(site.business.rating.reviewsUrl);
  expect(reviews.getAttribute('target')).toBe('_blank');
  // Plain words: never marked up as the business's own rating.
  const structured = Array.from(builtPage('/').querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? '');
  expect(structured.join('\n')).not.toMatch(/aggregateRating|"Review"/);
});

for (const path of ['/contact', '/goldsboro']) {
  test(`${path}: the trust facts are on the page once, the guarantee among them`, () => {
    const strips = trustStrips(path);
    expect(strips).toHaveLength(1);
    expect(textOf(strips[0])).toContain('100% satisfaction guarantee');
  });
}

test('the quote call to action has one wording where the site chose it: the home hero says the same words', () => {
  const home = byRole(builtPage('/').querySelector('main')!, 'link', { name: QUOTE_LABEL, exact: true });
  expect(home[0]?.getAttribute('href')).toBe('/contact');
  // A call to action in the page's own content: no rule of the site's CSS hides it.
  expect(isShown(byRole(builtPage('/about').querySelector('main')!, 'link', { name: QUOTE_LABEL, exact: true })[0])).toBe(true);
});
