import { describe, expect, it } from 'vitest';
import siteJson from '../../site/site.json' with { type: 'json' };
import type { PageFile, SiteFile } from '../generated/site-types';
import type { RouteEntry } from './routes';
import type { TownSummary } from './town-pages';
import {
  areaServed,
  BUSINESS_TYPE,
  breadcrumbTrail,
  jsonLdText,
  localBusiness,
  pageBreadcrumb,
  pageStructuredData,
  type JsonLd,
  type StructuredDataCore,
} from './structured-data';

const site = siteJson as unknown as SiteFile;
const towns: TownSummary[] = [
  { slug: 'goldsboro', name: 'Goldsboro', county: 'Wayne', geo: { lat: 35.3849, lng: -77.9928 } },
  { slug: 'mount-olive', name: 'Mount Olive', county: 'Wayne', geo: { lat: 35.1971, lng: -78.0664 } },
  { slug: 'clayton', name: 'Clayton', county: 'Johnston', geo: { lat: 35.6507, lng: -78.4564 } },
];
const route = (path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({ path, paths: [path], id: path, kind: 'page', source: 'x.json', indexable: true, ...extra });
const routes = [
  route('/'),
  route('/services'),
  route('/services/turf-care'),
  route('/login', { indexable: false }),
  route('/resources/fall-cleanup'),
  route('/goldsboro', { kind: 'town', town: 'goldsboro' }),
  route('/goldsboro/services', { kind: 'town', town: 'goldsboro' }),
];
const core: StructuredDataCore = { site, towns, routes, serviceAreas: [{ title: 'Goldsboro', href: '/goldsboro' }] };
const page = (heading: string, meta: Partial<PageFile['meta']> = {}): PageFile =>
  ({ path: '/x', meta: { title: `${heading} | Cedar Creek`, description: 'About this page.', image: '/images/og-default.jpg', ...meta }, sections: [{ type: 'hero', heading }] }) as unknown as PageFile;
const graphOf = (data: JsonLd | null) => (data?.['@graph'] ?? []) as JsonLd[];
const url = site.business.url;

describe('localBusiness', () => {
  const business = localBusiness(core, '/images/towns/goldsboro.jpg');

  it('states the business from the one record in site.json', () => {
    expect(business['@type']).toBe(BUSINESS_TYPE);
    expect(business).toMatchObject({
      '@id': `${url}/#business`,
      name: site.business.name,
      url: `${url}/`,
      telephone: '+19195550142',
      priceRange: '$$',
      image: `${url}/images/towns/goldsboro.jpg`,
      address: { '@type': 'PostalAddress', streetAddress: '2562 US-70', addressLocality: 'Goldsboro', addressRegion: 'NC', postalCode: '27530', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 35.3849, longitude: -77.9928 },
    });
  });

  it('opens on the record\'s days and hours', () => {
    expect(business.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
    ]);
  });

  it('never carries a rating or reviews', () => {
    expect(JSON.stringify(business)).not.toMatch(/AggregateRating|"Review"|aggregateRating|"review"/);
  });
});

describe('areaServed', () => {
  it('lists each town as a City in its county, then each county once', () => {
    const area = areaServed(towns, 'NC');
    expect(area.map((a) => `${a['@type']} ${a.name}`)).toEqual([
      'City Goldsboro, NC',
      'City Mount Olive, NC',
      'City Clayton, NC',
      'AdministrativeArea Wayne County, NC',
      'AdministrativeArea Johnston County, NC',
    ]);
    expect(area[2]).toMatchObject({ containedInPlace: { '@type': 'AdministrativeArea', name: 'Johnston County, NC' } });
  });
});

describe('pageStructuredData', () => {
  it('gives Home the business and no breadcrumb', () => {
    const graph = graphOf(pageStructuredData(core, { route: routes[0]!, page: page('Welcome') }, '/'));
    expect(graph.map((node) => node['@type'])).toEqual([BUSINESS_TYPE]);
  });

  it('gives a town page the business and Home › Goldsboro › the page', () => {
    const data = pageStructuredData(core, { route: routes[6]!, page: page('Lawn Services in Goldsboro') }, '/goldsboro/services');
    const [business, crumbs] = graphOf(data);
    expect(business!['@type']).toBe(BUSINESS_TYPE);
    expect(crumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${url}/` },
      { '@type': 'ListItem', position: 2, name: 'Goldsboro', item: `${url}/goldsboro` },
      { '@type': 'ListItem', position: 3, name: 'Lawn Services in Goldsboro', item: `${url}/goldsboro/services` },
    ]);
  });

  it('gives a service page a Service provided by the business, and Home › Services › Turf Care', () => {
    const graph = graphOf(pageStructuredData(core, { route: routes[2]!, page: page('Turf Care') }, '/services/turf-care'));
    expect(graph.map((node) => node['@type'])).toEqual(['Service', 'BreadcrumbList']);
    expect(graph[0]).toMatchObject({ name: 'Turf Care', serviceType: 'Turf Care', url: `${url}/services/turf-care`, provider: { '@type': BUSINESS_TYPE, '@id': `${url}/#business` } });
    expect((graph[0]!.areaServed as JsonLd[]).length).toBe(5);
    expect((graph[1]!.itemListElement as JsonLd[]).map((c) => c.name)).toEqual(['Home', 'Services', 'Turf Care']);
  });

  it('skips parent addresses that are not pages (/resources)', () => {
    expect(breadcrumbTrail(core, page('Fall Cleanup Checklist'), '/resources/fall-cleanup').map((c) => c.path)).toEqual(['/', '/resources/fall-cleanup']);
  });

  it('states nothing on a page kept out of search', () => {
    expect(pageStructuredData(core, { route: routes[3]!, page: page('Staff Login', { noindex: true }) }, '/login')).toBeNull();
  });

  it('gives the visible breadcrumb the very trail the BreadcrumbList states, and none on Home or unlisted pages', () => {
    const graph = graphOf(pageStructuredData(core, { route: routes[6]!, page: page('Goldsboro Services') }, '/goldsboro/services'));
    const listed = (graph.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as JsonLd[]).map((c) => [c.name, c.item]);
    const shown = pageBreadcrumb(core, page('Goldsboro Services'), '/goldsboro/services')!.map((c) => [c.name, `${url}${c.path === '/' ? '/' : c.path}`]);
    expect(shown).toEqual(listed);
    expect(shown.map(([name]) => name)).toEqual(['Home', 'Goldsboro', 'Goldsboro Services']);
    expect(pageBreadcrumb(core, page('Home'), '/')).toBeNull();
    expect(pageBreadcrumb(core, page('Staff Login', { noindex: true }), '/login')).toBeNull();
  });
});

describe('jsonLdText', () => {
  it('escapes "<" so text cannot close the script element, and still parses to the same data', () => {
    const data = { name: 'a </script><script>alert(1)</script> <!-- b' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
