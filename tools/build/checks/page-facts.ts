/**
 * What the checks need to know of one built page, read once: the addresses it links to, the ids it
 * defines, and (when asked) its HTML messages. checkBuiltSite keeps these by the page's hash, so a
 * page whose bytes did not change is never read again. Run in check-site-worker.mjs, one per core.
 */
import { readFileSync } from 'node:fs';
import { parsePage, type PageLink } from './html-links.ts';
import { PageHtmlValidator, type HtmlMessage } from './page-html.ts';

export interface PageFacts {
  /** Each link as linkKey() spells it, in the page's order (repeats kept: each one is reported). */
  links: string[];
  ids: string[];
  /** Absent when the HTML check was not asked for. */
  html?: HtmlMessage[];
}

/** One string per link, so a thousand pages' footers share one table entry per address (check-cache.ts). */
export const linkKey = ({ tag, attribute, role, value }: PageLink) => `${tag} ${attribute} ${role === undefined ? '-' : `${role.length}:${role}`}${value}`;

export function linkOfKey(key: string): PageLink {
  const [tag, attribute, rest] = splitTwo(key);
  if (rest.startsWith('-')) return { tag, attribute, value: rest.slice(1) };
  const colon = rest.indexOf(':');
  const length = Number(rest.slice(0, colon));
  return { tag, attribute, role: rest.slice(colon + 1, colon + 1 + length), value: rest.slice(colon + 1 + length) };
}

function splitTwo(key: string): [string, string, string] {
  const first = key.indexOf(' ');
  const second = key.indexOf(' ', first + 1);
  return [key.slice(0, first), key.slice(first + 1, second), key.slice(second + 1)];
}

let validator: PageHtmlValidator | undefined;

export async function readPageFacts(file: string, withHtml: boolean): Promise<PageFacts> {
  const html = readFileSync(file, 'utf8');
  const page = parsePage(html);
  const facts: PageFacts = { links: page.links.map(linkKey), ids: [...page.ids] };
  if (withHtml) facts.html = await (validator ??= new PageHtmlValidator()).validate(html, file);
  return facts;
}

/** How many pages this thread validated whole and with their repeated parts blanked. */
export const validationCounts = () => validator?.counts ?? { whole: 0, blanked: 0 };
