import { jsonLimitPassed } from './json-limits.ts';

/**
 * Site files nest about ten levels deep, a change wraps them in three more; no body either server
 * takes comes near this, and a deeper one is refused before anything walks it.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Object members and array items a body may hold. The largest site file holds under 300
 * (pages/admin-dashboard.json), a change of 50 such files about 15,000, and more towns are more
 * files, not bigger ones; a change's 512 KiB of `[{},{},…]` (src/content/change-limits.ts) is 175,000,
 * refused before anything walks, merges or validates it.
 */
export const MAX_JSON_VALUES = 50_000;

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; problem: BodyProblem };

/** too-large: over maxBytes; cut-short: the body broke off (the client closed, or sent a broken chunk). */
export type BodyProblem = 'too-large' | 'not-json' | 'too-deep' | 'too-many-values' | 'cut-short';

/**
 * The one body reader: the body as UTF-8 JSON, held to maxBytes, MAX_JSON_DEPTH and MAX_JSON_VALUES. Reading stops as
 * soon as the body passes maxBytes, so an oversized upload is never held in memory; the caller answers
 * 413 with Connection: close, which discards the unread rest. The stream is left, not cancelled: on
 * Node cancelling it could end the socket before that answer is sent.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, problem: 'too-large' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      // Node fails the stream ("aborted") when the socket closes or a chunk is malformed mid-body:
      // the client's doing, answered as such, not a failure of the server.
      const read = await reader.read().catch(() => undefined);
      if (!read) return { ok: false, problem: 'cut-short' };
      const { done, value } = read;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.releaseLock();
        return { ok: false, problem: 'too-large' };
      }
      chunks.push(value);
    }
  }
  // ignoreBOM keeps a leading byte-order mark, which JSON does not allow, as Node's Buffer decoding did.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(joined(chunks, size));
  const passed = jsonLimitPassed(text, { depth: MAX_JSON_DEPTH, values: MAX_JSON_VALUES });
  if (passed) return { ok: false, problem: passed === 'depth' ? 'too-deep' : 'too-many-values' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: 'not-json' };
  }
}

function joined(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
