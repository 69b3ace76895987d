import type { Context } from 'hono';
import { API_ERRORS, ApiError, errorBody } from './errors.ts';
import { storageAnswer } from './storage-errors.ts';
import { jsonAnswer } from '../http/answers.ts';
import { readJsonBody, MAX_JSON_DEPTH, MAX_JSON_VALUES } from '../http/json-body.ts';
import { requestTarget } from '../http/http-app.ts';

/** Every answer of the content API is JSON, and never kept: it carries staff-only content and a login check. */
export function apiAnswer(c: Context, status: number, value: unknown, headers: Record<string, string> = {}): Response {
  return jsonAnswer(c, status, value, { ...headers, 'Cache-Control': 'no-store' });
}

/** The request's JSON body, or the ApiError that says why it cannot be read. */
export async function readChangeBody(c: Context, maxBytes: number): Promise<unknown> {
  const body = await readJsonBody(c.req.raw, maxBytes);
  if (body.ok) return body.value;
  if (body.problem === 'too-large') throw new ApiError('body-too-large', { details: `The limit is ${Math.round(maxBytes / 1024)} KiB.` }, { Connection: 'close' });
  if (body.problem === 'too-deep') throw new ApiError('body-too-deep', { details: [`The body nests objects and lists more than ${MAX_JSON_DEPTH} levels deep.`] });
  if (body.problem === 'too-many-values') throw new ApiError('body-too-many-values', { details: [`The body holds more than ${MAX_JSON_VALUES.toLocaleString('en-US')} values (object members and list items).`] });
  if (body.problem === 'cut-short') throw new ApiError('body-cut-short');
  throw new ApiError('bad-json');
}

/**
 * The answer for anything a step threw: an ApiError in its own words, a file-system error as what the
 * disk's state means (storage-errors.ts), anything else as "internal",
 * its details written to the server's log and never sent to the browser.
 */
export function answerApiError(c: Context, error: unknown, log: (line: string) => void): Response {
  const storage = storageAnswer(error);
  if (storage) log(`Storage error on ${c.req.method} ${requestTarget(c)}: ${(error as Error).message}`);
  const api = error instanceof ApiError ? error : storage;
  if (!api) log(`Unexpected error on ${c.req.method} ${requestTarget(c)}: ${(error as Error)?.stack ?? error}`);
  // One plain line, no stack: the client may never read the answer, and the log tells a flaky network from a fault.
  if (api?.code === 'body-cut-short') log(`The body of ${c.req.method} ${requestTarget(c)} broke off before it all arrived (the client closed, or sent a broken chunk): answered 400 body-cut-short.`);
  const code = api?.code ?? 'internal';
  // The Node server adds Connection: close when the body had not all arrived (serve-on-node.ts).
  return apiAnswer(c, API_ERRORS[code].status, errorBody(code, api?.extra), api?.headers);
}
