import siteSchema from '../../../site.schema.json';
import { fill } from '../studio-words';

/** The parts of a schema node this walk reads. */
export interface SchemaNode {
  $ref?: string;
  title?: string;
  description?: string;
  type?: unknown;
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  required?: string[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  discriminator?: { propertyName: string };
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

const defs = (siteSchema as unknown as { $defs: Record<string, SchemaNode> }).$defs;

/**
 * A node with its references followed: the titles and help written beside a "$ref" win over the
 * referenced definition's (the schema says "Event id" where the shared "slug" says "Slug").
 */
function resolve(node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node;
  for (let hops = 0; current?.$ref && hops < 20; hops += 1) {
    const target: SchemaNode | undefined = defs[current.$ref.replace('#/$defs/', '')];
    const { $ref: _followed, ...beside } = current;
    current = target ? { ...target, ...beside } : undefined;
  }
  return current;
}

/** The branch of a choice (a page block's "type") that this value is. */
function branch(node: SchemaNode, value: unknown): SchemaNode {
  const choices = node.oneOf ?? node.anyOf;
  if (!choices) return node;
  const tag = node.discriminator?.propertyName ?? 'type';
  const tagValue = value && typeof value === 'object' ? (value as Record<string, unknown>)[tag] : undefined;
  const chosen = choices.map(resolve).find((choice) => choice?.properties?.[tag]?.const === tagValue);
  return chosen ? { ...chosen, title: node.title ?? chosen.title, description: node.description ?? chosen.description } : node;
}

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
  let node = resolve(defs[kind]);
  let value = data;
  const names: string[] = [];
  for (const part of pointer.split('/').slice(1).map(unescape)) {
    const here = node ? branch(node, value) : undefined;
    if (/^\d+$/.test(part) && (here?.items || Array.isArray(value))) {
      const items = here?.items;
      names.push(fill(entry, { item: items?.title ?? here?.title ?? '', n: String(Number(part) + 1) }).trim());
      node = resolve(items);
    } else {
      const property = here?.properties?.[part];
      // A key that is not a word (an address in "Search information per address") is quoted as written.
      names.push(property?.title ?? (/^[a-zA-Z]/.test(part) ? keyAsWords(part) : `“${part}”`));
      node = resolve(property);
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
