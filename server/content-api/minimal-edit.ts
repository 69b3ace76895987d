import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import { isObject, sameJson, type Json } from '../../src/content/json-values.ts';

/** New files and new values are written as the site's files are: two spaces, one key per line. */
export function formatNewFile(data: Json): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** `after`: the keys of the new data, and this key's place among them (a slice per key would be quadratic). */
type Change = { path: JSONPath; value: Json | undefined; insert?: boolean; after?: { order: string[]; index: number } };

/**
 * Past these the minimal edit costs more than it is worth, and the file is written afresh (linear).
 * Each jsonc-parser edit reparses and rebuilds the whole text, and an inserted value is formatted
 * token by token, rebuilding its text each time: 16,000 made-up keys held the only request thread
 * for two minutes (issue #26). A change made in the studio's form touches a handful of places.
 */
export const EDIT_BUDGET = {
  /** Places changed. */
  edits: 200,
  /** Values (object members and array items, counted through) the edits insert, in all. */
  insertedValues: 1_000,
  /** Edits times the length of the text they rebuild: about 30 ms a million on the 2-core machine. */
  rebuiltChars: 5_000_000,
} as const;

/**
 * Rewrites `text` so it holds `next`, touching only the places that differ: every other line keeps
 * its formatting and key order, so the change a reviewer sees is the change the staff member made.
 * Falls back to a fresh file if the change is over EDIT_BUDGET, or if the edited text would not read
 * back as `next`.
 */
export function rewriteJson(text: string, next: Json): string {
  const current = JSON.parse(text) as Json;
  const options: FormattingOptions = { tabSize: indentOf(text), insertSpaces: !/^\t/m.test(text), eol: text.includes('\r\n') ? '\r\n' : '\n' };
  const changes: Change[] = [];
  if (!collect([], current, next, changes) || overBudget(changes, text, next)) return formatNewFile(next);

  let out = text;
  for (const change of changes) {
    const edits = modify(out, change.path, change.value, {
      formattingOptions: options,
      isArrayInsertion: change.insert,
      // A new key goes after the nearest key that comes before it in the new data, not at the end.
      getInsertionIndex: change.after ? (existing) => insertionIndex(existing, change.after!) : undefined,
    });
    out = applyEdits(out, edits);
  }
  return sameJson(JSON.parse(out) as Json, next) ? out : formatNewFile(next);
}

/** False once there are more changes than the budget's edits: the rest need not be found. */
function collect(path: JSONPath, from: Json, to: Json, changes: Change[]): boolean {
  if (changes.length > EDIT_BUDGET.edits) return false;
  if (sameJson(from, to)) return true;
  if (isObject(from) && isObject(to)) {
    for (const key of Object.keys(from)) if (!Object.hasOwn(to, key)) changes.push({ path: [...path, key], value: undefined });
    const order = Object.keys(to);
    for (let index = 0; index < order.length; index++) {
      const key = order[index]!;
      if (!Object.hasOwn(from, key)) changes.push({ path: [...path, key], value: to[key], after: { order, index } });
      else if (!collect([...path, key], from[key]!, to[key]!, changes)) return false;
      if (changes.length > EDIT_BUDGET.edits) return false;
    }
    return true;
  }
  if (Array.isArray(from) && Array.isArray(to)) return collectArray(path, from, to, changes);
  changes.push({ path, value: to });
  return true;
}

/**
 * Items equal at the start and at the end are kept; the ones between are edited in place, and the
 * rest inserted or removed, so adding or removing one item is a one-item diff.
 */
function collectArray(path: JSONPath, from: Json[], to: Json[], changes: Change[]): boolean {
  let start = 0;
  while (start < from.length && start < to.length && sameJson(from[start], to[start])) start++;
  let end = 0;
  while (end < from.length - start && end < to.length - start && sameJson(from[from.length - 1 - end], to[to.length - 1 - end])) end++;
  const oldMiddle = from.length - start - end;
  const newMiddle = to.length - start - end;
  // Each item inserted or removed is a change of its own: too many is known before any is looked at.
  if (changes.length + Math.abs(oldMiddle - newMiddle) > EDIT_BUDGET.edits) return false;
  const shared = Math.min(oldMiddle, newMiddle);
  for (let i = 0; i < shared; i++) if (!collect([...path, start + i], from[start + i]!, to[start + i]!, changes)) return false;
  // Removed from the back so earlier indexes stay valid; inserted in order for the same reason.
  for (let i = oldMiddle - 1; i >= shared; i--) changes.push({ path: [...path, start + i], value: undefined });
  for (let i = shared; i < newMiddle; i++) changes.push({ path: [...path, start + i], value: to[start + i], insert: true });
  return changes.length <= EDIT_BUDGET.edits;
}

function overBudget(changes: Change[], text: string, next: Json): boolean {
  if (changes.length > EDIT_BUDGET.edits) return true;
  let inserted = 0;
  for (const change of changes) {
    inserted += valueCount(change.value, EDIT_BUDGET.insertedValues - inserted);
    if (inserted > EDIT_BUDGET.insertedValues) return true;
  }
  // Roughly the length of the text each edit rebuilds (compact JSON leaves out the indentation): an
  // order of magnitude is all the budget needs.
  const length = Math.max(text.length, JSON.stringify(next).length);
  return changes.length * length > EDIT_BUDGET.rebuiltChars;
}

/** The value itself and everything in it, counted only as far as `limit` and one past. */
function valueCount(value: Json | undefined, limit: number): number {
  if (value === undefined) return 0;
  let count = 1;
  const children = isObject(value) ? Object.values(value) : Array.isArray(value) ? value : [];
  for (const child of children) {
    if (count > limit) break;
    count += valueCount(child, limit - count);
  }
  return count;
}

function insertionIndex(existing: string[], { order, index }: { order: string[]; index: number }): number {
  for (let i = index - 1; i >= 0; i--) {
    const at = existing.indexOf(order[i]!);
    if (at !== -1) return at + 1;
  }
  return 0;
}

function indentOf(text: string): number {
  const match = /^( +)\S/m.exec(text);
  return match ? match[1]!.length : 2;
}
