import type { PageBundle, SiteCore } from '../content/bundles';

/**
 * What every island of a page may read, written once into the page as JSON (id "cc-page"): the
 * site settings and menus, this page's address and the parts of its bundle islands use (its route,
 * forms and town). Sections and collections stay out: only static sections read them.
 */
export interface PageData {
  core: SiteCore;
  bundle: PageBundle;
  path: string;
}

export const PAGE_DATA_ID = 'cc-page';

/** The page data islands get, from the whole core and bundle the prerender has. */
export function pageDataFor(core: SiteCore, bundle: PageBundle, path: string): PageData {
  return {
    core: { site: core.site, serviceAreas: core.serviceAreas, servicePages: [], routes: [], redirects: [], towns: [] },
    // The sections are left out (islands get their own section as props); the type wants at least one.
    bundle: { route: bundle.route, page: { ...bundle.page, sections: [] as unknown as PageBundle['page']['sections'] }, collections: {}, forms: bundle.forms, ...(bundle.town ? { town: bundle.town } : {}) },
    path,
  };
}
