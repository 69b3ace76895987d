import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { checkLinks } from '../../tools/build/checks/check-links.ts';
import { hiddenPaths } from '../../tools/build/sitemap.ts';
import { canonicalUrl } from '../../src/content/canonical-url.ts';
import { deriveRoutes } from '../../src/content/routes.ts';
import { TITLE_MAX_LENGTH, fullTitle, metaAt } from '../../src/content/page-meta.ts';
import { BUSINESS_TYPE, type JsonLd } from '../../src/content/structured-data.ts';
import { businessTokens, fillTokens } from '../../src/content/tokens.ts';
import { instantiate } from '../../src/content/town-pages.ts';
import type { PageFile } from '../../src/generated/site-types.ts';
import { attr, builtFile, builtPage, dist, htmlFiles, jsonLd, parseXml, selectAll, textOf } from './support/built-site.ts';
import { content } from './support/site-content.ts';

// The built files themselves: every route prerendered with its head tags, the sitemap, structured data
// and NAP consistency (GitHub issue #6). Moved from tests/e2e/prerender.spec.ts (issue #38).

const routes = deriveRoutes(content);
const { business } = content.site;
const siteUrl = business.url;
const addressLine = `${business.address.street}, ${business.address.city}, ${business.address.state} ${business.address.zip}`;
const allRoutePaths = routes.flatMap((route) => route.paths);

/** A route's page as the build fills it in (town templates instantiated, business tokens filled). */
function pageOf(route: (typeof routes)[number]): PageFile {
  const page = route.town
    ? instantiate(content.templates.find((t) => t.file === route.source)!.template, content.towns.find((t) => t.slug === route.town)!)
    : content.pages.find((p) => p.file === route.source)!.page;
  return fillTokens(page, businessTokens(content.site));
}

const headingsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(headingsIn)
  : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => (k === 'heading' && typeof v === 'string' ? [v] : headingsIn(v)))
  : [];
const anchors = (root: ParentNode) => Array.from(root.querySelectorAll('a'));
/** Every text, comment and attribute value of a page, outside its islands' JSON data blocks. */
function wordsAndAttributes(node: Node): string[] {
  if (node.nodeType === 3 || node.nodeType === 8) return [node.nodeValue ?? ''];
  const el = node as Element;
  if (el.nodeType === 1 && el.tagName === 'SCRIPT' && el.getAttribute('type') === 'application/json') return [];
  const own = el.nodeType === 1 ? Array.from(el.attributes, (a) => a.value) : [];
  const inner = el.nodeType === 1 && el.tagName === 'TEMPLATE' ? (el as HTMLTemplateElement).content.childNodes : node.childNodes;
  return [...own, ...Array.from(inner).flatMap(wordsAndAttributes)];
}
/** Every <footer>'s links and words, as one (the old check read from the first <footer> to the last </footer>). */
const footersOf = (page: Document) => Array.from(page.querySelectorAll('footer'));

test('every route has a prerendered page with its single H1, its title and its canonical link', () => {
  const paths = routes.flatMap((route) => route.paths.map((path) => ({ path, page: pageOf(route) })));
  expect(paths.length).toBeGreaterThan(40);
  for (const { path, page } of paths) {
    expect(existsSync(builtFile(path)), `${path}: no prerendered file`).toBe(true);
    const doc = builtPage(path);
    // The content's title for this address, with the one brand ending from site.json, within what Google shows.
    const titles = Array.from(doc.querySelectorAll('head > title'), textOf);
    expect(titles, `${path}: one <title>`).toHaveLength(1);
    expect(titles[0], `${path}: <title>`).toBe(fullTitle(metaAt(page, path).title, content.site.titleSuffix));
    expect(titles[0]!.length, `${path}: <title> length`).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    const canonical = Array.from(doc.querySelectorAll('link[rel="canonical"]'), (link) => attr(link, 'href') ?? '');
    expect(canonical, `${path}: canonical`).toEqual([canonicalUrl(siteUrl, path)]);
    // The staff dashboard cannot know the session before the browser runs: it is prerendered as its loading state.
    if (page.sections.some((section) => section.type === 'adminDashboard')) continue;
    // (A <template>'s H1 would be a second one once a script puts it on the page.)
    const h1 = selectAll(doc, 'h1').map(textOf);
    expect(h1, `${path}: one H1`).toHaveLength(1);
    expect(headingsIn(page.sections), `${path}: the H1 is the page's own heading`).toContain(h1[0]);
    // (The islands' JSON data blocks carry the site's words, the loading label among them: not shown.)
    expect(wordsAndAttributes(doc).filter((words) => words.includes(content.site.ui.loading)), `${path}: no loading fallback`).toEqual([]);
  }
});

