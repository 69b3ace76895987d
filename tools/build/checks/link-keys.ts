/** A built page's link as one string, so the cache keeps each address once however many pages have it (check-cache.ts). */
import type { PageLink } from './html-links.ts';

/** The key of a link: tag, attribute, the role with its length (it may hold anything), the address. */
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
