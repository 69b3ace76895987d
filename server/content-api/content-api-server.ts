import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Backend } from './backend.ts';
import { API_ERRORS, ApiError, errorBody } from './errors.ts';
import { sendJson } from '../http/json-http.ts';
import { createRoutes, type Route } from './routes.ts';
import type { StaffCheck } from './staff-check.ts';
import { exactOrigin } from '../http/exact-origin.ts';

export type ContentApiOptions = {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  backend: Backend;
  checkStaff: StaffCheck;
  /** Exact origins (scheme://host:port) of the site's pages, the only pages that may call the API. */
  allowedOrigins: string[];
  log?: (line: string) => void;
};

export type ContentApi = { url: string; port: number; close(): Promise<void> };

export async function startContentApi(options: ContentApiOptions): Promise<ContentApi> {
  const { port, host = '127.0.0.1' } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const allowedOrigins = new Set(options.allowedOrigins.map((origin) => exactOrigin(origin, 'https://www.cedarcreeklawn.example')));
  const routes = createRoutes(options.backend, options.checkStaff);

  const server = createServer((req, res) => {
    res.on('finish', () => log(`${req.method} ${req.url} -> ${res.statusCode}`));
    handle(req, res, routes, allowedOrigins).catch((error: unknown) => {
      const api = error instanceof ApiError ? error : undefined;
      // The details of an unexpected failure go to the server's log, never to the browser.
      if (!api) log(`Unexpected error on ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`);
      if (res.headersSent) return void res.destroy();
      const code = api?.code ?? 'internal';
      // An answer sent before the body was read closes the socket, which discards the unread rest.
      const close: Record<string, string> = req.complete ? {} : { Connection: 'close' };
      sendJson(res, API_ERRORS[code].status, errorBody(code, api?.extra), { ...api?.headers, ...close });
    });
  });
  await listen(server, port, host);
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, routes: Map<string, Route>, allowedOrigins: Set<string>): Promise<void> {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin !== undefined) {
    // Refusing the request itself, not only withholding CORS headers, keeps other sites' pages from
    // sending "simple" requests that would still reach the API with a staff member's token.
    if (!allowedOrigins.has(origin)) throw new ApiError('origin-refused', { details: [`${origin} is not one of the site's own addresses.`] });
    res.setHeader('Access-Control-Allow-Origin', origin);
  }
  const url = new URL(req.url ?? '/', 'http://content-api.invalid');
  const { route, rest } = find(routes, url.pathname);
  if (!route) throw new ApiError('not-found');

  const method = req.method ?? 'GET';
  const allow = Object.keys(route.handlers).join(', ');
  if (method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Methods': `${allow}, OPTIONS`,
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Max-Age': '600',
    });
    return void res.end();
  }
  const handler = route.handlers[method];
  if (!handler) throw new ApiError('method-not-allowed', { details: [`Use ${allow}.`] }, { Allow: allow });
  const answer = await handler(req, rest);
  sendJson(res, answer.status, answer.body);
}

function find(routes: Map<string, Route>, pathname: string): { route?: Route; rest: string } {
  const exact = routes.get(pathname);
  if (exact && !exact.prefix) return { route: exact, rest: '' };
  for (const [prefix, route] of routes) {
    if (route.prefix && pathname.startsWith(prefix)) {
      try {
        return { route, rest: decodeURIComponent(pathname.slice(prefix.length)) };
      } catch {
        // A broken %-escape names no file; the path check refuses it with a reason.
        return { route, rest: pathname.slice(prefix.length) };
      }
    }
  }
  return { rest: '' };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new Error(`Port ${port} on ${host} is already in use. Stop the other process or choose another port (CONTENT_API_PORT).`));
      else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
