import { linkPath } from './routes.ts';

/**
 * The one form of a page's address, used by the canonical link, og:url, the sitemap, structured
 * data and checked on internal links: no query or fragment, no trailing slash except for "/".
 */
export const canonicalPath = (path: string) => linkPath(path) || '/';

export const canonicalUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${canonicalPath(path)}`;

/** A root-relative asset or page path made absolute on the site's own address (og:image, JSON-LD image). */
export const absoluteUrl = (siteUrl: string, href: string) => (href.startsWith('/') && !href.startsWith('//') ? `${siteUrl.replace(/\/+$/, '')}${href}` : href);
