/**
 * The link check (`npm run check:links`, and part of every `npm run build` through check-site.ts):
 * every address in the built pages, checked without fetching anything: internal links hit a built
 * page, a file or a route pattern; fragments hit an id on their page; tel: and mailto: are well
 * formed; sitemap.xml lists only built pages. Problems read "dist/<page>/index.html: <link> — <why>".
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { matchesPattern } from '../../../src/content/routes.ts';
import { htmlFiles, shownPath } from './html-files.ts';
import { parsePage, type PageLink } from './html-links.ts';

export interface LinkProblem {
  /** The page, shown from the folder above dist ("dist/about/index.html"). */
  page: string;
  link: string;
  why: string;
}

export interface CheckOptions {
  dist: string;
  /** The router's patterns (may hold ":name" parts); an address matching one counts as a page. */
  routePatterns?: string[];
  /** The site's public address: absolute links to it (canonical, og:image) are checked like internal ones. */
  siteUrl?: string;
}

export const formatProblem = (p: LinkProblem) => `${p.page}: ${p.link} — ${p.why}`;

const TEL = /^tel:\+\d{7,15}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
const QUERY = /^[a-z-]+=[^&]*(?:&[a-z-]+=[^&]*)*$/i;

export function mailtoProblem(value: string): string | undefined {
  const [addresses = '', query] = value.slice('mailto:'.length).split('?', 2);
  let decoded: string;
  try {
    decoded = decodeURIComponent(addresses);
  } catch {
    return 'mailto: address is not valid percent-encoding';
  }
  if (!decoded) return 'mailto: link has no address';
  const bad = decoded.split(',').map((a) => a.trim()).find((a) => !EMAIL.test(a));
  if (bad !== undefined) return `mailto: address "${bad}" is not a well-formed e-mail address`;
  if (query !== undefined && !QUERY.test(query)) return 'mailto: query must be name=value pairs joined by &';
  return undefined;
}

/** What one address means, before knowing which page it is on (the same for every page that has it). */
type Resolved = { why?: string; fragment?: undefined } | { why?: undefined; fragment: { page: string | undefined; id: string } };

/**
 * The link rules of the built site, for any page's list of links. What an address resolves to is
 * worked out once per address and role (every page repeats the footer's thousand links); only a
 * fragment is checked per page, against the ids of the page it points at (`idsOf`).
 */
