import type { FormFile, NavItem, SiteFile, TownFile } from '../generated/site-types';
import type { PageBundle, SiteCore } from '../content/bundles';
import type { RouteEntry } from '../content/routes';

/** What every part of a page may read about the site, at build time and in an island. */
export interface SiteView {
  site: SiteFile;
  /** The generated Service Areas menu. */
  serviceAreas: NavItem[];
}

/** What every part of a page may read about the page itself, at build time and in an island. */
export interface PageView {
  route: RouteEntry;
  /** The forms the page shows, by name. */
  forms: Record<string, FormFile>;
  /** On a town's pages, that town's file. */
  town?: TownFile;
}

/**
 * What every island of a page may read, written once into the page as JSON (id "cc-page"): the site
 * settings and menus, this page's route, forms and town, and its address. The page's sections and
 * collection entries, the route list and the towns stay out: only static sections read them, at build time.
 */
export interface PageData extends SiteView, PageView {
  path: string;
}

export const PAGE_DATA_ID = 'cc-page';

export const siteViewOf = (core: SiteCore): SiteView => ({ site: core.site, serviceAreas: core.serviceAreas });

export const pageViewOf = (bundle: PageBundle): PageView => ({ route: bundle.route, forms: bundle.forms, ...(bundle.town ? { town: bundle.town } : {}) });

/** The page data islands get, from the whole core and bundle the prerender has. */
export const pageDataFor = (core: SiteCore, bundle: PageBundle, path: string): PageData => ({ ...siteViewOf(core), ...pageViewOf(bundle), path });
