/**
 * `npm run check:links`: reads every page of the built site (dist/**\/*.html) and checks each
 * address in it without fetching anything: internal links hit a built page, a file or a route
 * pattern; fragments hit an id on their page; tel: and mailto: are well formed. Also checks that
 * sitemap.xml lists only built pages. Exits 1 with "dist/<page>/index.html: <link> — <why>" lines.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchesPattern } from '../../../src/content/routes.ts';
import { htmlFiles, shownPath } from './html-files.ts';
import { parsePage } from './html-links.ts';

export interface LinkProblem {
  /** The page, shown from the folder above dist ("dist/about/index.html"). */
  page: string;
  link: string;
  why: string;
}

export interface CheckOptions {
  dist: string;
  /** The router's patterns (may hold ":name" parts); an address matching one counts as a page. */
  routePatterns?: string[];
  /** The site's public address: absolute links to it (canonical, og:image) are checked like internal ones. */
  siteUrl?: string;
}

export const formatProblem = (p: LinkProblem) => `${p.page}: ${p.link} — ${p.why}`;

const TEL = /^tel:\+\d{7,15}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
const QUERY = /^[a-z-]+=[^&]*(?:&[a-z-]+=[^&]*)*$/i;

export function mailtoProblem(value: string): string | undefined {
  const [addresses = '', query] = value.slice('mailto:'.length).split('?', 2);
  let decoded: string;
  try {
    decoded = decodeURIComponent(addresses);
  } catch {
    return 'mailto: address is not valid percent-encoding';
  }
  if (!decoded) return 'mailto: link has no address';
  const bad = decoded.split(',').map((a) => a.trim()).find((a) => !EMAIL.test(a));
  if (bad !== undefined) return `mailto: address "${bad}" is not a well-formed e-mail address`;
  if (query !== undefined && !QUERY.test(query)) return 'mailto: query must be name=value pairs joined by &';
  return undefined;
}

