/**
 * The inbound-link check (`npm run check:inbound`, and part of every `npm run build` through
 * check-site.ts): every page in sitemap.xml must be linked from at least two OTHER built
 * pages, with plain <a href> in their HTML (what a crawler and a visitor without script follow).
 * Links inside <script> blocks (JSON-LD, island data) and a page's links to itself do not count, and a
 * page that links twice counts once. Each page with fewer is listed with who links to it.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { linkPath } from '../../../src/content/routes.ts';
import { htmlFiles, shownPath } from './html-files.ts';
import { parsePage, type PageLink } from './html-links.ts';

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

/**
 * Every sitemap page linked from fewer than `min` other pages, counted from each built page's links
 * (read from the files by checkInboundLinks, or from the cache by checkBuiltSite). Only <a>/<area>
 * links count, in canonical form; outside links are dropped. Each address is worked out once: every
 * page repeats the footer's thousand.
 */
export function inboundProblems({ dist, pages, min = MIN_INBOUND }: { dist: string; pages: Iterable<{ file: string; links: Iterable<Pick<PageLink, 'tag' | 'value'>> }>; min?: number }): InboundProblem[] {
  const root = resolve(dist);
  const { origin, paths } = readSitemap(root);
  const inbound = new Map<string, string[]>(paths.map((path) => [path, []]));
  const targets = new Map<string, string | null>();
  const targetOf = (value: string) => {
    let target = targets.get(value);
    if (target !== undefined) return target;
    const href = origin && value.startsWith(origin) ? value.slice(origin.length) || '/' : value;
    target = null;
    if (href.startsWith('/') && !href.startsWith('//')) {
      try {
        target = linkPath(decodeURI(href)) || '/';
      } catch {
        // Broken percent-encoding is check:links' to report; it links nowhere here.
      }
    }
    targets.set(value, target);
    return target;
  };
  for (const { file, links } of pages) {
    const self = pageAddress(root, file);
    const linked = new Set<string>();
    for (const { tag, value } of links) {
      if (tag !== 'a' && tag !== 'area') continue;
      const target = targetOf(value);
      if (target !== null && target !== self) linked.add(target);
    }
    const from = shownPath(root, file);
    for (const target of linked) inbound.get(target)?.push(from);
  }
  return [...inbound].filter(([, from]) => from.length < min).map(([path, from]) => ({ path, from }));
}

/** Every sitemap page linked from fewer than `min` other pages (an empty list means all good), reading each page here. */
export function checkInboundLinks({ dist, min = MIN_INBOUND }: { dist: string; min?: number }): InboundProblem[] {
  const root = resolve(dist);
  const pages = (function* () {
    for (const file of htmlFiles(root)) yield { file, links: parsePage(readFileSync(file, 'utf8')).links };
  })();
  return inboundProblems({ dist: root, pages, min });
}
