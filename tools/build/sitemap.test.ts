import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/content/routes.ts';
import { hiddenPaths, robotsTxt, sitemapPaths, sitemapXml } from './sitemap.ts';

const route = (path: string, paths: string[] = [path], indexable = true): RouteEntry => ({ path, paths, id: path, kind: 'page', source: 'x.json', indexable });
const routes = [route('/'), route('/about'), route('/:type/portfolio', ['/residential/portfolio', '/commercial/portfolio']), route('/login', ['/login'], false), route('/about', ['/about/'])];
// The same site once the commercial portfolio is marked noindex in "pathMeta" (no photos yet).
const withUnlisted = routes.map((r) => (r.path === '/:type/portfolio' ? { ...r, unlisted: ['/commercial/portfolio'] } : r));
const site = 'https://www.cedarcreeklawn.example';

describe('sitemapPaths', () => {
  it('lists every indexable concrete address once, in canonical form, and no pattern or staff page', () => {
    expect(sitemapPaths(routes)).toEqual(['/', '/about', '/residential/portfolio', '/commercial/portfolio']);
  });
  it('names the pages kept out of search', () => {
    expect(hiddenPaths(routes)).toEqual(['/login']);
  });
  it('leaves out an address its page marks noindex, and names it as hidden', () => {
    expect(sitemapPaths(withUnlisted)).toEqual(['/', '/about', '/residential/portfolio']);
    expect(hiddenPaths(withUnlisted)).toEqual(['/commercial/portfolio', '/login']);
  });
});

describe('sitemapXml', () => {
  it('writes one <url><loc> per address with the canonical URL', () => {
    const xml = sitemapXml(`${site}/`, ['/', '/about', '/a&b']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([`${site}/`, `${site}/about`, `${site}/a&amp;b`]);
  });
});

describe('robotsTxt', () => {
  it('allows crawling and points at the sitemap', () => {
    expect(robotsTxt(site)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  });
  it('can disallow paths', () => {
    expect(robotsTxt(site, ['/private/'])).toContain('Disallow: /private\n');
  });
});