// Words a search result can promise: each one in a page's description must be something the page shows.
const SERVICE_WORDS = ['mowing', 'weed control', 'fertiliz', 'feeding', 'sod', 'seed', 'aeration', 'pine straw', 'mulch', 'pruning', 'shrub', 'tree work', 'tree removal', 'drainage', 'grading', 'gutter', 'junk', 'irrigation', 'turf', 'cleanup', 'landscape design', 'hoa', 'bermuda', 'centipede'];

test('no description promises a service its page does not show', () => {
  for (const path of allRoutePaths) {
    const doc = builtPage(path);
    const description = (attr(doc.querySelector('meta[name="description"]'), 'content') ?? '').toLowerCase();
    // The words of <main>, not the data blocks of its islands.
    const main = Array.from(doc.querySelectorAll('main'), textOf).join(' ').toLowerCase();
    const promised = SERVICE_WORDS.filter((word) => new RegExp(`\\b${word}`).test(description));
    expect(promised.filter((word) => !new RegExp(`\\b${word}`).test(main)), `${path}: "${description}"`).toEqual([]);
  }
});

test('the sitemap lists exactly the indexable routes, once each, and robots.txt points at it', () => {
  const sitemap = parseXml(readFileSync(join(dist, 'sitemap.xml'), 'utf8'));
  const locs = Array.from(sitemap.querySelectorAll('loc'), (loc) => (loc.textContent ?? '').trim());
  const indexable = routes.filter((r) => r.indexable).flatMap((r) => r.paths.filter((p) => !r.unlisted?.includes(p))).map((p) => canonicalUrl(siteUrl, p));
  // The commercial portfolio has no photos yet: built, but not offered to search engines.
  expect(locs).toContain(canonicalUrl(siteUrl, '/residential/portfolio'));
  expect(locs).not.toContain(canonicalUrl(siteUrl, '/commercial/portfolio'));
  expect(new Set(locs).size).toBe(locs.length);
  expect([...locs].sort()).toEqual([...indexable].sort());
  expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(`\nSitemap: ${siteUrl}/sitemap.xml\n`);
});

test('the two staff routes and the photo-less commercial portfolio are noindex, and every other page is not', () => {
  expect(hiddenPaths(routes).sort()).toEqual(['/admin-dashboard', '/commercial/portfolio', '/login']);
  for (const path of allRoutePaths) {
    const robots = Array.from(builtPage(path).querySelectorAll('meta[name="robots"]'), (meta) => attr(meta, 'content'));
    if (hiddenPaths(routes).includes(path)) {
      expect(robots, path).toHaveLength(1);
      expect(robots[0], path).toMatch(/noindex/);
    } else expect(robots, path).toEqual([]);
  }
});

