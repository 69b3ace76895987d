import type { PageFile } from '../generated/site-types.ts';
import { buildBundle, buildCore, type PageBundle, type ReferenceLike, type SiteCore } from './bundles.ts';
import { deriveRoutes, referenceKey, type RouteEntry } from './routes.ts';
import { instantiate } from './town-pages.ts';
import { contentAsOf } from './content-as-of.ts';
import { collectionNames, type SiteContent } from './site-content.ts';
import { fillContent, fillPage } from './fill-content.ts';

/** What the pages are rendered from: the data every page reads, and each route's own bundle by route id. */
export interface SiteData {
  core: SiteCore;
  bundles: Map<string, PageBundle>;
}

/** Checked content, as the validator hands it over. */
export interface SiteSource {
  content: SiteContent;
  /** What each page refers to, by reference key (src/content/routes.ts). Absent: every entry (the studio's preview, which has no validator run). */
  references?: Record<string, ReferenceLike[]>;
  /** The town pages the validator already made from the templates, by reference key: made once per build. */
  townPages?: ReadonlyMap<string, PageFile>;
}

export interface SiteDataOptions {
  /** Build-time overrides of the outside services (VITE_* variables). */
  env: Record<string, string | undefined>;
  /** The day dated content is shown as of, YYYY-MM-DD. */
  today: string;
  /** Only these routes get a bundle (the preview draws one page); absent: every route. */
  only?: (route: RouteEntry) => boolean;
}

/**
 * The one way the site's data is made, for every consumer: the build's prerender, the dev server and
 * tests (the Vite plugin's data modules), and the studio's live preview, so all of them draw the
 * same pages. Browser-safe. Dated content is shown as of `today` (past events dropped, review dates
 * read "2 weeks ago"); then every fact token is filled once, for the whole site (fill-content.ts).
 */
export function siteData(source: SiteSource, { env, today, only }: SiteDataOptions): SiteData {
  const content = fillContent(contentAsOf(source.content, today));
  const routes = deriveRoutes(content);
  const templates = new Map(content.templates.map((t) => [t.file, t.template]));
  const towns = new Map(content.towns.map((t) => [t.slug, t]));
  const pages = new Map(content.pages.map((p) => [p.file, p.page]));
  const everything = source.references ? undefined : everyReference(content);
  const bundles = new Map<string, PageBundle>();
  for (const route of routes) {
    if (only && !only(route)) continue;
    const key = referenceKey(route);
    // Made from the towns before their past events were dropped: the same page, since a template can
    // name a town's single facts only ({town.name}), never its list of events (town-pages.ts).
    const made = route.town ? source.townPages?.get(key) : undefined;
    const page = route.town ? (made ? fillPage(made, source.content.site) : instantiate(templates.get(route.source)!, towns.get(route.town)!)) : pages.get(route.source)!;
    bundles.set(route.id, buildBundle(content, route, page, everything ?? source.references?.[key] ?? []));
  }
  return { core: buildCore(content, routes, env), bundles };
}

/**
 * Every collection entry and form, as references. The build gives a page only the entries it refers
 * to, found by the validator's "x-ref" keyword; without a validator run (the preview) every entry is
 * given, which draws the same page: the extra data is only held in memory.
 */
function everyReference(content: SiteContent): ReferenceLike[] {
  const entries = collectionNames.flatMap((name) => (content.collections[name] as { id: string }[]).map((item) => ({ kind: name, value: item.id })));
  return [...entries, ...content.forms.map((form) => ({ kind: 'form', value: form.form }))];
}
