import type { RJSFSchema } from '@rjsf/utils';
import { defs, optionFor, resolve } from '../form/schema-walk';
import { fill } from '../studio-words';

/** A schema node as this walk reads it: the form's own walk (src/studio/form/schema-walk.ts) follows it. */
export type SchemaNode = RJSFSchema;

/** The branch of a choice (a page block's "type") that this value is; the choice's own title and help stay. */
function branch(node: SchemaNode, value: unknown): SchemaNode {
  const chosen = optionFor(node, defs, value);
  return chosen ? { ...chosen, title: node.title ?? chosen.title, description: node.description ?? chosen.description } : node;
}

/** A part of the schema with its reference followed, or nothing where there is no such part. */
const follow = (node: SchemaNode | undefined) => (node ? resolve(node, defs) : undefined);

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
const child = (value: unknown, key: string) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/** A key with no title, said as words: "nearbyServed" → "Nearby served". */
const keyAsWords = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface Place {
  /** The schema of the value at the place (references followed, the chosen branch of a choice). */
  node: SchemaNode | undefined;
  /** The value there now. */
  value: unknown;
  /** How the studio names each step from the file down: "Community news", "Event 2", "Date". */
  names: string[];
}

/**
 * What sits at a place of a file of this kind: its schema and its name in the form's own labels.
 * `entry` names a list entry ("{item} {n}": "Event 2"), from the studio's words.
 */
export function placeOf(kind: string, pointer: string, data: unknown, entry: string): Place {
  let node = follow(defs[kind]);
  let value = data;
  const names: string[] = [];
  for (const part of pointer.split('/').slice(1).map(unescape)) {
    const here = node ? branch(node, value) : undefined;
    if (/^\d+$/.test(part) && (here?.items || Array.isArray(value))) {
      const items = here?.items && typeof here.items === 'object' && !Array.isArray(here.items) ? (here.items as SchemaNode) : undefined;
      names.push(fill(entry, { item: items?.title ?? here?.title ?? '', n: String(Number(part) + 1) }).trim());
      node = follow(items);
    } else {
      const property = here?.properties?.[part] as SchemaNode | undefined;
      // A key that is not a word (an address in "Search information per address") is quoted as written.
      names.push(property?.title ?? (/^[a-zA-Z]/.test(part) ? keyAsWords(part) : `“${part}”`));
      node = follow(property);
    }
    value = child(value, part);
  }
  return { node: node && branch(node, value), value, names };
}

/** The place's name as the form shows it, from the outside in: "Community news › Event 2 › Date". */
export const placeName = (place: Place) => place.names.join(' › ') || place.node?.title || '';

/**
 * The id rjsf gives the field at a pointer ("root_community_news_1_date"), for the links of the
 * summary. rjsf joins the keys with "_" after its "root" prefix.
 */
export const fieldId = (pointer: string) => ['root', ...pointer.split('/').slice(1).map(unescape)].join('_');
