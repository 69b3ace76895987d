import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { checkLinks } from '../../tools/build/checks/check-links.ts';
import { decodeEntities } from '../../tools/build/checks/html-links.ts';
import { hiddenPaths } from '../../tools/build/sitemap.ts';
import { canonicalUrl } from '../../src/content/canonical-url.ts';
import { deriveRoutes } from '../../src/content/routes.ts';
import { TITLE_MAX_LENGTH, fullTitle, metaAt } from '../../src/content/page-meta.ts';
import { BUSINESS_TYPE, type JsonLd } from '../../src/content/structured-data.ts';
import { businessTokens, fillTokens } from '../../src/content/tokens.ts';
import { instantiate } from '../../src/content/town-pages.ts';
import type { PageFile } from '../../src/generated/site-types.ts';

// The built files themselves (no browser): every route prerendered with its head tags, the sitemap,
// structured data and NAP consistency (GitHub issue #6). Runs after `npm run build` / tools/test/test-all.sh.

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const { content } = validateSite({ root });
if (!content) throw new Error('site/ is not valid: run "npm run validate".');
const routes = deriveRoutes(content);
const { business } = content.site;
const siteUrl = business.url;
const addressLine = `${business.address.street}, ${business.address.city}, ${business.address.state} ${business.address.zip}`;

/** A route's page as the build fills it in (town templates instantiated, business tokens filled). */
function pageOf(route: (typeof routes)[number]): PageFile {
  const page = route.town
    ? instantiate(content!.templates.find((t) => t.file === route.source)!.template, content!.towns.find((t) => t.slug === route.town)!)
    : content!.pages.find((p) => p.file === route.source)!.page;
  return fillTokens(page, businessTokens(content!.site));
}

const fileOf = (path: string) => join(dist, path === '/' ? '' : path.slice(1), 'index.html');
const read = (path: string) => readFileSync(fileOf(path), 'utf8');
/** Visible text of a piece of markup: no tags, no React's <!-- --> separators, entities decoded, spaces collapsed. */
const textOf = (html: string) => decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();
const attr = (tag: string, name: string) => decodeEntities(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
const headingsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(headingsIn)
  : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => (k === 'heading' && typeof v === 'string' ? [v] : headingsIn(v)))
  : [];
const jsonLd = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) => (JSON.parse(m[1]!)['@graph'] as JsonLd[]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allHtml = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? allHtml(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : []));

test.beforeAll(() => {
  test.skip(!existsSync(join(dist, 'index.html')), 'No built site in dist/: run "npm run build" first (tools/test/test-all.sh does).');
});

test('every route has a prerendered page with its single H1, its title and its canonical link', () => {
  const paths = routes.flatMap((route) => route.paths.map((path) => ({ path, page: pageOf(route) })));
  expect(paths.length).toBeGreaterThan(40);
  for (const { path, page } of paths) {
    expect(existsSync(fileOf(path)), `${path}: no prerendered file`).toBe(true);
    const html = read(path);
    // The content's title for this address, with the one brand ending from site.json, within what Google shows.
    const title = textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    expect(title, `${path}: <title>`).toBe(fullTitle(metaAt(page, path).title, content.site.titleSuffix));
    expect(title.length, `${path}: <title> length`).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    const canonical = [...html.matchAll(/<link rel="canonical"[^>]*>/g)];
    expect(canonical.map((m) => attr(m[0], 'href')), `${path}: canonical`).toEqual([canonicalUrl(siteUrl, path)]);
    // The staff dashboard cannot know the session before the browser runs: it is prerendered as its loading state.
    if (page.sections.some((section) => section.type === 'adminDashboard')) continue;
    const h1 = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!));
    expect(h1, `${path}: one H1`).toHaveLength(1);
    expect(headingsIn(page.sections), `${path}: the H1 is the page's own heading`).toContain(h1[0]);
    // (The islands' JSON data blocks carry the site's words, the loading label among them: not shown.)
    expect(html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/g, ''), `${path}: no loading fallback`).not.toContain(content.site.ui.loading);
  }
});

// Words a search result can promise: each one in a page's description must be something the page shows.
const SERVICE_WORDS = ['mowing', 'weed control', 'fertiliz', 'feeding', 'sod', 'seed', 'aeration', 'pine straw', 'mulch', 'pruning', 'shrub', 'tree work', 'tree removal', 'drainage', 'grading', 'gutter', 'junk', 'irrigation', 'turf', 'cleanup', 'landscape design', 'hoa', 'bermuda', 'centipede'];

test('no description promises a service its page does not show', () => {
  for (const path of routes.flatMap((route) => route.paths)) {
    const html = read(path);
    const description = attr(/<meta name="description"[^>]*>/.exec(html)?.[0] ?? '', 'content').toLowerCase();
    const main = textOf(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '').toLowerCase();
    const promised = SERVICE_WORDS.filter((word) => new RegExp(`\\b${word}`).test(description));
    expect(promised.filter((word) => !new RegExp(`\\b${word}`).test(main)), `${path}: "${description}"`).toEqual([]);
  }
});

test('the sitemap lists exactly the indexable routes, once each, and robots.txt points at it', () => {
  const locs = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]!));
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
  for (const path of routes.flatMap((r) => r.paths)) {
    const robots = /<meta name="robots" content="([^"]*)"/.exec(read(path))?.[1];
    if (hiddenPaths(routes).includes(path)) expect(robots, path).toMatch(/noindex/);
    else expect(robots, path).toBeUndefined();
  }
});

