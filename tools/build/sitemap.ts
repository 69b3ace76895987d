/**
 * sitemap.xml and robots.txt, from the same route list as the router and the prerender step
 * (src/content/routes.ts). Written into dist/ by tools/build/prerender.ts.
 */
import { join } from 'node:path';
import { writeWhole } from './dist-files.ts';
import { canonicalPath, canonicalUrl } from '../../src/content/canonical-url.ts';
import type { RouteEntry } from '../../src/content/routes.ts';

/** Every address meant for search engines, once, in canonical form and route order. */
export function sitemapPaths(routes: RouteEntry[]): string[] {
  return [...new Set(routes.filter((route) => route.indexable).flatMap((route) => route.paths.filter((path) => !route.unlisted?.includes(path)).map(canonicalPath)))];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The sitemap. No <lastmod>: the content has no per-page change date, and a build date that moves
 * on every build tells search engines nothing (they learn to ignore it).
 */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export const sitemapUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/sitemap.xml`;

/**
 * robots.txt: everything may be crawled, and the sitemap is named. The staff pages are NOT
 * disallowed: their "noindex" tag is what keeps them out of results, and a crawler only sees that
 * tag if it may fetch the page (a blocked /login, linked from every footer, could still be listed
 * as a bare address). See docs/decisions/006-structured-data.md. `disallow` is there for paths
 * that must never be fetched at all.
 */
export function robotsTxt(siteUrl: string, disallow: string[] = []): string {
  const rules = disallow.length > 0 ? disallow.map((path) => `Disallow: ${canonicalPath(path)}`) : ['Allow: /'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${sitemapUrl(siteUrl)}`, ''].join('\n');
}

/** Addresses kept out of search (the staff pages, a portfolio with no photos yet): left out of the sitemap, marked noindex on the page. */
export const hiddenPaths = (routes: RouteEntry[]) =>
  routes.flatMap((route) => (route.indexable ? (route.unlisted ?? []) : route.paths).map(canonicalPath));

/** Writes dist/sitemap.xml and dist/robots.txt; returns their names (the build keeps exactly the files it wrote). */
export function writeSitemapFiles(dist: string, siteUrl: string, routes: RouteEntry[]): string[] {
  writeWhole(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, sitemapPaths(routes)));
  writeWhole(join(dist, 'robots.txt'), robotsTxt(siteUrl));
  return ['sitemap.xml', 'robots.txt'];
}
