import type { PageFile, SiteFile } from '../generated/site-types.ts';
import type { PageBundle, SiteCore } from './bundles.ts';
import { businessHref } from './business-links.ts';
import { absoluteUrl, canonicalPath, canonicalUrl } from './canonical-url.ts';
import type { RouteEntry } from './routes.ts';
import { isServicePage } from './site-links.ts';
import type { TownSummary } from './town-pages.ts';

/**
 * Schema.org JSON-LD for a page, built from the one business record in site.json and the town
 * files: the business on Home and the town pages, a breadcrumb trail below Home, a Service on
 * /services/* pages. Never AggregateRating or Review: see docs/decisions/006-structured-data.md.
 */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | JsonLd | JsonValue[];

type Business = SiteFile['business'];
export type StructuredDataCore = Pick<SiteCore, 'site' | 'towns' | 'serviceAreas' | 'routes'>;
export type StructuredDataPage = Pick<PageBundle, 'route' | 'page'>;

/** Schema.org has no lawn-care type; this is the most specific LocalBusiness subtype that fits. */
export const BUSINESS_TYPE = 'HomeAndConstructionBusiness';
// The site serves one country; the business record holds the state, not the country.
const COUNTRY = 'US';

export const businessId = (siteUrl: string) => `${canonicalUrl(siteUrl, '/')}#business`;

/** The phone as search engines want it (country code included), the same form the tel: links use. */
export const internationalPhone = (phone: string) => businessHref.phone(phone).replace(/^tel:/, '');

export function postalAddress(business: Business): JsonLd {
  const { street, city, state, zip } = business.address;
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality: city, addressRegion: state, postalCode: zip, addressCountry: COUNTRY };
}

const geoCoordinates = (geo: TownSummary['geo']): JsonLd => ({ '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng });

/** The office's coordinates: the business record has none, so it is the centre of the town the office is in. */
export function officeGeo(business: Business, towns: TownSummary[]): JsonLd | undefined {
  const home = towns.find((town) => town.name === business.address.city);
  return home ? geoCoordinates(home.geo) : undefined;
}

export const countyName = (county: string, state: string) => `${county} County, ${state}`;

/** Every town as a City inside its county, then each county once. */
export function areaServed(towns: TownSummary[], state: string): JsonLd[] {
  const county = (name: string): JsonLd => ({ '@type': 'AdministrativeArea', name: countyName(name, state) });
  const cities = towns.map((town): JsonLd => ({ '@type': 'City', name: `${town.name}, ${state}`, geo: geoCoordinates(town.geo), containedInPlace: county(town.county) }));
  const counties = [...new Set(towns.map((town) => town.county))].map(county);
  return [...cities, ...counties];
}

export function openingHours(hours: Business['hours']): JsonLd[] {
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...hours.days], opens: hours.opens, closes: hours.closes }];
}

/** The business, complete: Home and every town page carry this node. */
export function localBusiness(core: StructuredDataCore, image: string | undefined): JsonLd {
  const { business, header, footer } = core.site;
  const geo = officeGeo(business, core.towns);
  return {
    '@type': BUSINESS_TYPE,
    '@id': businessId(business.url),
    name: business.name,
    url: canonicalUrl(business.url, '/'),
    telephone: internationalPhone(business.phone),
    email: business.email,
    ...(image ? { image: absoluteUrl(business.url, image) } : {}),
    logo: absoluteUrl(business.url, header.logo.src),
    address: postalAddress(business),
    ...(geo ? { geo } : {}),
    openingHoursSpecification: openingHours(business.hours),
    priceRange: business.priceRange,
    foundingDate: String(business.founded),
    areaServed: areaServed(core.towns, business.address.state),
    ...(footer.social.href.startsWith('https://') ? { sameAs: [footer.social.href] } : {}),
  };
}

/** The business as a Service's provider: enough to identify it, pointing at the full node by @id. */
function providerRef(business: Business): JsonLd {
  return { '@type': BUSINESS_TYPE, '@id': businessId(business.url), name: business.name, url: canonicalUrl(business.url, '/'), telephone: internationalPhone(business.phone), address: postalAddress(business) };
}

