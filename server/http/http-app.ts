import { Hono, type Context, type MiddlewareHandler } from 'hono';

/** Answers one method of an address; `rest` is the decoded remainder of a prefix route ("" otherwise). */
export type RouteHandler = (c: Context, rest: string) => Response | Promise<Response>;

/** One address: its handlers by method, and what is checked before any of them runs. */
export type Route = {
  /** An exact path, or a prefix ending in "/*" (Hono's wildcard) whose remainder is handed on as `rest`. */
  path: string;
  handlers: Partial<Record<string, RouteHandler>>;
  /** Runs before the method is looked up, so it also guards OPTIONS and wrong methods (origin or loopback gate). */
  gate?: MiddlewareHandler;
  /** For an address that pages of another origin call: OPTIONS answers their CORS preflight. */
  preflight?: { allowHeaders: string };
};

/** How a server words the answers the layer gives on its behalf. */
export type HttpAppOptions = {
  routes: Route[];
  /** Runs before any address is looked up, unknown ones included. */
  before?: MiddlewareHandler;
  notFound(c: Context): Response | Promise<Response>;
  methodNotAllowed(c: Context, allow: string): Response | Promise<Response>;
  onError(error: Error, c: Context): Response | Promise<Response>;
};

/**
 * The one way a server here is built: Hono finds the address, this table finds the method. Methods
 * are looked up by hand rather than with app.get/app.post so that a wrong one answers 405 with an
 * Allow header (Hono would answer 404) and HEAD is not quietly served as GET.
 */
export function createHttpApp(options: HttpAppOptions): Hono {
  const app = new Hono();
  if (options.before) app.use('*', options.before);
  for (const route of options.routes) {
    const allow = Object.keys(route.handlers).join(', ');
    const dispatch = async (c: Context): Promise<Response> => {
      const method = c.req.method;
      if (method === 'OPTIONS' && route.preflight) {
        return c.body(null, 204, {
          'Access-Control-Allow-Methods': `${allow}, OPTIONS`,
          'Access-Control-Allow-Headers': route.preflight.allowHeaders,
          'Access-Control-Max-Age': '600',
        });
      }
      const handler = route.handlers[method];
      if (!handler) return options.methodNotAllowed(c, allow);
      return handler(c, restOf(c, route.path));
    };
    if (route.gate) app.all(route.path, route.gate, dispatch);
    else app.all(route.path, dispatch);
  }
  app.notFound(options.notFound);
  app.onError(options.onError);
  return app;
}

/** The path after a prefix route's "/*", %-decoded; a broken escape is handed on as sent, for the handler to refuse. */
function restOf(c: Context, routePath: string): string {
  if (!routePath.endsWith('/*')) return '';
  const rest = requestPath(c).slice(routePath.length - 1);
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/** The path as sent (still %-encoded, dot segments resolved): Hono's c.req.path is decoded. */
export function requestPath(c: Context): string {
  return new URL(c.req.url).pathname;
}

/** The path and query as sent, for log lines. */
export function requestTarget(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}
