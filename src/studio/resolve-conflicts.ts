import { isObject, type Json } from '../content/json-values';
import { mergeJson, type Conflict } from '../content/three-way-merge';

export type Choice = 'theirs' | 'yours';

export type Rebased = { data: Json | undefined; conflicts: Conflict[] };

/**
 * The staff member's draft moved onto what is saved now: every place only they changed keeps their
 * value, every place only someone else changed keeps that one, and where both changed the same
 * place `choices` says whose value stays (theirs until chosen). Same merge as the content API's.
 */
export function rebaseDraft(base: Json, theirs: Json, yours: Json, choices: Record<string, Choice> = {}): Rebased {
  const merged = mergeJson(base, theirs, yours);
  if (merged.ok) return { data: merged.value, conflicts: [] };
  let data = merged.value;
  for (const conflict of merged.conflicts) {
    if (choices[conflict.pointer] === 'yours') data = setAt(data, conflict.pointer, conflict.yours);
  }
  return { data, conflicts: merged.conflicts };
}

/** A copy of `data` with the value at a JSON pointer replaced (or removed, for undefined). */
function setAt(data: Json | undefined, pointer: string, value: Json | undefined): Json | undefined {
  if (pointer === '') return value;
  const [head, ...rest] = pointer.slice(1).split('/');
  const key = head!.replace(/~1/g, '/').replace(/~0/g, '~');
  const child = rest.length ? `/${rest.join('/')}` : '';
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[Number(key)] = setAt(copy[Number(key)], child, value) ?? null;
    return copy;
  }
  const copy = { ...(isObject(data) ? data : {}) };
  const next = setAt(copy[key], child, value);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}
