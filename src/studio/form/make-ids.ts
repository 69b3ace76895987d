import type { RJSFSchema } from '@rjsf/utils';
import type { Json } from '../../content/json-values';
import { optionFor, refName, resolve, type Defs } from './schema-walk';

/** The fields an entry's id is made from, in order: what the entry is called. */
const namingFields = ['name', 'title', 'question', 'feedback', 'text'];

/** "Kenly Fall Festival!" → "kenly-fall-festival": the slug pattern of site.schema.json. */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 6)
    .join('-');

/** Whether a list's entries carry an id that pages pick them by (a "slug" id, never an optional anchor). */
export function hasMadeId(item: RJSFSchema, defs: Defs): boolean {
  const id = item.properties?.id as RJSFSchema | undefined;
  return resolve(item, defs).type === 'object' && id !== undefined && refName(id) === 'slug';
}

function idFor(entry: Record<string, Json>, fallback: string, taken: Set<string>): string {
  const named = namingFields.map((field) => entry[field]).find((value): value is string => typeof value === 'string' && slugify(value) !== '');
  const base = named ? slugify(named) : fallback;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The data with an id made for every list entry that did not have one when the file was opened:
 * the slug of its name or title, unique in its list. An id the saved file already had never changes,
 * since pages and links may point at it; a new entry's id follows its name until the file is saved.
 */
export function makeIds(schema: RJSFSchema, defs: Defs, data: Json, savedIds: ReadonlySet<string>): Json {
  const here = resolve(schema, defs);
  if (Array.isArray(data)) {
    const item = here.items && typeof here.items === 'object' && !Array.isArray(here.items) ? resolve(here.items as RJSFSchema, defs) : undefined;
    if (!item) return data;
    const walked = data.map((value) => makeIds(item, defs, value, savedIds));
    // The same array when nothing changed, so a form that only reads never looks edited.
    const entries = walked.every((value, i) => value === data[i]) ? data : walked;
    if (!hasMadeId(item, defs)) return entries;
    const kept = new Set(entries.map((entry) => (entry as Record<string, Json>).id).filter((id): id is string => typeof id === 'string' && savedIds.has(id)));
    const fallback = slugify(String(item.title ?? 'entry'));
    const named = entries.map((entry) => {
      const record = entry as Record<string, Json>;
      if (!record || typeof record !== 'object' || (typeof record.id === 'string' && savedIds.has(record.id))) return entry;
      const id = idFor(record, fallback, kept);
      kept.add(id);
      return record.id === id ? entry : { ...record, id };
    });
    return named.every((value, i) => value === entries[i]) ? entries : named;
  }
  if (data && typeof data === 'object') {
    const shape = here.properties ? here : optionFor(here, defs, data);
    if (!shape?.properties) return data;
    const properties = shape.properties as Record<string, RJSFSchema>;
    let changed = false;
    const next: Record<string, Json> = {};
    for (const [key, value] of Object.entries(data)) {
      next[key] = properties[key] ? makeIds(properties[key], defs, value, savedIds) : value;
      if (next[key] !== value) changed = true;
    }
    return changed ? next : data;
  }
  return data;
}

/** Every slug id in a saved file, whatever list it is in: those are kept as they are. */
export function idsIn(data: Json | undefined, found = new Set<string>()): Set<string> {
  if (Array.isArray(data)) data.forEach((value) => idsIn(value, found));
  else if (data && typeof data === 'object') {
    if (typeof (data as Record<string, Json>).id === 'string') found.add((data as Record<string, Json>).id as string);
    Object.values(data).forEach((value) => idsIn(value, found));
  }
  return found;
}
