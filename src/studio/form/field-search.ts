import type { RJSFSchema } from '@rjsf/utils';
import siteSchema from '../../../site.schema.json';
import { resolve, type Defs } from './schema-walk';

const defs = (siteSchema as unknown as { $defs: Defs }).$defs;

export interface FoundField {
  /** The form's id of the field (rjsf: "root_business_phone"), to scroll to and focus. */
  id: string;
  /** Its label as the form shows it. */
  label: string;
}

const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The fields of a kind of file she may look for by name: the plain ones of its objects, a few
 * levels deep. Lists and choices are left out, their entries having no fixed place in the form.
 */
function fieldsOf(schema: RJSFSchema, id: string, depth: number, found: FoundField[]): FoundField[] {
  const here = resolve(schema, defs);
  if (!here.properties || depth > 3) return found;
  for (const [key, child] of Object.entries(here.properties as Record<string, RJSFSchema>)) {
    if (key === '$schema') continue;
    const field = resolve(child, defs);
    if (field.type === 'object') fieldsOf(field, `${id}_${key}`, depth + 1, found);
    else if (field.type !== 'array' && typeof field.title === 'string') found.push({ id: `${id}_${key}`, label: field.title });
  }
  return found;
}

const byKind = new Map<string, FoundField[]>();

/** The first field of a kind whose label holds every word typed ("phone" → the settings' Phone). */
export function findField(kind: string, query: string): FoundField | undefined {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0 || !defs[kind]) return undefined;
  if (!byKind.has(kind)) byKind.set(kind, fieldsOf({ $ref: `#/$defs/${kind}` } as RJSFSchema, 'root', 0, []));
  return byKind.get(kind)!.find((field) => words.every((word) => fold(field.label).includes(word)));
}
