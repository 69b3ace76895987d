/**
 * `npm run check:inbound`: every page in sitemap.xml must be linked from at least two OTHER built
 * pages, with plain <a href> in their HTML (what a crawler and a visitor without script follow).
 * Links inside <script> blocks (JSON-LD, island data) and a page's links to itself do not count, and a
 * page that links twice counts once. Exits 1 listing each page with fewer, and who links to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { linkPath } from '../../../src/content/routes.ts';
import { htmlFiles, shownPath } from './html-files.ts';
import { parsePage } from './html-links.ts';

export const MIN_INBOUND = 2;

export interface InboundProblem {
  /** The page's address ("/pine-level"). */
  path: string;
  /** The built pages that link to it (shown as "dist/<page>/index.html"). */
  from: string[];
}

export function formatInboundProblem(p: InboundProblem, min = MIN_INBOUND): string {
  const who = p.from.length > 0 ? `: ${p.from.join(', ')}` : '';
  return `${p.path} — linked from ${p.from.length} other page${p.from.length === 1 ? '' : 's'}${who}; needs ${min}. Link it from a menu, the footer or a related page in site/.`;
}

/** The address a built file is served at: dist/index.html is "/", dist/a/b/index.html is "/a/b". */
export function pageAddress(dist: string, file: string): string {
  const parts = relative(resolve(dist), file).split(sep);
  if (parts.at(-1) === 'index.html') parts.pop();
  return `/${parts.join('/')}`;
}

/** The sitemap's addresses as paths, and the site's origin (which its absolute links to itself start with). */
function readSitemap(dist: string): { origin: string; paths: string[] } {
  const locs = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')));
  return { origin: locs[0]?.origin ?? '', paths: locs.map((url) => linkPath(decodeURI(url.pathname)) || '/') };
}

/** The page paths one built page links to with <a>/<area>, in canonical form; outside links dropped. */
function linkedPaths(html: string, origin: string): Set<string> {
  const out = new Set<string>();
  for (const { tag, value } of parsePage(html).links) {
    if (tag !== 'a' && tag !== 'area') continue;
    const href = origin && value.startsWith(origin) ? value.slice(origin.length) || '/' : value;
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    try {
      out.add(linkPath(decodeURI(href)) || '/');
    } catch {
      // Broken percent-encoding is check:links' to report; it links nowhere here.
    }
  }
  return out;
}

/** Every sitemap page linked from fewer than `min` other pages (an empty list means all good). */
export function checkInboundLinks({ dist, min = MIN_INBOUND }: { dist: string; min?: number }): InboundProblem[] {
  const root = resolve(dist);
  const { origin, paths } = readSitemap(root);
  const inbound = new Map<string, string[]>(paths.map((path) => [path, []]));
  for (const file of htmlFiles(root)) {
    const self = pageAddress(root, file);
    for (const target of linkedPaths(readFileSync(file, 'utf8'), origin)) {
      if (target !== self) inbound.get(target)?.push(shownPath(root, file));
    }
  }
  return [...inbound].filter(([, from]) => from.length < min).map(([path, from]) => ({ path, from }));
}

function main() {
  // SITE_ROOT checks another copy of the project (the benchmark's).
  const dist = join(resolve(process.env.SITE_ROOT ?? resolve(import.meta.dirname, '../../..')), 'dist');
  if (!existsSync(join(dist, 'sitemap.xml'))) {
    console.error('No built site with a sitemap in dist/. Run "npm run build" first.');
    process.exit(1);
  }
  const problems = checkInboundLinks({ dist });
  for (const problem of problems) console.error(formatInboundProblem(problem));
  const pages = htmlFiles(dist).length;
  if (problems.length > 0) {
    console.error(`\nInbound-link check: ${problems.length} page${problems.length === 1 ? '' : 's'} in the sitemap linked from fewer than ${MIN_INBOUND} other pages (${pages} pages read).`);
    process.exit(1);
  }
  console.log(`Inbound-link check: every page in the sitemap is linked from at least ${MIN_INBOUND} other pages (${pages} pages read).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
