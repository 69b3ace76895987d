import type { PageFile, SiteFile } from '../generated/site-types.ts';
import type { Collections, SiteContent } from './site-content.ts';
import { businessTokens, fillTokens } from './tokens.ts';

/**
 * The site with every fact token ({business.phone}, {rating.value}) filled in: the one place tokens
 * are filled, once per build for the whole site, so each page's bundle only picks what it needs.
 * Tokens a page fills while it renders ({year}, {value}) stay.
 */
export function fillContent(content: SiteContent): SiteContent {
  const tokens = businessTokens(content.site);
  const fill = <T>(value: T): T => fillTokens(value, tokens);
  return {
    site: fill(content.site),
    pages: content.pages.map(({ file, page }) => ({ file, page: fill(page) })),
    towns: content.towns.map(fill),
    templates: content.templates.map(({ file, template }) => ({ file, template: fill(template) })),
    forms: content.forms.map(fill),
    collections: fill(content.collections) as Collections,
  };
}

/**
 * A town page the validator already made from the template and town as written, with its fact tokens
 * filled: the same page instantiate() makes from the filled template and town (town-pages.test.ts).
 */
export const fillPage = (page: PageFile, site: SiteFile): PageFile => fillTokens(page, businessTokens(site));
