/**
 * `npm start`: builds the site pointing at the local stand-in, then serves it with the stand-in and
 * the content API (local backend, confirming passwords with the stand-in), so every form, the staff
 * login and saving content work on this machine. Each save in the studio rebuilds the site (the same
 * `npm run build`, incremental), and the running site serves the new pages (decision 024). Ctrl+C
 * stops all three.
 */
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_ACCOUNTS } from '../../server/stand-in/demo-accounts.ts';
import { createOutbox } from '../../server/stand-in/outbox.ts';
import { startStandIn } from '../../server/stand-in/stand-in-server.ts';
import { DEFAULT_ANALYTICS_KEY } from '../../server/stand-in/analytics-query.ts';
import { serveDist } from './serve.ts';
import { DEFAULT_CONTENT_API_PORT, readContentApiConfig } from '../../server/content-api/config.ts';
import { startConfiguredContentApi } from '../../server/content-api/start-content-api.ts';
import { buildCommand } from '../../server/content-api/live-build/build-command.ts';
import { lastBuildFileOf } from '../build/last-build.ts';

const root = resolve(import.meta.dirname, '../..');
const sitePort = Number(process.env.PORT ?? 4173);
const standInPort = Number(process.env.STAND_IN_PORT ?? 8787);
const standInUrl = `http://127.0.0.1:${standInPort}`;
const contentApiPort = Number(process.env.CONTENT_API_PORT ?? DEFAULT_CONTENT_API_PORT);

// The studio on /admin-dashboard saves through the content API started below.
const buildEnv = { ...process.env, VITE_EMAILJS_ORIGIN: standInUrl, VITE_CRM_API_HOST: standInUrl, VITE_ANALYTICS_HOST: standInUrl, VITE_CONTENT_API_URL: `http://127.0.0.1:${contentApiPort}` };
execSync('npm run build', { cwd: root, stdio: 'inherit', env: buildEnv });

const dataDir = resolve(root, '.local');
const siteOrigins = [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`];
const standIn = await startStandIn({ port: standInPort, dataDir, allowedOrigins: siteOrigins, log: () => {} });
const contentApiConfig = readContentApiConfig(
  {
    ...process.env,
    // npm start always saves into this checkout, whatever site.json says for production.
    CONTENT_API_BACKEND: 'local',
    CONTENT_API_PORT: String(contentApiPort),
    // Administrators confirm their password with the stand-in's /login/, as the site's login does.
    VITE_CRM_API_HOST: standIn.url,
    // The owner's numbers come from the stand-in's Stats API, which counts what the pages sent it.
    VITE_ANALYTICS_HOST: standIn.url,
    CONTENT_API_ORIGINS: process.env.CONTENT_API_ORIGINS ?? siteOrigins.join(','),
  },
  root,
);
// One line per answer would drown the terminal; what the API says about itself (a save a stop
// interrupted and finished now, leftovers removed, a failure) is shown.
const answerLine = /^\S+ \S+ -> \d{3}$/;
// After each save: the same build with the same addresses, so the rebuilt pages still point at the
// stand-in and this API; its output goes to the log, the studio says "Updating the site…", then "Live".
const buildLog = resolve(dataDir, 'site-build.log');
const liveBuild = buildCommand({ command: ['npm', 'run', 'build'], cwd: root, env: buildEnv, logFile: buildLog, resultFile: lastBuildFileOf(root) });
const contentApi = await startConfiguredContentApi(
  contentApiConfig,
  (line) => {
    if (!answerLine.test(line)) console.error(`[content API] ${line}`);
  },
  // The stand-in's key (the host here is always the stand-in: a real key in the shell is never sent
  // to it), and no report kept: a click on the site shows in the numbers at the next look.
  { ...process.env, CONTENT_API_ANALYTICS_KEY: DEFAULT_ANALYTICS_KEY, CONTENT_API_VISIT_COUNTS_CACHE_SECONDS: '0' },
  { liveBuild },
);
const server = await serveDist(resolve(root, 'dist'), sitePort);

console.log(`\nCedar Creek site:  http://localhost:${sitePort}`);
console.log(`Stand-in services: ${standIn.url} (e-mail outbox: ${createOutbox(dataDir).path})`);
console.log(`Content API:       ${contentApi.url} (saves into site/; audit log: ${contentApiConfig.auditLog})`);
console.log(`Live build:        each save rebuilds the site (output: ${buildLog})`);
console.log(`Staff demo logins: ${DEMO_ACCOUNTS.map((a) => `${a.username} / ${a.password}${a.is_admin ? ' (admin)' : ''}`).join(', ')}`);
console.log('Press Ctrl+C to stop.');

const stop = async () => {
  server.close();
  await Promise.all([contentApi.close(), standIn.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
