import { describe, expect, test } from 'vitest';
import { builtPage, textOf } from './support/built-site.ts';
import { byRole, isShown, oneByRole } from './support/roles.ts';

// The home page and the header as built. Moved from tests/e2e/home-layout.spec.ts (issue #38); the
// console during load, the hero video, the menus, the drawer, the theme and routing are still checked
// in the browser there.

describe('home page', () => {
  test('shows its six sections in order and the six service cards with their links', () => {
    const main = builtPage('/').querySelector('main')!;
    expect(textOf(oneByRole(main, 'heading', { level: 1 }))).toBe('Your Lawn, Our Priority: Customer-First Lawn Care Since 2011');
    expect(oneByRole(main, 'link', { name: 'Get Quote' }).getAttribute('href')).toBe('/contact');
    expect(byRole(main, 'heading', { level: 2 }).map(textOf)).toEqual([
      'Rooted in Faith, Grown Through Service',
      'Our Services',
      'Our Story',
      'Our Values',
      'Rated 4.8 out of 5 stars on Google, based on over 100 reviews',
      'Ready to Transform Your Lawn',
    ]);
    const cards = Array.from(main.querySelectorAll('#services li'));
    expect(cards).toHaveLength(6);
    const expected: [string, string][] = [
      ['Lawn Care', '/services/lawn-maintenance'],
      ['Landscaping', '/services/landscape-maintenance'],
      ['Landscape Design', '/services/landscape-design'],
      ['Sod Installation', '/services/sod-installation'],
      ['Turfcare', '/services/turf-care'],
      ['Mulch & Pinestraw', '/services/landscape-maintenance'],
    ];
    for (const [index, [name, href]] of expected.entries()) {
      expect(textOf(oneByRole(cards[index]!, 'heading', { level: 3 }))).toBe(name);
      expect(oneByRole(cards[index]!, 'link').getAttribute('href')).toBe(href);
    }
    // Headings of the page's own content: no rule of the site's CSS hides them.
    for (const value of ['Expert Team', 'Quality Craftsmanship', 'Customer Focused']) expect(isShown(oneByRole(main, 'heading', { name: value })), value).toBe(true);
    expect(byRole(main, 'img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    expect(oneByRole(main, 'link', { name: 'Get a Free Estimate' }).getAttribute('href')).toBe('/contact');
  });
});

describe('header', () => {
  test('the phone link and the two buttons', () => {
    const header = builtPage('/').querySelector('header')!;
    expect(builtPage('/').querySelectorAll('header')).toHaveLength(1);
    expect(oneByRole(header, 'link', { name: /Call Us\s*\(919\) 555-0142/ }).getAttribute('href')).toBe('tel:+19195550142');
    // It opens a new tab and says so: words for screen readers, an icon (hidden from them) for the eye.
    const pay = oneByRole(header, 'link', { name: /^Pay Your Bill \(opens in a new tab\)$/ });
    expect(pay.getAttribute('href')).toBe('/pay');
    const icons = pay.querySelectorAll('svg');
    expect(icons).toHaveLength(1);
    expect(icons[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(pay.getAttribute('rel')).toBe('noopener noreferrer');
    expect(oneByRole(header, 'link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });
});
