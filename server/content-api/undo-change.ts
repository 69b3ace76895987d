import type { FileChange } from './change-request.ts';
import { ApiError } from './errors.ts';
import { isObject, type Json } from '../../src/content/json-values.ts';
import { contentVersion } from './version.ts';
import { summaryProblem } from './change-summary.ts';

/**
 * One file of the reverse of a change, from its text before the change (undefined: the change
 * created it) and the text the change left (undefined: the change removed it). The text left is
 * the base of the merge, so the reverse undoes only what that change did: a later change to other
 * fields of the file stays, one to the same fields is a clash, shown like any other.
 * Undefined when a side is not a JSON object (a file broken by hand has no fields to merge).
 */
export function reverseFile(path: string, before: string | undefined, after: string | undefined): FileChange | undefined {
  if (before === undefined && after === undefined) return undefined;
  if (before === undefined) return { path, action: 'delete', baseVersion: contentVersion(after!) };
  const data = parseObject(before);
  if (data === undefined) return undefined;
  if (after === undefined) return { path, action: 'create', data };
  if (parseObject(after) === undefined) return undefined;
  return { path, action: 'update', baseVersion: contentVersion(after), baseText: after, data };
}

/** The body of POST /history/<path>: which change to undo, her summary of it, and whether she confirmed warnings. */
export type UndoRequest = { undo: string; summary: string; confirmWarnings: boolean };

/** A change's id as a backend gives it: an audit line's id (local) or a commit (github). */
const CHANGE_ID = /^[A-Za-z0-9._-]{1,100}$/;

export function parseUndoRequest(body: unknown): UndoRequest {
  const details: string[] = [];
  if (!isObject(body)) throw new ApiError('bad-request', { details: ['The body must be a JSON object: {"undo": "<change>", "summary": "..."}.'] });
  const { undo, summary, confirmWarnings } = body;
  if (typeof undo !== 'string' || !CHANGE_ID.test(undo)) details.push('"undo" must be the "undo" of a change GET /history/<path> listed.');
  const summaryWrong = summaryProblem(summary, '"summary" must say in plain words what is undone, e.g. "Undo: Phone number changed".');
  if (summaryWrong) details.push(summaryWrong);
  if (confirmWarnings !== undefined && typeof confirmWarnings !== 'boolean') details.push('"confirmWarnings" must be true or false.');
  if (details.length > 0) throw new ApiError('bad-request', { details });
  return { undo: undo as string, summary: (summary as string).trim(), confirmWarnings: confirmWarnings === true };
}

function parseObject(text: string): Json | undefined {
  try {
    const value = JSON.parse(text) as Json;
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
