import type { Context, MiddlewareHandler } from 'hono';
import { exactOrigin } from './exact-origin.ts';

export type OriginGateOptions = {
  /** Exact origins (scheme://host:port) of the pages that may call the server. */
  allowedOrigins: string[];
  /** An origin written the right way, for the message when one is not. */
  example: string;
  /** The server's own answer to a page of another origin. */
  refuse(c: Context, origin: string): Response | Promise<Response>;
};

/**
 * The one origin gate: a request from a page of another origin is refused outright, and one from an
 * allowed page is answered with that origin in Access-Control-Allow-Origin. Refusing the request
 * itself, not only withholding CORS headers, keeps other sites' pages from sending "simple" requests
 * that would still reach the server with a staff member's token or fill the outbox. A request with no
 * Origin (curl, another server, a same-origin GET) is let through: it is not a page of another site.
 */
export function originGate(options: OriginGateOptions): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins.map((origin) => exactOrigin(origin, options.example)));
  return async (c, next) => {
    c.header('Vary', 'Origin');
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      if (!allowed.has(origin)) return options.refuse(c, origin);
      c.header('Access-Control-Allow-Origin', origin);
    }
    await next();
  };
}
