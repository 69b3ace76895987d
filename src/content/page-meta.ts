import type { Meta, PageFile } from '../generated/site-types';

/** Google shows about this many characters of a title; the validator warns above it. */
export const TITLE_MAX_LENGTH = 60;

/** The title as the browser shows it: the page's own words, then the one brand ending from site.json. */
export const fullTitle = (title: string, suffix: string) => `${title}${suffix}`;

/**
 * The search information at one address of a page: its "meta", with what "pathMeta" sets for that
 * address (a route with a ":name" part serves several addresses, e.g. /commercial/portfolio).
 */
export function metaAt(page: Pick<PageFile, 'meta' | 'pathMeta'>, path: string): Meta {
  const own = page.pathMeta?.[path];
  return own ? { ...page.meta, ...own } : page.meta;
}
