import { checkContentPath } from './content-paths.ts';
import { summaryProblem } from './change-summary.ts';
import { ApiError } from './errors.ts';
import { parseImageUploads, type ImageUpload } from './images.ts';
import { isObject, type Json } from '../../src/content/json-values.ts';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from '../http/json-body.ts';
import { jsonLimitPassed } from '../http/json-limits.ts';

/**
 * One file of a submitted change. An update sends back the exact text and version it opened (from
 * GET /files/<path>): the version says whether someone else saved since, and the text is the common
 * ancestor a three-way merge needs, so the API keeps no copies of its own.
 */
export type FileChange =
  | { path: string; action: 'update'; baseVersion: string; baseText: string; data: Json }
  | { path: string; action: 'create'; data: Json }
  | { path: string; action: 'delete'; baseVersion: string };

/**
 * `images` are new pictures the change uses ({path: "/images/uploads/…", base64}): they travel with
 * the JSON that names them, so a picture is saved only with the change that uses it, in the same
 * commit, and a refused change leaves no stray file behind (decision 015, "Pictures").
 */
export type ChangeRequest = { summary: string; files: FileChange[]; confirmWarnings: boolean; images: ImageUpload[] };

export const MAX_FILES_PER_CHANGE = 50;

/** Checks the shape of a POST /changes body; every problem is named in "details" at once. */
export function parseChangeRequest(body: unknown): ChangeRequest {
  const details: string[] = [];
  if (!isObject(body)) throw new ApiError('bad-request', { details: ['The body must be a JSON object: {"summary": "...", "files": [...]}.'] });
  const { summary, files, confirmWarnings, images } = body as Record<string, unknown>;
  const summaryWrong = summaryProblem(summary, '"summary" must say in plain words what changed, e.g. "Phone number changed".');
  if (summaryWrong) details.push(summaryWrong);
  if (confirmWarnings !== undefined && typeof confirmWarnings !== 'boolean') details.push('"confirmWarnings" must be true or false.');
  if (!Array.isArray(files) || files.length === 0 || files.length > MAX_FILES_PER_CHANGE) {
    details.push(`"files" must list from 1 to ${MAX_FILES_PER_CHANGE} files.`);
  }
  const parsed = Array.isArray(files) ? files.map((file, index) => parseFile(file, `files[${index}]`, details)) : [];
  const paths = (Array.isArray(files) ? files : []).map((file) => (isObject(file) && typeof file.path === 'string' ? file.path : undefined));
  const repeated = paths.find((path, index) => path !== undefined && paths.indexOf(path) !== index);
  if (repeated) details.push(`"${repeated}" is listed twice; send each file once.`);

  const refused = parsed.find((file): file is { refused: string } => !!file && 'refused' in file);
  if (refused) throw new ApiError('path-refused', { details: [refused.refused] });
  if (details.length > 0) throw new ApiError('bad-request', { details });
  return { summary: (summary as string).trim(), files: parsed as FileChange[], confirmWarnings: confirmWarnings === true, images: parseImageUploads(images) };
}

function parseFile(file: unknown, at: string, details: string[]): FileChange | { refused: string } | undefined {
  if (!isObject(file)) {
    details.push(`${at} must be an object with "path" and "action".`);
    return undefined;
  }
  const path = checkContentPath(file.path);
  if (!path.ok) return { refused: path.reason };
  const { action, baseVersion, baseText, data } = file;
  const fail = (problem: string) => {
    details.push(`${at} (${path.path}): ${problem}`);
    return undefined;
  };
  const needsData = action === 'create' || action === 'update';
  if (needsData && !isObject(data)) return fail('"data" must be the whole file as one JSON object.');
  if ((action === 'update' || action === 'delete') && (typeof baseVersion !== 'string' || !/^[0-9a-f]{40}$/.test(baseVersion))) {
    return fail('"baseVersion" must be the "version" the file had when it was opened.');
  }
  if (action === 'update' && typeof baseText !== 'string') return fail('"baseText" must be the "text" the file had when it was opened.');
  // baseText is a string, so the body's limits never saw inside it; it is parsed as the merge's base
  // and may go back in a clash answer, where a deep one would overflow the stack (a 500).
  const passed = action === 'update' ? jsonLimitPassed(baseText as string, { depth: MAX_JSON_DEPTH, values: MAX_JSON_VALUES }) : undefined;
  if (passed === 'depth') throw new ApiError('body-too-deep', { details: [`${at} (${path.path}): "baseText" nests objects and lists more than ${MAX_JSON_DEPTH} levels deep.`] });
  if (passed === 'values') throw new ApiError('body-too-many-values', { details: [`${at} (${path.path}): "baseText" holds more than ${MAX_JSON_VALUES.toLocaleString('en-US')} values.`] });
  if (action === 'create') return { path: path.path, action, data: data as Json };
  if (action === 'update') return { path: path.path, action, baseVersion: baseVersion as string, baseText: baseText as string, data: data as Json };
  if (action === 'delete') return { path: path.path, action, baseVersion: baseVersion as string };
  return fail('"action" must be "create", "update" or "delete".');
}
