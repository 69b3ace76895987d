import { expect, test } from 'vitest';
import { builtPage, textOf } from './support/built-site.ts';
import { byRole, oneByRole } from './support/roles.ts';

// With JavaScript off, the prerendered pages are the whole site (GitHub issue #6). What their HTML
// says; moved from tests/e2e/no-js.spec.ts (issue #38), where a browser without script still checks
// that nothing is hidden, the styles, the links followed, /fouroaks and the forms' phone note.

test('a town page carries its content and its phone links', () => {
  const page = builtPage('/goldsboro');
  expect(textOf(oneByRole(page, 'heading', { level: 1 }))).toBe('Lawn Care & Landscaping in Goldsboro, NC');
  // Once in the town's contact section, once in the quote form's note (a form cannot send without script).
  const phone = byRole(page.querySelector('main')!, 'link', { name: '(919) 555-0142' });
  expect(phone).toHaveLength(2);
  for (const link of phone) expect(link.getAttribute('href')).toBe('tel:+19195550142');
  expect(textOf(oneByRole(page, 'contentinfo'))).toContain('2562 US-70, Goldsboro, NC 27530');
});

test('the home page gives every picture its width and height', () => {
  // <noscript> pictures included: without script they are on the page.
  const missing = Array.from(builtPage('/').querySelectorAll('main img')).filter((img) => !img.getAttribute('width') || !img.getAttribute('height'));
  expect(missing.map((img) => img.outerHTML)).toEqual([]);
});
