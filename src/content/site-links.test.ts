import { describe, expect, it } from 'vitest';
import type { NavMenu, PageFile } from '../generated/site-types.ts';
import { isServicePage, servicePageLinks, townPageLinks } from './site-links.ts';
import type { TownSummary } from './town-pages.ts';

const page = (path: string, title: string, noindex = false) => ({ path, meta: { title, description: 'd', ...(noindex ? { noindex } : {}) }, sections: [] }) as unknown as PageFile;
const menus = [{ title: 'Services', items: [{ title: 'All Services', href: '/services' }, { title: 'Turf Care', href: '/services/turf-care' }, { title: 'Lawn Care', href: '/services/lawn' }] }] as NavMenu[];

describe('footer link lists', () => {
  it('lists every service page under /services/ that search engines may list, in menu order then by address', () => {
    const pages = [page('/services', 'All'), page('/about', 'About'), page('/services/zebra-grass', 'Zebra Grass | Cedar Creek'), page('/services/lawn', 'x | y'), page('/services/turf-care', 't'), page('/services/hidden', 'Hidden', true)];
    expect(servicePageLinks(pages, menus)).toEqual([
      { title: 'Turf Care', href: '/services/turf-care' },
      { title: 'Lawn Care', href: '/services/lawn' },
      // Not in a menu: named by its title before " | ".
      { title: 'Zebra Grass', href: '/services/zebra-grass' },
    ]);
  });

  it('lists every town by name, shown in the menu or not', () => {
    const town = (slug: string, name: string) => ({ slug, name, county: 'Wayne', geo: { lat: 0, lng: 0 } }) as TownSummary;
    expect(townPageLinks([town('selma', 'Selma'), town('benson', 'Benson')])).toEqual([{ title: 'Benson', href: '/benson' }, { title: 'Selma', href: '/selma' }]);
  });

  it('treats only addresses below /services/ as service pages', () => {
    expect([isServicePage('/services/turf-care'), isServicePage('/services'), isServicePage('/goldsboro/services')]).toEqual([true, false, false]);
  });
});