export function linkChecker({ dist, routePatterns = [], siteUrl, idsOf }: CheckOptions & { idsOf: (file: string) => Set<string> }) {
  const root = resolve(dist);
  const shown = (file: string) => shownPath(root, file);
  // Every page links to the same few thousand addresses: each file is looked up once.
  const files = new Map<string, boolean>();
  const isFile = (file: string) => {
    let found = files.get(file);
    if (found === undefined) files.set(file, (found = existsSync(file) && statSync(file).isFile()));
    return found;
  };
  const site = siteUrl?.replace(/\/+$/, '');

  /** What an internal address resolves to: a problem, fine, or a fragment to look for on a page. */
  function internal(address: string): Resolved {
    const [beforeHash = '', fragment] = address.split('#', 2);
    const pathPart = beforeHash.split('?')[0] || '/';
    let path: string;
    try {
      path = decodeURI(pathPart);
    } catch {
      return { why: 'the address is not valid percent-encoding' };
    }
    if (path !== '/' && path.endsWith('/')) return { why: `not the canonical form: write it without the trailing slash (${path.replace(/\/+$/, '')})` };
    const target = resolve(root, `.${path}`);
    if (target !== root && !target.startsWith(root + sep)) return { why: 'the address leaves the site' };
    let page: string | undefined;
    if (isFile(target)) page = target.endsWith('.html') ? target : undefined;
    else if (isFile(join(target, 'index.html'))) page = join(target, 'index.html');
    else if (routePatterns.some((pattern) => pattern.includes(':') && matchesPattern(pattern, path))) return {};
    else return { why: `no page or file at ${path} in ${basename(root)}/` };
    if (fragment === undefined) return {};
    return fragmentOn(page, fragment);
  }

  function fragmentOn(page: string | undefined, fragment: string): Resolved {
    if (fragment === '') return { why: 'empty fragment: "#" links nowhere' };
    if (!page) return {};
    try {
      return { fragment: { page, id: decodeURIComponent(fragment) } };
    } catch {
      return { why: 'the fragment is not valid percent-encoding' };
    }
  }

  function resolveLink(value: string, role?: string): Resolved {
    const link = value.trim();
    if (!link) return { why: 'empty address' };
    // The page is filled in per page: "#x" is on the page that has the link.
    if (link.startsWith('#')) {
      if (link === '#') return { why: 'empty fragment: "#" links nowhere' };
      try {
        return { fragment: { page: undefined, id: decodeURIComponent(link.slice(1)) } };
      } catch {
        return { why: 'the fragment is not valid percent-encoding' };
      }
    }
    if (site && (link === site || link.startsWith(`${site}/`) || link.startsWith(`${site}#`) || link.startsWith(`${site}?`))) {
      return internal(link.slice(site.length) || '/');
    }
    if (link.startsWith('//')) return {};
    if (link.startsWith('/')) {
      if (role && /^(og:|twitter:)/.test(role)) return { why: `${role} must be an absolute URL (${site ?? 'https://…'}${link})` };
      if (role === 'canonical') return { why: 'the canonical link must be an absolute URL' };
      return internal(link);
    }
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
    if (scheme === 'tel') return TEL.test(link) ? {} : { why: 'tel: link must be "+" and the digits only, for example tel:+19195550142' };
    if (scheme === 'mailto') return { why: mailtoProblem(link) };
    if (scheme === 'https' || scheme === 'http' || scheme === 'data' || scheme === 'sms') return {};
    if (scheme) return { why: `"${scheme}:" links are not allowed on the site` };
    return { why: 'relative address: write it from the site root ("/…") so it works on every page' };
  }

  // By role, then address: the same few thousand addresses on every page, each worked out once.
  const known = new Map<string | undefined, Map<string, Resolved>>();
  /** Why one link on page `from` does not work, or undefined when it does. */
  function linkProblem(from: string, value: string, role?: string): string | undefined {
    let byValue = known.get(role);
    if (!byValue) known.set(role, (byValue = new Map()));
    let resolved = byValue.get(value);
    if (!resolved) byValue.set(value, (resolved = resolveLink(value, role)));
    if (!resolved.fragment) return resolved.why;
    const page = resolved.fragment.page ?? from;
    const where = page === from ? 'this page' : shown(page);
    return idsOf(page).has(resolved.fragment.id) ? undefined : `no element with id="${resolved.fragment.id}" on ${where}`;
  }

  return {
    /** The broken links among one built page's links, in the page's order. */
    pageProblems(file: string, links: Iterable<Pick<PageLink, 'value' | 'role'>>): LinkProblem[] {
      const problems: LinkProblem[] = [];
      for (const { value, role } of links) {
        const why = linkProblem(file, value, role);
        if (why) problems.push({ page: shown(file), link: value, why });
      }
      return problems;
    },
    /** The sitemap's addresses that are not built pages. */
    sitemapProblems(): LinkProblem[] {
      const sitemap = join(root, 'sitemap.xml');
      const problems: LinkProblem[] = [];
      if (!isFile(sitemap)) return problems;
      for (const [, loc] of readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)) {
        const address = loc!.replace(/&amp;/g, '&');
        const resolved: Resolved = site && address.startsWith(site) ? internal(address.slice(site.length) || '/') : { why: `not an address on the site (${site ?? 'siteUrl unknown'})` };
        const why = resolved.fragment ? (idsOf(resolved.fragment.page ?? sitemap).has(resolved.fragment.id) ? undefined : `no element with id="${resolved.fragment.id}" on ${shown(resolved.fragment.page ?? sitemap)}`) : resolved.why;
        if (why) problems.push({ page: shown(sitemap), link: address, why });
      }
      return problems;
    },
  };
}

/** Checks every built page, reading each one here (no cache); returns each broken link (an empty list means all good). */
export function checkLinks(options: CheckOptions): LinkProblem[] {
  const root = resolve(options.dist);
  // Only each page's ids are kept (for links with a fragment to it): with a thousand towns in every
  // footer, keeping every page's links too would hold millions of them.
  const pageIds = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = pageIds.get(file);
    if (!ids) pageIds.set(file, (ids = parsePage(readFileSync(file, 'utf8')).ids));
    return ids;
  };
  const checker = linkChecker({ ...options, idsOf });
  const problems: LinkProblem[] = [];
  for (const file of htmlFiles(root)) {
    const page = parsePage(readFileSync(file, 'utf8'));
    pageIds.set(file, page.ids);
    problems.push(...checker.pageProblems(file, page.links));
  }
  return [...problems, ...checker.sitemapProblems()];
}
