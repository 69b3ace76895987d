import type { RJSFSchema } from '@rjsf/utils';
import type { Json } from '../../content/json-values';
import { makeIds } from './make-ids';
import { resolve, type Defs } from './schema-walk';

type Fields = Record<string, Json>;

/** An entry to fill in: an object with nothing typed yet, or an empty line of text. */
const blank = (item: RJSFSchema): Json => (item.type === 'object' || item.properties ? {} : '');

/**
 * The data with every list in it filled up to the smallest count its schema asks for (`minItems`),
 * with entries to fill in: a new town opens with its two events and two neighbour quotes ready to
 * write, instead of a rule she learns from an error. Parts the data leaves out stay out (an optional
 * part such as "Why choose us" means "use the general one"); lists that hold enough stay as they are.
 */
export function fillLists(schema: RJSFSchema, defs: Defs, data: Json | undefined): Json | undefined {
  const here = resolve(schema, defs);
  if (data === undefined) return data;
  if (Array.isArray(data)) {
    const item = here.items && typeof here.items === 'object' && !Array.isArray(here.items) ? resolve(here.items as RJSFSchema, defs) : undefined;
    const missing = Math.max(0, (here.minItems ?? 0) - data.length);
    if (!item || missing === 0) return data;
    return [...data, ...Array.from({ length: missing }, () => fillLists(item, defs, blank(item)) as Json)];
  }
  if (!here.properties || typeof data !== 'object' || data === null) return data;
  const fields = data as Fields;
  let changed = false;
  const next: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    const child = (here.properties as Record<string, RJSFSchema>)[key];
    next[key] = child ? (fillLists(child, defs, value) as Json) : value;
    if (next[key] !== value) changed = true;
  }
  // Required lists left out entirely (a fresh "Community news" holds its events and quotes).
  for (const key of here.required ?? []) {
    const child = (here.properties as Record<string, RJSFSchema>)[key];
    if (key in fields || !child || resolve(child, defs).type !== 'array') continue;
    next[key] = fillLists(child, defs, []) as Json;
    changed = true;
  }
  return changed ? next : data;
}

const townSchema = { $ref: '#/$defs/townFile' } as RJSFSchema;

/**
 * A new town as its form opens: with community news to write, as the towns of the spec have (its
 * events and neighbour quotes are said on the town's services page), every list filled to its count
 * and each entry's id made. The ids follow what she writes until the town is saved.
 */
export function townToFill(town: Json, defs: Defs): Json {
  const fields = town as Fields;
  const withCommunity = { ...fields, community: fields.community ?? {} };
  return makeIds(townSchema, defs, fillLists(townSchema, defs, withCommunity) as Json, new Set());
}
