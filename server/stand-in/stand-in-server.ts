import { randomBytes } from 'node:crypto';
import { createAnalyticsLog, createEventHandler } from './analytics.ts';
import { createQueryHandler, DEFAULT_ANALYTICS_KEY } from './analytics-query.ts';
import { createControlRoutes } from './control.ts';
import { createEmailHandler, type EmailState } from './email.ts';
import { createLoginHandler } from './login.ts';
import { createOutbox } from './outbox.ts';
import { hashPassword } from './passwords.ts';
import { createRateLimiter, DEFAULT_LOGIN_RATE_LIMIT, type RateLimit } from '../http/rate-limit.ts';
import { createTokenStore, DEFAULT_TOKEN_TTL_MS } from './session-tokens.ts';
import { loadOrCreateUsers } from './users.ts';
import { createWhoamiHandler } from './whoami.ts';
import { CLOSE_AFTER, textAnswer } from '../http/answers.ts';
import { createHttpApp, requestPath, requestTarget } from '../http/http-app.ts';
import { originGate } from '../http/origin-gate.ts';
import { serveOnNode, type RunningServer } from '../http/serve-on-node.ts';

export type StandInOptions = {
  /** 0 picks a free port (tests); defaults to 8787. */
  port?: number;
  host?: string;
  /** Folder for outbox.jsonl, analytics.jsonl and users.json; created as needed. */
  dataDir: string;
  /** Exact origins (scheme://host:port) whose pages may call the stand-in. */
  allowedOrigins: string[];
  log?: (line: string) => void;
  /** Failed logins allowed per address per window; defaults to 5 per 15 minutes. */
  loginRateLimit?: RateLimit;
  /** How long a login token stays valid; defaults to 12 hours. */
  tokenTtlMs?: number;
  /** The Bearer key of Plausible's Stats API v2 (STAND_IN_ANALYTICS_KEY); defaults to 'stand-in-stats-key'. */
  analyticsKey?: string;
};

export type StandIn = RunningServer & { setEmailFailure(on: boolean): void };

export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const { port = 8787, host = '127.0.0.1', dataDir } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  // The public contracts are open to the site's pages, refused to any other page's.
  const gate = originGate({
    allowedOrigins: options.allowedOrigins,
    example: 'http://localhost:4173',
    refuse: (c, origin) => textAnswer(c, 403, `Origin ${origin} is not allowed; add it to STAND_IN_ORIGINS.`),
  });

  const users = await loadOrCreateUsers(dataDir);
  const dummy = await hashPassword(randomBytes(16).toString('hex'));
  const limiter = createRateLimiter(options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT);
  const tokens = createTokenStore(users, options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS);
  const outbox = createOutbox(dataDir);
  const email: EmailState = { fail: false, failFor: new Set() };
  const events = createAnalyticsLog(dataDir);
  const stats = { fail: false };

  const app = createHttpApp({
    routes: [
      { path: '/api/v1.0/email/send', gate, preflight: { allowHeaders: 'Content-Type' }, handlers: { POST: createEmailHandler(outbox, email) } },
      { path: '/login/', gate, preflight: { allowHeaders: 'Content-Type, Authorization' }, handlers: { POST: createLoginHandler(users, dummy, limiter, tokens) } },
      { path: '/whoami/', gate, preflight: { allowHeaders: 'Authorization' }, handlers: { GET: createWhoamiHandler(tokens) } },
      // Plausible's Events API: the pages' visit counts (decision 029).
      { path: '/api/event', gate, preflight: { allowHeaders: 'Content-Type' }, handlers: { POST: createEventHandler(events) } },
      // Plausible's Stats API v2, counted from those events, for the content API's owner view (decision 029).
      // Server to server, so no preflight; the gate lets a request without Origin through and refuses other sites' pages.
      { path: '/api/v2/query', gate, handlers: { POST: createQueryHandler(events, options.analyticsKey ?? DEFAULT_ANALYTICS_KEY, stats) } },
      ...createControlRoutes(outbox, email, events, stats),
    ],
    notFound: (c) => textAnswer(c, 404, `Not found: ${requestPath(c)}`),
    methodNotAllowed: (c, allow) => textAnswer(c, 405, `${c.req.method} is not supported here; use ${allow}.`, { Allow: allow }),
    onError: (error, c) => {
      // The details go to the developer's terminal, never to the client.
      log(`Unexpected error on ${c.req.method} ${requestTarget(c)}: ${error.stack ?? error}`);
      return textAnswer(c, 500, 'Internal error', CLOSE_AFTER);
    },
  });
  const server = await serveOnNode(app, { port, host, portSetting: 'STAND_IN_PORT', log });
  return {
    ...server,
    setEmailFailure: (on) => {
      email.fail = on;
    },
  };
}
