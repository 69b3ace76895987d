import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createControlRoutes } from './control.ts';
import { createEmailHandler, type EmailState } from './email.ts';
import { sendText } from './http-utils.ts';
import { createLoginHandler } from './login.ts';
import { createOutbox } from './outbox.ts';
import { hashPassword } from './passwords.ts';
import { createRateLimiter, DEFAULT_LOGIN_RATE_LIMIT, type RateLimit } from './rate-limit.ts';
import { dispatch, type Route } from './router.ts';
import { createTokenStore, DEFAULT_TOKEN_TTL_MS } from './session-tokens.ts';
import { loadOrCreateUsers } from './users.ts';
import { createWhoamiHandler } from './whoami.ts';
import { exactOrigin } from '../http/exact-origin.ts';

export type StandInOptions = {
  /** 0 picks a free port (tests); defaults to 8787. */
  port?: number;
  host?: string;
  /** Folder for outbox.jsonl and users.json; created as needed. */
  dataDir: string;
  /** Exact origins (scheme://host:port) whose pages may call the stand-in. */
  allowedOrigins: string[];
  log?: (line: string) => void;
  /** Failed logins allowed per address per window; defaults to 5 per 15 minutes. */
  loginRateLimit?: RateLimit;
  /** How long a login token stays valid; defaults to 12 hours. */
  tokenTtlMs?: number;
};

export type StandIn = {
  url: string;
  port: number;
  close(): Promise<void>;
  setEmailFailure(on: boolean): void;
};

export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const { port = 8787, host = '127.0.0.1', dataDir } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const allowedOrigins = new Set(options.allowedOrigins.map((origin) => exactOrigin(origin, 'http://localhost:4173')));

  const users = await loadOrCreateUsers(dataDir);
  const dummy = await hashPassword(randomBytes(16).toString('hex'));
  const limiter = createRateLimiter(options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT);
  const tokens = createTokenStore(users, options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS);
  const outbox = createOutbox(dataDir);
  const email: EmailState = { fail: false, failFor: new Set() };

  const routes = new Map<string, Route>([
    [
      '/api/v1.0/email/send',
      { access: { allowHeaders: 'Content-Type' }, handlers: { POST: createEmailHandler(outbox, email) } },
    ],
    [
      '/login/',
      {
        access: { allowHeaders: 'Content-Type, Authorization' },
        handlers: { POST: createLoginHandler(users, dummy, limiter, tokens) },
      },
    ],
    [
      '/whoami/',
      { access: { allowHeaders: 'Authorization' }, handlers: { GET: createWhoamiHandler(tokens) } },
    ],
    ...createControlRoutes(outbox, email),
  ]);

  const server = createServer((req, res) => {
    res.on('finish', () => log(`${req.method} ${req.url} -> ${res.statusCode}`));
    dispatch(req, res, routes, allowedOrigins).catch((error: unknown) => {
      // The details go to the developer's terminal, never to the client.
      log(`Unexpected error on ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal error', { Connection: 'close' });
    });
  });
  await listen(server, port, host);

  const actualPort = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    setEmailFailure: (on) => {
      email.fail = on;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets (fetch keeps them) would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} on ${host} is already in use. Stop the other process or choose another port (STAND_IN_PORT).`));
      } else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
