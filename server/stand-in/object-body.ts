import { isObject } from '../../src/content/json-values.ts';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES, readJsonBody } from '../http/json-body.ts';

/** Refused for its shape, not its size: answered 400 with these words. */
type Refusal = 'too-deep' | 'too-many-values' | 'cut-short';

// Two kinds of refusal, so a route that has answered 'too-large' is left with a Refusal.
export type ObjectBody =
  | { ok: true; data: Record<string, unknown> | undefined }
  | { ok: false; problem: 'too-large' }
  | { ok: false; problem: Refusal };

/** Words for a body refused for its shape, in every route's own voice; each route words its own size limit. */
export const REFUSED: Record<Refusal, string> = {
  'too-deep': `The body nests objects and lists more than ${MAX_JSON_DEPTH} levels deep.`,
  'too-many-values': `The body holds more than ${MAX_JSON_VALUES} values (object members and list items).`,
  'cut-short': 'The body broke off before it all arrived.',
};

/**
 * A body that must be a JSON object: `data` is undefined for anything else (not JSON, an array, null,
 * a scalar), which every route refuses with its own 400. Oversized bodies are 413 with Connection:
 * close; the other refusals are 400 with the words of REFUSED.
 */
export async function readObjectBody(request: Request, maxBytes: number): Promise<ObjectBody> {
  const body = await readJsonBody(request, maxBytes);
  if (body.ok) return { ok: true, data: isObject(body.value) ? body.value : undefined };
  if (body.problem === 'not-json') return { ok: true, data: undefined };
  if (body.problem === 'too-large') return { ok: false, problem: 'too-large' };
  return { ok: false, problem: body.problem };
}
