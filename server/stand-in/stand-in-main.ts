// Starts the local stand-in for EmailJS, the CRM login and Plausible's Events and Stats APIs (see docs/decisions/002 and 029).
// Usage: npx tsx server/stand-in/stand-in-main.ts
// Env: STAND_IN_PORT, STAND_IN_DATA, STAND_IN_ORIGINS, STAND_IN_LOGIN_MAX, STAND_IN_ANALYTICS_KEY.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { createAnalyticsLog } from './analytics.ts';
import { DEFAULT_ANALYTICS_KEY } from './analytics-query.ts';
import { createOutbox } from './outbox.ts';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../http/rate-limit.ts';
import { startStandIn } from './stand-in-server.ts';
import { usersPath } from './users.ts';
import { closeOnSignal } from '../http/serve-on-node.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_ORIGINS = [
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
];

function readPort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`STAND_IN_PORT is "${text}"; use a whole number from 0 to 65535 (0 picks a free port).`);
  }
  return port;
}

/** Failed logins allowed per address per 15 minutes; the end-to-end tests raise it, since they all share 127.0.0.1. */
function readLoginMax(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_LOGIN_RATE_LIMIT.max;
  const max = Number(text);
  if (!Number.isInteger(max) || max < 1) throw new Error(`STAND_IN_LOGIN_MAX is "${text}"; use a whole number of 1 or more.`);
  return max;
}

async function main(): Promise<void> {
  const env = process.env;
  const dataDir = resolve(env.STAND_IN_DATA ?? resolve(projectRoot, '.local'));
  const allowedOrigins = env.STAND_IN_ORIGINS
    ? env.STAND_IN_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
    : DEFAULT_ORIGINS;
  const analyticsKey = env.STAND_IN_ANALYTICS_KEY || DEFAULT_ANALYTICS_KEY;

  const standIn = await startStandIn({
    port: readPort(env.STAND_IN_PORT ?? '8787'),
    dataDir,
    allowedOrigins,
    log: (line) => console.log(line),
    loginRateLimit: { ...DEFAULT_LOGIN_RATE_LIMIT, max: readLoginMax(env.STAND_IN_LOGIN_MAX) },
    analyticsKey,
  });

  console.log(`Stand-in for EmailJS and the CRM login listening on ${standIn.url}`);
  console.log(`  Outbox:  ${createOutbox(dataDir).path}`);
  console.log(`  Events:  ${createAnalyticsLog(dataDir).path}`);
  console.log(`  Stats:   POST ${standIn.url}/api/v2/query with Authorization: Bearer ${env.STAND_IN_ANALYTICS_KEY ? '$STAND_IN_ANALYTICS_KEY' : analyticsKey}`);
  console.log(`  Users:   ${usersPath(dataDir)}`);
  console.log(`  Origins: ${allowedOrigins.join(', ')}`);
  console.log('  Demo accounts (created on first start):');
  for (const account of DEMO_ACCOUNTS) {
    const role = account.is_admin ? 'administrator' : 'ordinary user';
    console.log(`    ${account.username} / ${account.password}  (${role})`);
  }

  closeOnSignal(standIn, 'the stand-in');
}

main().catch((error: unknown) => {
  console.error(`Stand-in did not start: ${(error as Error)?.message ?? error}`);
  process.exitCode = 1;
});