test('every town page and Home carry the business as JSON-LD with the required fields', () => {
  const towns = routes.filter((r) => r.kind === 'town');
  expect(towns.length).toBe(content.towns.length * content.templates.length);
  for (const path of ['/', ...towns.map((r) => r.path)]) {
    const node = jsonLd(builtPage(path)).find((n) => n['@type'] === BUSINESS_TYPE);
    expect(node, `${path}: no ${BUSINESS_TYPE}`).toBeDefined();
    expect(node, path).toMatchObject({
      name: business.name,
      url: `${siteUrl}/`,
      priceRange: '$$',
      address: { '@type': 'PostalAddress', streetAddress: business.address.street, addressLocality: business.address.city, addressRegion: business.address.state, postalCode: business.address.zip },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
      openingHoursSpecification: [{ dayOfWeek: business.hours.days, opens: business.hours.opens, closes: business.hours.closes }],
    });
    expect(node!.image, path).toMatch(/^https:\/\//);
    const area = node!.areaServed as JsonLd[];
    expect(area.filter((a) => a['@type'] === 'City')).toHaveLength(content.towns.length);
    const counties = [...new Set(content.towns.map((t) => `${t.county} County, ${business.address.state}`))];
    expect(area.filter((a) => a['@type'] === 'AdministrativeArea').map((a) => a.name), path).toEqual(counties);
    const town = content.towns.find((t) => path === `/${t.slug}` || path.startsWith(`/${t.slug}/`));
    if (town) expect(area, path).toContainEqual(expect.objectContaining({ '@type': 'City', name: `${town.name}, ${town.state}`, containedInPlace: { '@type': 'AdministrativeArea', name: `${town.county} County, ${business.address.state}` } }));
  }
});

test('nested pages carry a BreadcrumbList and service pages a Service', () => {
  // Pages kept out of search (noindex) carry no structured data at all.
  for (const path of allRoutePaths.filter((p) => p !== '/' && !hiddenPaths(routes).includes(p))) {
    const graph = jsonLd(builtPage(path));
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList');
    expect(crumbs, `${path}: BreadcrumbList`).toBeDefined();
    const items = crumbs!.itemListElement as JsonLd[];
    expect(items[0]).toMatchObject({ position: 1, item: `${siteUrl}/` });
    expect(items.at(-1)).toMatchObject({ item: canonicalUrl(siteUrl, path) });
    if (path.startsWith('/services/')) expect(graph.find((n) => n['@type'] === 'Service'), `${path}: Service`).toMatchObject({ provider: { name: business.name } });
  }
});

test('the visible breadcrumb is the BreadcrumbList trail: same names, same addresses, the current page as text', () => {
  for (const path of allRoutePaths) {
    const doc = builtPage(path);
    const nav = Array.from(doc.querySelectorAll('nav')).find((n) => n.getAttribute('aria-label') === content.site.ui.breadcrumb);
    const crumbs = jsonLd(doc).find((n) => n['@type'] === 'BreadcrumbList');
    if (!crumbs) {
      expect(nav, `${path}: a breadcrumb without BreadcrumbList`).toBeUndefined();
      continue;
    }
    expect(nav, `${path}: no visible breadcrumb`).toBeDefined();
    const shown = Array.from(nav!.querySelectorAll('li'), (li) => ({ name: textOf(li), href: li.querySelector('a') ?? undefined, current: li.querySelector('[aria-current="page"]') !== null }));
    const items = crumbs.itemListElement as JsonLd[];
    expect(shown.map((c) => c.name), `${path}: names`).toEqual(items.map((i) => i.name));
    expect(shown.slice(0, -1).map((c) => canonicalUrl(siteUrl, attr(c.href, 'href') ?? '')), `${path}: links`).toEqual(items.slice(0, -1).map((i) => i.item));
    expect(shown.at(-1), `${path}: the current page is text, not a link`).toMatchObject({ href: undefined, current: true });
  }
});

test('the footer of every page links each town page and each service page', () => {
  const towns = content.towns.map((t) => `/${t.slug}`);
  const services = routes.filter((r) => r.indexable && r.path.startsWith('/services/')).map((r) => r.path);
  expect(services.length).toBeGreaterThan(3);
  for (const path of allRoutePaths) {
    const hrefs = new Set(footersOf(builtPage(path)).flatMap(anchors).map((a) => attr(a, 'href')));
    for (const href of [...towns, ...services]) expect(hrefs.has(href), `${path}: footer link to ${href}`).toBe(true);
  }
});

test('no page states an AggregateRating or Review', () => {
  // Anywhere in the file: structured data, microdata attributes, island data.
  for (const file of htmlFiles()) expect(readFileSync(file, 'utf8'), file).not.toMatch(/aggregateRating|"@type":"Review"|itemtype="[^"]*\/Review"/i);
});

test('name, address and phone are the same in the footer, the town contact block and the structured data', () => {
  const labels = (content.templates.flatMap((t) => t.template.sections).find((s) => s.type === 'townContact') as { labels: { address: string; phone: string } }).labels;
  const tel = `tel:+1${business.phone.replace(/\D/g, '')}`;
  for (const path of ['/', '/about', '/contact', '/goldsboro', '/four-oaks', '/la-grange/services']) {
    const doc = builtPage(path);
    const footers = footersOf(doc);
    const footerText = footers.map(textOf).join(' ');
    expect(footerText, `${path}: footer name and address`).toContain(business.name);
    expect(footerText, `${path}: footer address`).toContain(addressLine);
    // The number itself is the link's only content.
    expect(
      footers.flatMap(anchors).some((a) => attr(a, 'href') === tel && a.children.length === 0 && a.textContent === business.phone),
      `${path}: footer phone`,
    ).toBe(true);
    const node = jsonLd(doc).find((n) => n['@type'] === BUSINESS_TYPE);
    if (node) {
      const a = node.address as JsonLd;
      expect(node.name).toBe(business.name);
      expect(`${a.streetAddress}, ${a.addressLocality}, ${a.addressRegion} ${a.postalCode}`).toBe(addressLine);
      expect(`tel:${node.telephone}`).toBe(tel);
    }
    if (routes.find((r) => r.paths.includes(path))?.kind === 'town' && path.split('/').length === 2) {
      // The page's first description list is the town's contact block.
      const block = doc.querySelector('dl');
      const dd = (label: string) => {
        const dt = Array.from(block?.querySelectorAll('dt') ?? []).find((term) => term.textContent === label);
        const next = dt?.nextElementSibling;
        return next?.tagName === 'DD' ? next : undefined;
      };
      expect(textOf(dd(labels.address)), `${path}: contact block address`).toBe(addressLine);
      expect(textOf(dd(labels.phone)), `${path}: contact block phone`).toBe(business.phone);
      expect(anchors(dd(labels.phone) ?? doc.createElement('dd')).map((a) => attr(a, 'href'))).toContain(tel);
      expect(node, `${path}: structured data`).toBeDefined();
    }
  }
});

test('every link in the built pages works (the same check `npm run build` ends with)', () => {
  expect(checkLinks({ dist, routePatterns: routes.map((r) => r.path), siteUrl })).toEqual([]);
});
