import type { FileChange } from './change-request.ts';
import type { StoredFile } from './backend.ts';
import { ApiError } from './errors.ts';
import type { Json } from '../../src/content/json-values.ts';
import { formatNewFile, rewriteJson } from './minimal-edit.ts';
import { mergeJson, type Conflict } from '../../src/content/three-way-merge.ts';
import { contentVersion } from './version.ts';

/** What one file becomes: its new text (undefined: deleted), or the places where the two changes clash. */
export type Resolution =
  | { ok: true; text: string | undefined; merged: boolean }
  | { ok: false; conflicts: Conflict[] };

/**
 * Applies one file's change to the file as it is saved now. If someone else saved it since it was
 * opened, the two changes are merged field by field; the text written keeps the saved file's
 * formatting and key order, changing only what differs.
 */
export function resolveFile(change: FileChange, current: StoredFile | undefined): Resolution {
  const theirs = current === undefined ? undefined : parseOrText(current.text);

  if (change.action === 'create') {
    if (current === undefined) return { ok: true, text: formatNewFile(change.data), merged: false };
    // Someone else created the same file: fine if it says the same, a clash otherwise.
    const merged = mergeJson(undefined, theirs, change.data);
    return merged.ok ? { ok: true, text: current.text, merged: true } : merged;
  }

  if (change.action === 'delete') {
    if (current === undefined) return { ok: true, text: undefined, merged: false };
    if (current.version === change.baseVersion) return { ok: true, text: undefined, merged: false };
    return { ok: false, conflicts: [{ pointer: '', theirs }] };
  }

  if (contentVersion(change.baseText) !== change.baseVersion) throw new ApiError('base-mismatch', { details: [`${change.path}: the "baseText" sent is not the text of version ${change.baseVersion}.`] });
  const base = parseOrText(change.baseText);
  if (current === undefined) return { ok: false, conflicts: [{ pointer: '', base, yours: change.data }] };
  if (current.version === change.baseVersion) return { ok: true, text: edit(current.text, change.data), merged: false };
  const merged = mergeJson(base, theirs, change.data);
  if (!merged.ok) return merged;
  return { ok: true, text: edit(current.text, merged.value as Json), merged: true };
}

// A file someone broke by hand is not JSON; it still takes part, as one whole value.
function parseOrText(text: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

function edit(text: string, data: Json): string {
  try {
    return rewriteJson(text, data);
  } catch {
    // The saved text is not JSON, so there is no formatting to keep.
    return formatNewFile(data);
  }
}