/** Checks every built page; returns each broken link (an empty list means all good). */
export function checkLinks({ dist, routePatterns = [], siteUrl }: CheckOptions): LinkProblem[] {
  const root = resolve(dist);
  const shown = (file: string) => shownPath(root, file);
  // Only each page's ids are kept (for links with a fragment to it): with a thousand towns in every
  // footer, keeping every page's links too would hold millions of them.
  const pageIds = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = pageIds.get(file);
    if (!ids) pageIds.set(file, (ids = parsePage(readFileSync(file, 'utf8')).ids));
    return ids;
  };
  // Every page links to the same few thousand addresses: each file is looked up once.
  const files = new Map<string, boolean>();
  const isFile = (file: string) => {
    let found = files.get(file);
    if (found === undefined) files.set(file, (found = existsSync(file) && statSync(file).isFile()));
    return found;
  };
  const site = siteUrl?.replace(/\/+$/, '');

  /** Why an internal address (from `from`) does not work, or undefined when it does. */
  function internalProblem(from: string, address: string): string | undefined {
    const [beforeHash = '', fragment] = address.split('#', 2);
    const pathPart = beforeHash.split('?')[0] || '/';
    let path: string;
    try {
      path = decodeURI(pathPart);
    } catch {
      return 'the address is not valid percent-encoding';
    }
    if (path !== '/' && path.endsWith('/')) return `not the canonical form: write it without the trailing slash (${path.replace(/\/+$/, '')})`;
    const target = resolve(root, `.${path}`);
    if (target !== root && !target.startsWith(root + sep)) return 'the address leaves the site';
    let page: string | undefined;
    if (isFile(target)) page = target.endsWith('.html') ? target : undefined;
    else if (isFile(join(target, 'index.html'))) page = join(target, 'index.html');
    else if (routePatterns.some((pattern) => pattern.includes(':') && matchesPattern(pattern, path))) return undefined;
    else return `no page or file at ${path} in ${basename(root)}/`;
    if (fragment === undefined) return undefined;
    return fragmentProblem(page, fragment, page === from ? 'this page' : shown(page!));
  }

  function fragmentProblem(page: string | undefined, fragment: string, where: string): string | undefined {
    if (fragment === '') return 'empty fragment: "#" links nowhere';
    if (!page) return undefined;
    let id: string;
    try {
      id = decodeURIComponent(fragment);
    } catch {
      return 'the fragment is not valid percent-encoding';
    }
    return idsOf(page).has(id) ? undefined : `no element with id="${id}" on ${where}`;
  }

  function linkProblem(from: string, value: string, role?: string): string | undefined {
    const link = value.trim();
    if (!link) return 'empty address';
    if (link.startsWith('#')) return fragmentProblem(from, link.slice(1), 'this page');
    if (site && (link === site || link.startsWith(`${site}/`) || link.startsWith(`${site}#`) || link.startsWith(`${site}?`))) {
      return internalProblem(from, link.slice(site.length) || '/');
    }
    if (link.startsWith('//')) return undefined;
    if (link.startsWith('/')) {
      if (role && /^(og:|twitter:)/.test(role)) return `${role} must be an absolute URL (${site ?? 'https://…'}${link})`;
      if (role === 'canonical') return 'the canonical link must be an absolute URL';
      return internalProblem(from, link);
    }
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
    if (scheme === 'tel') return TEL.test(link) ? undefined : 'tel: link must be "+" and the digits only, for example tel:+19195550142';
    if (scheme === 'mailto') return mailtoProblem(link);
    if (scheme === 'https' || scheme === 'http' || scheme === 'data' || scheme === 'sms') return undefined;
    if (scheme) return `"${scheme}:" links are not allowed on the site`;
    return 'relative address: write it from the site root ("/…") so it works on every page';
  }

  const problems: LinkProblem[] = [];
  for (const file of htmlFiles(root)) {
    const page = parsePage(readFileSync(file, 'utf8'));
    pageIds.set(file, page.ids);
    for (const { value, role } of page.links) {
      const why = linkProblem(file, value, role);
      if (why) problems.push({ page: shown(file), link: value, why });
    }
  }
  const sitemap = join(root, 'sitemap.xml');
  if (isFile(sitemap)) {
    for (const [, loc] of readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)) {
      const address = loc!.replace(/&amp;/g, '&');
      const why = site && address.startsWith(site) ? internalProblem(sitemap, address.slice(site.length) || '/') : `not an address on the site (${site ?? 'siteUrl unknown'})`;
      if (why) problems.push({ page: shown(sitemap), link: address, why });
    }
  }
  return problems;
}

async function main() {
  // SITE_ROOT checks another copy of the project (the benchmark's).
  const rootDir = resolve(process.env.SITE_ROOT ?? resolve(import.meta.dirname, '../../..'));
  const dist = join(rootDir, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('No built site in dist/. Run "npm run build" first.');
    process.exit(1);
  }
  // The route list comes from the content, exactly as the router and the prerender step see it.
  const { validateSite } = await import('../../../src/content/disk/validate-site.ts');
  const { deriveRoutes } = await import('../../../src/content/routes.ts');
  const { content } = validateSite({ root: rootDir });
  if (!content) {
    console.error('The content in site/ is not valid; run "npm run validate" to see why.');
    process.exit(1);
  }
  const started = Date.now();
  const problems = checkLinks({ dist, routePatterns: deriveRoutes(content).map((r) => r.path), siteUrl: content.site.business.url });
  for (const problem of problems) console.error(formatProblem(problem));
  const pages = htmlFiles(dist).length;
  if (problems.length > 0) {
    console.error(`\nLink check: ${problems.length} broken link${problems.length === 1 ? '' : 's'} in ${pages} pages.`);
    process.exit(1);
  }
  console.log(`Link check: every link in ${pages} pages works (${Date.now() - started} ms).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
