import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackAddress, isLoopbackHost, sendText } from './http-utils.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * 'control' routes answer only local callers and send no CORS headers; the others are the
 * public contracts, open to pages served from an allowed origin.
 */
export type Route = {
  handlers: Partial<Record<string, Handler>>;
  access: 'control' | { allowHeaders: string };
};

export type Routes = ReadonlyMap<string, Route>;

export async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  routes: Routes,
  allowedOrigins: ReadonlySet<string>,
): Promise<void> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const route = routes.get(path);
  if (!route) return sendText(res, 404, `Not found: ${path}`);

  const method = req.method ?? 'GET';
  if (route.access === 'control') {
    if (!isLoopbackAddress(req.socket.remoteAddress) || !isLoopbackHost(req.headers.host)) {
      return sendText(res, 403, 'Control routes answer loopback callers only.');
    }
  } else {
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin !== undefined) {
      // Refusing the request itself, not just withholding CORS headers, stops other sites
      // from posting "simple" requests that would still reach the outbox or the login.
      if (!allowedOrigins.has(origin)) {
        return sendText(res, 403, `Origin ${origin} is not allowed; add it to STAND_IN_ORIGINS.`);
      }
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': [...Object.keys(route.handlers), 'OPTIONS'].join(', '),
        'Access-Control-Allow-Headers': route.access.allowHeaders,
        'Access-Control-Max-Age': '600',
      });
      return void res.end();
    }
  }

  const handler = route.handlers[method];
  if (!handler) {
    const allow = Object.keys(route.handlers).join(', ');
    return sendText(res, 405, `${method} is not supported here; use ${allow}.`, { Allow: allow });
  }
  await handler(req, res);
}
