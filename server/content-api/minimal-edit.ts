import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import { isObject, sameJson, type Json } from '../../src/content/json-values.ts';

/** New files and new values are written as the site's files are: two spaces, one key per line. */
export function formatNewFile(data: Json): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

type Change = { path: JSONPath; value: Json | undefined; insert?: boolean; after?: string[] };

/**
 * Rewrites `text` so it holds `next`, touching only the places that differ: every other line keeps
 * its formatting and key order, so the change a reviewer sees is the change the staff member made.
 * Falls back to a fresh file only if the edited text would not read back as `next`.
 */
export function rewriteJson(text: string, next: Json): string {
  const current = JSON.parse(text) as Json;
  const options: FormattingOptions = { tabSize: indentOf(text), insertSpaces: !/^\t/m.test(text), eol: text.includes('\r\n') ? '\r\n' : '\n' };
  const changes: Change[] = [];
  collect([], current, next, changes);

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

function collect(path: JSONPath, from: Json, to: Json, changes: Change[]): void {
  if (sameJson(from, to)) return;
  if (isObject(from) && isObject(to)) {
    for (const key of Object.keys(from)) if (!Object.hasOwn(to, key)) changes.push({ path: [...path, key], value: undefined });
    const order = Object.keys(to);
    order.forEach((key, index) => {
      if (!Object.hasOwn(from, key)) changes.push({ path: [...path, key], value: to[key], after: order.slice(0, index) });
      else collect([...path, key], from[key]!, to[key]!, changes);
    });
    return;
  }
  if (Array.isArray(from) && Array.isArray(to)) return collectArray(path, from, to, changes);
  changes.push({ path, value: to });
}

/**
 * Items equal at the start and at the end are kept; the ones between are edited in place, and the
 * rest inserted or removed, so adding or removing one item is a one-item diff.
 */
function collectArray(path: JSONPath, from: Json[], to: Json[], changes: Change[]): void {
  let start = 0;
  while (start < from.length && start < to.length && sameJson(from[start], to[start])) start++;
  let end = 0;
  while (end < from.length - start && end < to.length - start && sameJson(from[from.length - 1 - end], to[to.length - 1 - end])) end++;
  const oldMiddle = from.length - start - end;
  const newMiddle = to.length - start - end;
  const shared = Math.min(oldMiddle, newMiddle);
  for (let i = 0; i < shared; i++) collect([...path, start + i], from[start + i]!, to[start + i]!, changes);
  // Removed from the back so earlier indexes stay valid; inserted in order for the same reason.
  for (let i = oldMiddle - 1; i >= shared; i--) changes.push({ path: [...path, start + i], value: undefined });
  for (let i = shared; i < newMiddle; i++) changes.push({ path: [...path, start + i], value: to[start + i], insert: true });
}

function insertionIndex(existing: string[], before: string[]): number {
  for (let i = before.length - 1; i >= 0; i--) {
    const at = existing.indexOf(before[i]!);
    if (at !== -1) return at + 1;
  }
  return 0;
}

function indentOf(text: string): number {
  const match = /^( +)\S/m.exec(text);
  return match ? match[1]!.length : 2;
}