test('every town page and Home carry the business as JSON-LD with the required fields', () => {
  const towns = routes.filter((r) => r.kind === 'town');
  expect(towns.length).toBe(content.towns.length * content.templates.length);
  for (const path of ['/', ...towns.map((r) => r.path)]) {
    const node = jsonLd(read(path)).find((n) => n['@type'] === BUSINESS_TYPE);
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
  for (const path of routes.flatMap((r) => r.paths).filter((p) => p !== '/' && !hiddenPaths(routes).includes(p))) {
    const graph = jsonLd(read(path));
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList');
    expect(crumbs, `${path}: BreadcrumbList`).toBeDefined();
    const items = crumbs!.itemListElement as JsonLd[];
    expect(items[0]).toMatchObject({ position: 1, item: `${siteUrl}/` });
    expect(items.at(-1)).toMatchObject({ item: canonicalUrl(siteUrl, path) });
    if (path.startsWith('/services/')) expect(graph.find((n) => n['@type'] === 'Service'), `${path}: Service`).toMatchObject({ provider: { name: business.name } });
  }
});

test('the visible breadcrumb is the BreadcrumbList trail: same names, same addresses, the current page as text', () => {
  const label = escape(content.site.ui.breadcrumb);
  for (const path of routes.flatMap((r) => r.paths)) {
    const html = read(path);
    const nav = new RegExp(`<nav[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1];
    const crumbs = jsonLd(html).find((n) => n['@type'] === 'BreadcrumbList');
    if (!crumbs) {
      expect(nav, `${path}: a breadcrumb without BreadcrumbList`).toBeUndefined();
      continue;
    }
    expect(nav, `${path}: no visible breadcrumb`).toBeDefined();
    const shown = [...nav!.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({ name: textOf(m[1]!), href: /<a\b[^>]*>/.exec(m[1]!)?.[0], current: /aria-current="page"/.test(m[1]!) }));
    const items = crumbs.itemListElement as JsonLd[];
    expect(shown.map((c) => c.name), `${path}: names`).toEqual(items.map((i) => i.name));
    expect(shown.slice(0, -1).map((c) => canonicalUrl(siteUrl, attr(c.href ?? '', 'href'))), `${path}: links`).toEqual(items.slice(0, -1).map((i) => i.item));
    expect(shown.at(-1), `${path}: the current page is text, not a link`).toMatchObject({ href: undefined, current: true });
  }
});

test('the footer of every page links each town page and each service page', () => {
  const towns = content.towns.map((t) => `/${t.slug}`);
  const services = routes.filter((r) => r.indexable && r.path.startsWith('/services/')).map((r) => r.path);
  expect(services.length).toBeGreaterThan(3);
  for (const path of routes.flatMap((r) => r.paths)) {
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(read(path))?.[0] ?? '';
    const hrefs = new Set([...footer.matchAll(/<a\b[^>]*>/g)].map((m) => attr(m[0], 'href')));
    for (const href of [...towns, ...services]) expect(hrefs.has(href), `${path}: footer link to ${href}`).toBe(true);
  }
});

test('no page states an AggregateRating or Review', () => {
  for (const file of allHtml(dist)) expect(readFileSync(file, 'utf8'), file).not.toMatch(/aggregateRating|"@type":"Review"|itemtype="[^"]*\/Review"/i);
});

test('name, address and phone are the same in the footer, the town contact block and the structured data', () => {
  const labels = (content.templates.flatMap((t) => t.template.sections).find((s) => s.type === 'townContact') as { labels: { address: string; phone: string } }).labels;
  const tel = `tel:+1${business.phone.replace(/\D/g, '')}`;
  for (const path of ['/', '/about', '/contact', '/goldsboro', '/four-oaks', '/la-grange/services']) {
    const html = read(path);
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(textOf(footer), `${path}: footer name and address`).toContain(business.name);
    expect(textOf(footer), `${path}: footer address`).toContain(addressLine);
    expect(footer, `${path}: footer phone`).toMatch(new RegExp(`<a[^>]*href="${escape(tel)}"[^>]*>${escape(business.phone)}</a>`));
    const node = jsonLd(html).find((n) => n['@type'] === BUSINESS_TYPE);
    if (node) {
      const a = node.address as JsonLd;
      expect(node.name).toBe(business.name);
      expect(`${a.streetAddress}, ${a.addressLocality}, ${a.addressRegion} ${a.postalCode}`).toBe(addressLine);
      expect(`tel:${node.telephone}`).toBe(tel);
    }
    if (routes.find((r) => r.paths.includes(path))?.kind === 'town' && path.split('/').length === 2) {
      const block = /<dl\b[\s\S]*?<\/dl>/.exec(html)?.[0] ?? '';
      const dd = (label: string) => new RegExp(`<dt>${label}</dt><dd>([\\s\\S]*?)</dd>`).exec(block)?.[1] ?? '';
      expect(textOf(dd(labels.address)), `${path}: contact block address`).toBe(addressLine);
      expect(textOf(dd(labels.phone)), `${path}: contact block phone`).toBe(business.phone);
      expect(dd(labels.phone)).toContain(`href="${tel}"`);
      expect(node, `${path}: structured data`).toBeDefined();
    }
  }
});

test('every link in the built pages works (the same check `npm run build` ends with)', () => {
  expect(checkLinks({ dist, routePatterns: routes.map((r) => r.path), siteUrl })).toEqual([]);
});