/** The page's own headline: the first section heading written as plain text, else the title before " | ". */
export function pageHeading(page: PageFile): string {
  for (const section of page.sections) {
    const heading = (section as { heading?: unknown }).heading;
    if (typeof heading === 'string' && heading.trim() && !heading.includes('{')) return heading;
  }
  return page.meta.title.split(' | ')[0]!.trim();
}

/** A short name for a page from the navigation (the words visitors click), or a town's name for its landing page. */
export function navName(core: StructuredDataCore, path: string): string | undefined {
  const town = core.routes.find((route) => route.kind === 'town' && route.paths.includes(path) && path === `/${route.town}`);
  const townName = town ? core.towns.find((t) => t.slug === town.town)?.name : undefined;
  if (townName) return townName;
  const items = [...core.site.footer.links, ...core.site.header.menus.flatMap((menu) => menu.items ?? []), ...core.serviceAreas];
  return items.find((item) => canonicalPath(item.href) === path)?.title;
}

const isListed = (routes: RouteEntry[], path: string) => routes.some((route) => route.indexable && route.paths.includes(path));

/** Home, then each parent address that is a page of its own, then this page (Home › Goldsboro › …). */
export function breadcrumbTrail(core: StructuredDataCore, page: PageFile, path: string): Crumb[] {
  const parts = canonicalPath(path).split('/').filter(Boolean);
  const trail = [{ name: navName(core, '/') ?? pageHeading(page), path: '/' }];
  for (let depth = 1; depth < parts.length; depth++) {
    const parent = `/${parts.slice(0, depth).join('/')}`;
    const name = navName(core, parent);
    if (name && isListed(core.routes, parent)) trail.push({ name, path: parent });
  }
  trail.push({ name: navName(core, canonicalPath(path)) ?? pageHeading(page), path: canonicalPath(path) });
  return trail;
}

export type Crumb = { name: string; path: string };

/**
 * The trail a page both shows (src/components/breadcrumb.tsx) and states as BreadcrumbList, so the
 * two never differ: none on Home (a trail of one) nor on pages kept out of search.
 */
export function pageBreadcrumb(core: StructuredDataCore, page: PageFile, path: string): Crumb[] | null {
  const here = canonicalPath(path);
  return page.meta.noindex || here === '/' ? null : breadcrumbTrail(core, page, here);
}

export function breadcrumbList(siteUrl: string, trail: Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index): JsonLd => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: canonicalUrl(siteUrl, crumb.path) })),
  };
}

export function service(core: StructuredDataCore, page: PageFile, path: string): JsonLd {
  const { business } = core.site;
  const name = pageHeading(page);
  return {
    '@type': 'Service',
    name,
    serviceType: name,
    description: page.meta.description,
    url: canonicalUrl(business.url, path),
    ...(page.meta.image ? { image: absoluteUrl(business.url, page.meta.image) } : {}),
    provider: providerRef(business),
    areaServed: areaServed(core.towns, business.address.state),
  };
}


/** Everything a page states for search engines, as one JSON-LD graph; none for pages kept out of search. */
export function pageStructuredData(core: StructuredDataCore, bundle: StructuredDataPage, path: string): JsonLd | null {
  const { page, route } = bundle;
  if (page.meta.noindex) return null;
  const here = canonicalPath(path);
  const graph: JsonLd[] = [];
  if (here === '/' || route.kind === 'town') graph.push(localBusiness(core, page.meta.image));
  if (isServicePage(here)) graph.push(service(core, page, here));
  const trail = pageBreadcrumb(core, page, here);
  if (trail) graph.push(breadcrumbList(core.site.business.url, trail));
  return graph.length > 0 ? { '@context': 'https://schema.org', '@graph': graph } : null;
}

/** JSON for inside a <script> element: "<" is escaped so no value can close the element or open a comment. */
export const jsonLdText = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
