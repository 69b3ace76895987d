import { isObject, pointerStep, sameJson, type Json } from './json-values.ts';

/** Two people changed the same place differently. A value left out means "absent there". */
export type Conflict = { pointer: string; base?: Json; theirs?: Json; yours?: Json };

/** On conflicts, `value` is the merge with their value at each conflict (the studio's starting point for choosing). */
export type MergeResult = { ok: true; value: Json | undefined } | { ok: false; conflicts: Conflict[]; value: Json | undefined };

/**
 * Merges "yours" (the editor's change of `base`) into "theirs" (what is saved now, also based on
 * `base`), field by field: a place only one side changed takes that side's value; a place both
 * changed alike is fine; a place both changed differently is a conflict. Arrays merge item by item
 * only when all three have the same length, since an inserted or removed item shifts every index
 * after it and pairing items by position would then mix up different items.
 */
export function mergeJson(base: Json | undefined, theirs: Json | undefined, yours: Json | undefined): MergeResult {
  const conflicts: Conflict[] = [];
  const value = mergeAt('', base, theirs, yours, conflicts);
  return conflicts.length === 0 ? { ok: true, value } : { ok: false, conflicts, value };
}

function mergeAt(pointer: string, base: Json | undefined, theirs: Json | undefined, yours: Json | undefined, conflicts: Conflict[]): Json | undefined {
  if (sameJson(theirs, yours) || sameJson(base, yours)) return theirs;
  if (sameJson(base, theirs)) return yours;

  if (isObject(base) && isObject(theirs) && isObject(yours)) {
    // Their key order wins (it is what the file has); keys only you added follow, in your order.
    const keys = [...new Set([...Object.keys(theirs), ...Object.keys(yours)])];
    const merged: { [key: string]: Json } = {};
    for (const key of keys) {
      const value = mergeAt(pointer + pointerStep(key), own(base, key), own(theirs, key), own(yours, key), conflicts);
      // defineProperty, so a key named "__proto__" is data like any other.
      if (value !== undefined) Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(theirs) && Array.isArray(yours) && base.length === theirs.length && base.length === yours.length) {
    return base.map((_, i) => mergeAt(pointer + pointerStep(i), base[i], theirs[i], yours[i], conflicts) ?? null);
  }
  conflicts.push(withDefined({ pointer, base, theirs, yours }));
  return theirs;
}

// Only the object's own keys: a missing "constructor" must read as absent, not as Object.
function own(object: { [key: string]: Json }, key: string): Json | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

// JSON has no undefined: an absent value is left out of the conflict rather than sent as null.
function withDefined(conflict: Conflict): Conflict {
  return Object.fromEntries(Object.entries(conflict).filter(([, value]) => value !== undefined)) as Conflict;
}
