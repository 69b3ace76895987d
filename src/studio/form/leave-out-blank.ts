import type { RJSFSchema } from '@rjsf/utils';
import type { Json } from '../../content/json-values';
import { isBlank } from './fresh-entries';
import { defs, resolve } from './schema-walk';

type Fields = Record<string, Json>;

export interface Sendable {
  /** The draft as it is checked, previewed and saved. */
  data: Json | undefined;
  /** Where optional parts with nothing written in them were left out ("/community"). */
  leftOut: string[];
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The draft without the optional parts she has written nothing in: a new town's community news,
 * offered with its events and quotes to fill in, is left out while they are all empty, which is
 * what the schema says a town without local news is ("Leave out to show the general message").
 * A part she has started is kept, and checked as a whole.
 */
export function leaveOutBlank(kind: string, data: Json | undefined): Sendable {
  const leftOut: string[] = [];
  const walk = (schema: RJSFSchema, value: Json | undefined, pointer: string): Json | undefined => {
    const here = resolve(schema, defs);
    if (!here.properties || !value || typeof value !== 'object' || Array.isArray(value)) return value;
    const required = new Set(here.required ?? []);
    let changed = false;
    const next: Fields = {};
    for (const [key, part] of Object.entries(value)) {
      const child = (here.properties as Record<string, RJSFSchema>)[key];
      const at = `${pointer}/${escape(key)}`;
      if (child && !required.has(key) && part && typeof part === 'object' && isBlank(part)) {
        leftOut.push(at);
        changed = true;
        continue;
      }
      next[key] = child ? (walk(child, part, at) as Json) : part;
      if (next[key] !== part) changed = true;
    }
    return changed ? next : value;
  };
  return { data: walk({ $ref: `#/$defs/${kind}` } as RJSFSchema, data, ''), leftOut };
}

/** Whether a place is in a part that was left out: its problems are not hers to fix. */
export const inLeftOut = (pointer: string, leftOut: readonly string[]) => leftOut.some((place) => pointer === place || pointer.startsWith(`${place}/`));
