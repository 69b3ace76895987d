/**
 * What the checks need to know of one built page, read once: the addresses it links to, the ids it
 * defines, and (when asked) its HTML messages. checkBuiltSite keeps these by the page's hash, so a
 * page whose bytes did not change is never read again. Run in check-site-worker.mjs, one per core.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parsePage } from './html-links.ts';
import { linkKey } from './link-keys.ts';
import type { HtmlMessage } from './html-problem.ts';
import { PageHtmlValidator } from './page-html.ts';

export interface PageFacts {
  /** SHA-256 of the very bytes parsed: the page is kept by it, so a file replaced since it was hashed is not filed under its old bytes. */
  hash: string;
  /** Each link as linkKey() spells it, in the page's order (repeats kept: each one is reported). */
  links: string[];
  ids: string[];
  /** Absent when the HTML check was not asked for. */
  html?: HtmlMessage[];
}

let validator: PageHtmlValidator | undefined;

export async function readPageFacts(file: string, withHtml: boolean): Promise<PageFacts> {
  const bytes = readFileSync(file);
  const html = bytes.toString('utf8');
  const page = parsePage(html);
  const facts: PageFacts = { hash: createHash('sha256').update(bytes).digest('hex'), links: page.links.map(linkKey), ids: [...page.ids] };
  if (withHtml) facts.html = await (validator ??= new PageHtmlValidator()).validate(html, file);
  return facts;
}

/** How many pages this thread validated whole and with their repeated parts blanked. */
export const validationCounts = () => validator?.counts ?? { whole: 0, blanked: 0 };
