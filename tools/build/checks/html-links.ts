/**
 * A small HTML tokenizer for the built pages: just enough to list the addresses a page refers to
 * and the ids it defines. Script and style bodies and comments are skipped; the rest is tags.
 */

export interface PageLink {
  tag: string;
  attribute: string;
  value: string;
  /** For <link> and <meta>: the rel or property/name, which says what the address is for. */
  role?: string;
}

export interface ParsedPage {
  links: PageLink[];
  ids: Set<string>;
}

const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

// Which attributes hold an address, by element ("*" for any element).
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'], area: ['href'], link: ['href', 'imagesrcset'], img: ['src', 'srcset'], source: ['src', 'srcset'],
  script: ['src'], iframe: ['src'], video: ['src', 'poster'], audio: ['src'], track: ['src'], embed: ['src'], input: ['src'],
};
// <meta> tags whose content is an address (Open Graph and Twitter cards).
const URL_METAS = new Set(['og:image', 'og:image:url', 'og:image:secure_url', 'og:url', 'og:video', 'twitter:image']);

/** The addresses in a srcset: the first word of each comma-separated candidate. */
export const srcsetUrls = (srcset: string) =>
  srcset.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0] ?? '').filter(Boolean);

export function parsePage(html: string): ParsedPage {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi, '<$1$2>');
  const links: PageLink[] = [];
  const ids = new Set<string>();
  for (const match of markup.matchAll(TAG)) {
    const tag = match[1]!.toLowerCase();
    const attributes = attributesOf(match[2] ?? '');
    const id = attributes.get('id');
    if (id) ids.add(id);
    if (tag === 'a' && attributes.get('name')) ids.add(attributes.get('name')!);
    if (tag === 'meta') {
      const role = attributes.get('property') ?? attributes.get('name');
      const content = attributes.get('content');
      if (role && URL_METAS.has(role) && content !== undefined) links.push({ tag, attribute: 'content', value: content, role });
      continue;
    }
    for (const attribute of URL_ATTRIBUTES[tag] ?? []) {
      const value = attributes.get(attribute);
      if (value === undefined) continue;
      const role = tag === 'link' ? attributes.get('rel') : undefined;
      const values = attribute.endsWith('srcset') ? srcsetUrls(value) : [value];
      for (const one of values) links.push({ tag, attribute, value: one, ...(role ? { role } : {}) });
    }
  }
  return { links, ids };
}
