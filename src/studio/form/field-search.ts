import type { RJSFSchema } from '@rjsf/utils';
import { hasMadeId } from './make-ids';
import { defs, resolve } from './schema-walk';


export interface FoundField {
  /** The form's id of the field (rjsf: "root_business_phone"), to scroll to and focus. */
  id: string;
  /** Its label as the form shows it. */
  label: string;
}

const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The fields of a kind of file she may look for by name: the plain ones of its objects, a few
 * levels deep, and those of a list's first entry, named with the list ("Local events › Title"):
 * the file opens at that entry. Choices are left out, their fields depending on the choice made.
 */
function fieldsOf(schema: RJSFSchema, id: string, depth: number, found: FoundField[], prefix = ''): FoundField[] {
  const here = resolve(schema, defs);
  if (!here.properties || depth > 3) return found;
  // The id made for an entry is hidden: never a place to go to.
  const madeId = hasMadeId(here, defs);
  for (const [key, child] of Object.entries(here.properties as Record<string, RJSFSchema>)) {
    if (key === '$schema' || (key === 'id' && madeId)) continue;
    const field = resolve(child, defs);
    const items = field.type === 'array' && field.items && typeof field.items === 'object' ? resolve(field.items as RJSFSchema, defs) : undefined;
    if (field.type === 'object') fieldsOf(field, `${id}_${key}`, depth + 1, found, prefix);
    else if (items?.properties) fieldsOf(items, `${id}_${key}_0`, depth + 1, found, `${prefix}${String(field.title ?? key)} › `);
    else if (field.type !== 'array' && typeof field.title === 'string') found.push({ id: `${id}_${key}`, label: `${prefix}${field.title}` });
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
