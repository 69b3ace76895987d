import { isObject } from '../../src/content/json-values.ts';
import { MAX_JSON_DEPTH, readJsonBody } from '../http/json-body.ts';

export type ObjectBody =
  | { ok: true; data: Record<string, unknown> | undefined }
  | { ok: false; problem: 'too-large' | 'too-deep' };

/** Words for a body refused for its depth, in every route's own voice. */
export const TOO_DEEP = `The body nests objects and lists more than ${MAX_JSON_DEPTH} levels deep.`;

/**
 * A body that must be a JSON object: `data` is undefined for anything else (not JSON, an array, null,
 * a scalar), which every route refuses with its own 400. Oversized and over-deep bodies are problems
 * of their own, answered 413 with Connection: close and 400.
 */
export async function readObjectBody(request: Request, maxBytes: number): Promise<ObjectBody> {
  const body = await readJsonBody(request, maxBytes);
  if (body.ok) return { ok: true, data: isObject(body.value) ? body.value : undefined };
  if (body.problem === 'not-json') return { ok: true, data: undefined };
  return { ok: false, problem: body.problem };
}
