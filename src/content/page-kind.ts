import type { RouteEntry } from './routes.ts';
import { isServicePage } from './site-links.ts';

/**
 * What kind of page an address is, for the visit counts (decision 029): home, town, town services,
 * service (under /services/), guide (under /resources/), or else the page's own last path part
 * (contact, faq, careers, portfolio…). Derived here, beside the routes, and nowhere else.
 */
export function pageKind(route: Pick<RouteEntry, 'kind'>, path: string): string {
  if (route.kind === 'town') return path.endsWith('/services') ? 'town services' : 'town';
  if (path === '/') return 'home';
  if (isServicePage(path)) return 'service';
  if (path.startsWith('/resources/')) return 'guide';
  return path.split('/').filter(Boolean).at(-1) ?? 'page';
}
