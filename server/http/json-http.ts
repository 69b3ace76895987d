import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../content-api/errors.ts';

/**
 * Reads the body as UTF-8 JSON, giving up as soon as it passes maxBytes so an oversized upload is
 * never held in memory. The socket is closed after a 413, which discards the unread rest.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const tooLarge = () => new ApiError('body-too-large', { details: `The limit is ${Math.round(maxBytes / 1024)} KiB.` }, { Connection: 'close' });
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const text = await new Promise<string | undefined>((resolve, reject) => {
    // Plain listeners rather than `for await`: leaving that loop early destroys the socket, and
    // the 413 answer could then never be sent.
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        resolve(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
  if (text === undefined) throw tooLarge();
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('bad-json');
  }
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  // Answers carry staff-only content and a login check: never cached by the browser or a proxy.
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(value));
}
