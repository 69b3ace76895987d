import type { SiteFile } from '../generated/site-types.ts';
import { businessHref } from './business-links.ts';

/**
 * Content may name a fact instead of repeating it: "Call {business.phone}". Facts live once in
 * site.json (and, for town templates, the town file); they are filled in when pages are built.
 */
export type TokenValues = Record<string, string>;

const TOKEN = /\{([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)*)\}/g;

/** Tokens filled while a visitor's page renders, not at build time. */
export const renderTimeTokens = ['year', 'value', 'scale', 'area', 'type', 'label', 'text', 'county'];

/**
 * Tokens of the content studio's own words (the dashboard section's `studio`), filled by the studio
 * with a problem's particulars, a count, a time. Known only there: in a visitor's text "{phone}" is
 * a mistake for {business.phone}, and the validator says so.
 */
export const studioTokens = ['value', 'query', 'item', 'time', 'limit', 'count', 'missing', 'extra', 'help', 'n', 'action', 'user', 'summary',
  'name', 'id', 'fact', 'phone', 'other', 'percent', 'paragraph', 'otherParagraph', 'latest', 'today', 'date', 'reviewDate', 'brand', 'length', 'over', 'town', 'suggestion', 'earlier', 'towns'];

export function tokensIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]!);
}

export function flatten(prefix: string, value: unknown, out: TokenValues = {}): TokenValues {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(`${prefix}.${key}`, inner, out);
  } else if (typeof value === 'string' || typeof value === 'number') {
    out[prefix] = String(value);
  }
  return out;
}

/**
 * Lists of text by name ("town.landing.keywords"). A list token is spliced in whole: an item that is
 * exactly "{town.landing.keywords}" becomes that list's items, so a template can use each town's own list.
 */
export type TokenLists = Record<string, string[]>;

export function flattenLists(prefix: string, value: unknown, out: TokenLists = {}): TokenLists {
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) out[prefix] = value;
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flattenLists(`${prefix}.${key}`, inner, out);
  }
  return out;
}

/** The list a string names when it is exactly one token, as in "{town.landing.keywords}". */
function wholeList(value: unknown, lists: TokenLists): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  const name = /^\{([a-zA-Z0-9.]+)\}$/.exec(value)?.[1];
  return name && Object.hasOwn(lists, name) ? lists[name] : undefined;
}

export function businessTokens(site: SiteFile): TokenValues {
  const b = site.business;
  return {
    ...flatten('business', b),
    ...flatten('rating', b.rating),
    'business.phoneHref': businessHref.phone(b.phone),
    'business.emailHref': businessHref.email(b.email),
    'business.addressLine': `${b.address.street}, ${b.address.city}, ${b.address.state} ${b.address.zip}`,
    // The site's one wording for asking for a quote, kept with the header's phone button; a site
    // without that button (content from before it) asks with its "Contact Us" words.
    'quote.label': (site.header.quoteButton ?? site.header.contactButton).label,
  };
}

export function fillText(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (whole, name: string) => values[name] ?? whole);
}

/** Fills tokens in every string of a JSON value, and list tokens in arrays; unknown tokens stay for render time. */
export function fillTokens<T>(value: T, values: TokenValues, lists: TokenLists = {}): T {
  if (typeof value === 'string') return fillText(value, values) as T;
  if (Array.isArray(value)) return value.flatMap((item) => wholeList(item, lists) ?? [fillTokens(item, values, lists)]) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$schema' ? v : fillTokens(v, values, lists)])) as T;
  }
  return value;
}
