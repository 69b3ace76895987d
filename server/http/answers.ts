import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Every answer goes through c.body, so headers a gate set on the context (Vary, the CORS origin) are kept.

export function jsonAnswer(c: Context, status: number, value: unknown, headers: Record<string, string> = {}): Response {
  return c.body(JSON.stringify(value), status as ContentfulStatusCode, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
}

export function textAnswer(c: Context, status: number, text: string, headers: Record<string, string> = {}): Response {
  return c.body(text, status as ContentfulStatusCode, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
}

/** 204 No Content. */
export function emptyAnswer(c: Context): Response {
  return c.body(null, 204);
}

/** Headers for an answer sent before the body was read: closing the socket discards the unread rest. */
export const CLOSE_AFTER = { Connection: 'close' } as const;
