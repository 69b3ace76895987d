import type { SiteContent } from './site-content.ts';
import { townPath } from './town-pages.ts';

/** One route of the site. Derived here only: router, prerender, sitemap, link checks and tests all use this. */
export interface RouteEntry {
  /** The router's path; may hold ":name" parts (e.g. "/:type/portfolio"). */
  path: string;
  /** The concrete addresses this route serves that are built and listed (just `path` when it has no parameter). */
  paths: string[];
  /** Stable id used for the route's data chunk. */
  id: string;
  kind: 'page' | 'town';
  /** The file the route comes from (for a town page, its template). */
  source: string;
  /** For a town page, the town's slug. */
  town?: string;
  indexable: boolean;
  /** Addresses in `paths` kept out of search (their "pathMeta" says noindex): built, but not in the sitemap. */
  unlisted?: string[];
}

export function routeId(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '__').replace(/:/g, '$');
}

export const hasParams = (path: string) => path.includes(':');

function unlistedOf(page: SiteContent['pages'][number]['page']): { unlisted?: string[] } {
  const unlisted = Object.entries(page.pathMeta ?? {}).filter(([, meta]) => meta?.noindex).map(([path]) => path);
  return unlisted.length ? { unlisted } : {};
}

export function deriveRoutes(content: Pick<SiteContent, 'pages' | 'towns' | 'templates'>): RouteEntry[] {
  const routes: RouteEntry[] = content.pages.map(({ file, page }) => ({
    path: page.path,
    paths: hasParams(page.path) ? (page.paths ?? []) : [page.path],
    id: routeId(page.path),
    kind: 'page',
    source: file,
    indexable: !page.meta.noindex,
    ...unlistedOf(page),
  }));
  // Every town file yields one page per template (its landing page and its services page).
  for (const { file, template } of content.templates) {
    for (const town of content.towns) {
      const path = townPath(template, town);
      routes.push({ path, paths: [path], id: routeId(path), kind: 'town', source: file, town: town.slug, indexable: !template.meta.noindex });
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}

/** The key under which the validator keeps a route's references (a template is checked once per town). */
export const referenceKey = (route: Pick<RouteEntry, 'source' | 'town'>) => (route.town ? `${route.source}#${route.town}` : route.source);

/** Every concrete address of the site, in order (prerender, sitemap, the route-walking test). */
export const allPaths = (routes: RouteEntry[]) => routes.flatMap((route) => route.paths);

/** Whether a concrete path is served by a route pattern ("/commercial/portfolio" by "/:type/portfolio"). */
export function matchesPattern(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') ? /^[a-z0-9-]+$/.test(b[i] ?? '') : part === b[i]);
}

export const routeFor = (routes: RouteEntry[], path: string) => routes.find((route) => matchesPattern(route.path, path));

/** The path part of an internal link ("/contact#form" → "/contact"), with no trailing slash. */
export function linkPath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
