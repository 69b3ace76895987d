import type { Json } from '../../content/json-values';

/** Nothing written in it yet: empty, or only the id made for it. */
export function isBlank(value: Json | undefined): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.entries(value).every(([key, part]) => key === 'id' || isBlank(part));
  return false;
}

const part = (value: Json | undefined, key: string | number): Json | undefined =>
  value && typeof value === 'object' ? (value as Record<string, Json>)[key as never] : undefined;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The places of a draft she has not had a chance to fill in: each list entry added since the file
 * was opened, or blank when it was (a new town's events), each part added since, and each list
 * holding a fresh entry (its count is not finished either). Their problems wait until she leaves a field of them or presses Save:
 * adding an event shows empty fields to fill, not four errors at once.
 */
export interface FreshPlaces {
  /** Fresh entries: their problems and those of every field in them wait. */
  entries: string[];
  /** Lists holding a fresh entry: only their own problems (the count) wait. */
  lists: string[];
}

export function freshPlaces(opened: Json | undefined, now: Json | undefined, pointer = '', found: FreshPlaces = { entries: [], lists: [] }): FreshPlaces {
  if (Array.isArray(now)) {
    const before = Array.isArray(opened) ? opened : [];
    now.forEach((entry, index) => {
      const at = `${pointer}/${index}`;
      if (index < before.length && !isBlank(before[index])) return freshPlaces(before[index], entry, at, found);
      if (!found.lists.includes(pointer)) found.lists.push(pointer);
      found.entries.push(at);
    });
  } else if (now && typeof now === 'object') {
    // A part added since (community news, made by adding its first event) is as fresh as an entry.
    if (pointer !== '' && (opened === undefined || isBlank(opened))) found.entries.push(pointer);
    else for (const [key, value] of Object.entries(now)) freshPlaces(part(opened, key), value, `${pointer}/${escape(key)}`, found);
  }
  return found;
}

/**
 * Whether a problem at `pointer` waits: it is in (or is) a fresh place she has not finished with —
 * neither left its field (`left` holds the form ids of the fields she left) nor pressed Save since
 * the place appeared (`settled`).
 */
export function waits(pointer: string, fresh: FreshPlaces, settled: ReadonlySet<string>, left: ReadonlySet<string>, fieldId: (pointer: string) => string): boolean {
  if (left.has(fieldId(pointer))) return false;
  if (fresh.lists.includes(pointer)) return !settled.has(pointer);
  return fresh.entries.some((place) => !settled.has(place) && (pointer === place || pointer.startsWith(`${place}/`)));
}
