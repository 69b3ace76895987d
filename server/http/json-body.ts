import { jsonDepthExceeds } from './json-depth.ts';

/**
 * Site files nest about ten levels deep, a change wraps them in three more; no body either server
 * takes comes near this, and a deeper one is refused before anything walks it.
 */
export const MAX_JSON_DEPTH = 64;

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'too-large' | 'not-json' | 'too-deep' };

/**
 * The one body reader: the body as UTF-8 JSON, held to maxBytes and to MAX_JSON_DEPTH. Reading stops as
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
      const { done, value } = await reader.read();
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
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return { ok: false, problem: 'too-deep' };
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
