import { describe, expect, it } from 'vitest';
import siteJson from '../../../site/site.json' with { type: 'json' };
import type { Section } from '../../generated/site-types';
import { renderSection } from '../../testing/render-section';
import { NavDropdown } from './nav-dropdown';

const section: Section = { type: 'serviceGrid', heading: 'Services', services: ['mowing'] };
const limit = siteJson.layout.navColumnsAbove;
const menuOf = (count: number) => ({
  title: 'Service Areas',
  items: Array.from({ length: count }, (_, i) => ({ title: `Town ${i + 1}`, href: `/town-${i + 1}` })),
});

/** How many columns the dropdown's list is laid out in: its class's grid-template-columns, as rendered. */
function columns(html: string) {
  const listClass = /<ul[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(' ').find((name) => name.startsWith('css-'));
  const rule = new RegExp(`\\.${listClass}\\{[^}]*?grid-template-columns:([^;}]+)`).exec(html)?.[1]?.trim();
  if (!rule) throw new Error(`no grid-template-columns for the list (${listClass})`);
  const repeat = /^repeat\((\d+),/.exec(rule);
  // Tracks at the top level: spaces inside minmax(…) do not separate tracks.
  return repeat ? Number(repeat[1]) : rule.split(/\s+(?![^(]*\))/).length;
}

describe('NavDropdown', () => {
  it(`lays out a menu of more than ${limit} entries (site.json layout.navColumnsAbove) in two columns`, () => {
    const html = renderSection(section, <NavDropdown menu={menuOf(limit + 1)} />);
    expect(html.match(/<li/g)).toHaveLength(limit + 1);
    expect(columns(html)).toBe(2);
  });

  it(`keeps a menu of ${limit} entries or fewer in one column`, () => {
    expect(columns(renderSection(section, <NavDropdown menu={menuOf(limit)} />))).toBe(1);
    expect(columns(renderSection(section, <NavDropdown menu={menuOf(3)} />))).toBe(1);
  });
});
