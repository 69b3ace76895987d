import type { FormFile, NavItem, PageFile, SiteFile, TownFile } from '../generated/site-types.ts';
import { collectionNames, type CollectionName, type Collections, type SiteContent } from './site-content.ts';
import type { RouteEntry } from './routes.ts';
import { servicePageLinks } from './site-links.ts';
import { summarize, type TownSummary } from './town-pages.ts';
import type { PictureManifest } from './picture-manifest.ts';

/** What every page needs: the site settings, the route list and the generated Service Areas menu. */
export interface SiteCore {
  site: SiteFile;
  routes: RouteEntry[];
  redirects: { from: string; to: string }[];
  serviceAreas: NavItem[];
  /** Every service page meant for search engines (the footer lists them all). */
  servicePages: NavItem[];
  /** Every town, briefly (nearby areas, the dashboard). */
  towns: TownSummary[];
  /** What the build made of the pictures (tools/build/pictures.ts); absent in the studio's preview and `npm run dev`, which show the plain files. */
  pictures?: PictureManifest;
}

export type CollectionItems = { [K in CollectionName]?: Record<string, Collections[K][number]> };

/** One route's own data, loaded as its own chunk: the page and only the collection entries it uses. */
export interface PageBundle {
  route: RouteEntry;
  page: PageFile;
  collections: CollectionItems;
  /** On a town's pages, that town's file. */
  town?: TownFile;
  /** The forms the page shows, by name. */
  forms: Record<string, FormFile>;
}

export interface ReferenceLike {
  kind: string;
  value: string;
}

/** Build-time overrides of the outside services' ids (VITE_* environment variables). */
export function applyEnvOverrides(site: SiteFile, env: Record<string, string | undefined>): SiteFile {
  const pick = (name: string, fallback: string) => (env[name] !== undefined && env[name] !== '' ? env[name]! : fallback);
  const { emailjs, crm, analytics, contentApi } = site.integrations;
  const analyticsHost = pick('VITE_ANALYTICS_HOST', analytics?.host ?? '');
  return {
    ...site,
    integrations: {
      emailjs: {
        serviceId: pick('VITE_EMAILJS_SERVICE_ID', emailjs.serviceId),
        templateId: pick('VITE_EMAILJS_TEMPLATE_ID', emailjs.templateId),
        careersTemplateId: pick('VITE_EMAILJS_CAREERS_TEMPLATE_ID', emailjs.careersTemplateId),
        publicKey: pick('VITE_EMAILJS_PUBLIC_KEY', emailjs.publicKey),
        origin: pick('VITE_EMAILJS_ORIGIN', emailjs.origin),
      },
      crm: { apiHost: pick('VITE_CRM_API_HOST', crm.apiHost) },
      // Visit counts: a build may point at a host where site.json names none (npm start, tests); the domain defaults to the site's own.
      ...(analyticsHost ? { analytics: { host: analyticsHost, domain: pick('VITE_ANALYTICS_DOMAIN', analytics?.domain ?? new URL(site.business.url).host) } } : {}),
      // The studio's content API: a build may point at one even where site.json names none (npm start, tests).
      ...(env.VITE_CONTENT_API_URL || contentApi ? { contentApi: { backend: 'local' as const, ...contentApi, url: pick('VITE_CONTENT_API_URL', contentApi?.url ?? '') } } : {}),
    },
  };
}

/** The data every page reads, from content whose tokens are filled (src/content/site-data.ts). */
export function buildCore(content: SiteContent, routes: RouteEntry[], env: Record<string, string | undefined> = {}): SiteCore {
  const site = applyEnvOverrides(content.site, env);
  const serviceAreas = content.towns
    .filter((town) => town.menu.show)
    .sort((a, b) => a.menu.order - b.menu.order || a.name.localeCompare(b.name))
    .map((town) => ({ title: town.name, href: `/${town.slug}`, ...(town.menu.isNew ? { isNew: true } : {}) }));
  const servicePages = servicePageLinks(content.pages.map(({ page }) => page), site.header.menus);
  return { site, routes, redirects: site.redirects ?? [], serviceAreas, servicePages, towns: content.towns.map(summarize) };
}

/**
 * One route's bundle, from content whose tokens are filled (src/content/site-data.ts). A town's pages
 * also get the entries that name that town (a testimonial's "town"), which a section may put first.
 */
export function buildBundle(content: SiteContent, route: RouteEntry, page: PageFile, references: ReferenceLike[]): PageBundle {
  const collections: CollectionItems = {};
  for (const name of collectionNames) {
    const wanted = new Set(references.filter((r) => r.kind === name).map((r) => r.value));
    if (wanted.size === 0 && !route.town) continue;
    const items = (content.collections[name] as { id: string; town?: string }[]).filter((item) => wanted.has(item.id) || (route.town !== undefined && item.town === route.town));
    if (items.length === 0) continue;
    (collections as Record<string, unknown>)[name] = Object.fromEntries(items.map((item) => [item.id, item]));
  }
  const formNames = new Set(references.filter((r) => r.kind === 'form').map((r) => r.value));
  const forms = Object.fromEntries(content.forms.filter((f) => formNames.has(f.form)).map((f) => [f.form, f]));
  const town = route.town ? content.towns.find((t) => t.slug === route.town) : undefined;
  return { route, page, collections, forms, ...(town ? { town } : {}) };
}
