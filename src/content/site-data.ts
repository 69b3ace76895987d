import { buildBundle, buildCore, type PageBundle, type SiteCore } from './bundles.ts';
import { deriveRoutes, referenceKey } from './routes.ts';
import { instantiate } from './town-pages.ts';
import { calendarDay } from './upcoming-events.ts';
import { contentAsOf } from './content-as-of.ts';
import type { ValidationResult } from './disk/validate-site.ts';

/** What the pages are rendered from: the data every page reads, and each route's own bundle by route id. */
export interface SiteData {
  core: SiteCore;
  bundles: Map<string, PageBundle>;
}

/**
 * The render data from validated content, computed in one place for the Vite plugin (dev server,
 * tests) and the build's prerender, so both render exactly the same pages.
 * Dated content is shown as of the build's day (src/content/content-as-of.ts): past events are
 * dropped and review dates read "2 weeks ago" (SITE_TODAY=YYYY-MM-DD pins the day, e.g. to rebuild a
 * past release exactly as it was).
 */
export function siteData(result: Required<Pick<ValidationResult, 'content' | 'references'>>, env: Record<string, string>, today = process.env.SITE_TODAY ?? calendarDay(new Date())): SiteData {
  const content = contentAsOf(result.content, today);
  const routes = deriveRoutes(content);
  const templates = new Map(content.templates.map((t) => [t.file, t.template]));
  const towns = new Map(content.towns.map((t) => [t.slug, t]));
  const pages = new Map(content.pages.map((p) => [p.file, p.page]));
  const bundles = new Map<string, PageBundle>();
  for (const route of routes) {
    const page = route.town ? instantiate(templates.get(route.source)!, towns.get(route.town)!) : pages.get(route.source)!;
    bundles.set(route.id, buildBundle(content, route, page, result.references[referenceKey(route)] ?? []));
  }
  return { core: buildCore(content, routes, env), bundles };
}
