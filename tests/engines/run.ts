/**
 * `npm run test:engines`: the cross-engine suite (GitHub issue #23). Starts the built site (dist/)
 * with the page recorder in front of it, the local stand-in and the studio's content API
 * (support/studio-servers.ts), then runs the checks in WebKit and in Firefox, one process each, side
 * by side. ENGINE=webkit or ENGINE=firefox runs one engine alone. Ports come from the same variables
 * as playwright.config.ts; the build must point at the same stand-in and content API.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveDist } from '../../tools/dev/serve';
import { serveWithRecorder } from './support/record-errors';
import { waitForServer } from './support/driver';
import { startStudioServers } from './support/studio-servers';

const root = resolve(import.meta.dirname, '../..');
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4174);
const standInPort = Number(process.env.E2E_STAND_IN_PORT ?? 8788);
const siteUrl = `http://127.0.0.1:${sitePort}`;
const standInUrl = `http://127.0.0.1:${standInPort}`;
// The studio's content API answers where the build told the studio to look (VITE_CONTENT_API_URL).
const contentApiPort = Number(process.env.E2E_CONTENT_API_PORT ?? 8790);
const contentApiUrl = `http://127.0.0.1:${contentApiPort}`;
const engines = { webkit: 'tests/engines/webkit.test.ts', firefox: 'tests/engines/firefox.test.ts' };
const chosen = process.env.ENGINE ? [process.env.ENGINE] : Object.keys(engines);

async function main(): Promise<number> {
  const unknown = chosen.filter((name) => !(name in engines));
  if (unknown.length) throw new Error(`ENGINE is "${process.env.ENGINE}"; use webkit or firefox (or leave it unset for both).`);
  const build = 'run `source tools/test/e2e-env.sh && npx tsx tools/build/build.ts` first (with the same E2E_* ports)';
  const home = resolve(root, 'dist/index.html');
  if (!existsSync(home)) throw new Error(`dist/ has no build: ${build}.`);
  // A build made for another stand-in (npm start's, at :8787) would make every send and login wait and fail.
  const connectTo = /connect-src([^;"]*)/.exec(readFileSync(home, 'utf8'))?.[1]?.trim().split(/\s+/) ?? [];
  if (!connectTo.includes(standInUrl)) throw new Error(`dist/ was built for another stand-in (it talks to ${connectTo.join(' ') || 'nothing'}, not ${standInUrl}): ${build}.`);
  if (!connectTo.includes(contentApiUrl)) throw new Error(`dist/ was built for another content API (it talks to ${connectTo.join(' ') || 'nothing'}, not ${contentApiUrl}): ${build}.`);

  const standIn = spawn(process.execPath, ['--import', 'tsx', 'server/stand-in/stand-in-main.ts'], {
    cwd: root,
    stdio: 'ignore',
    // Every check logs in from 127.0.0.1, so the failed-login limit is raised as for the Playwright suite.
    env: { ...process.env, STAND_IN_PORT: String(standInPort), STAND_IN_DATA: '.local/engines', STAND_IN_LOGIN_MAX: '1000', STAND_IN_ORIGINS: `${siteUrl},http://localhost:${sitePort}` },
  });
  const site = await serveDist(resolve(root, 'dist'), 0);
  const front = await serveWithRecorder(sitePort, (site.address() as { port: number }).port);
  const studio = await startStudioServers({ port: contentApiPort, siteUrl, origins: [siteUrl, `http://localhost:${sitePort}`], standInUrl });
  try {
    await waitForServer(`http://127.0.0.1:${standInPort}/__control/outbox`, 'The stand-in', 30_000);
    await waitForServer(siteUrl, 'The site', 30_000);
    const started = Date.now();
    const suite = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...chosen.map((name) => engines[name as keyof typeof engines])], {
      cwd: root,
      stdio: 'inherit',
      // Its own process group, so that Ctrl+C or a kill takes the drivers and Xvfb with it (Puppeteer
      // closes Firefox, which it starts in a group of its own, on SIGTERM).
      detached: true,
      env: { ...process.env, E2E_SITE_URL: siteUrl, E2E_STAND_IN_URL: standInUrl, E2E_CONTENT_API_URL: contentApiUrl, E2E_STUDIO_COPY: studio.copy, E2E_STUDIO_UNBUILT_URL: studio.unbuiltUrl },
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        process.kill(-suite.pid!, 'SIGTERM');
        standIn.kill();
        // The content API's copy of the project is removed before the exit.
        void studio.close().finally(() => process.exit(1));
      });
    }
    const code = await new Promise<number>((done) => suite.on('exit', (exit) => done(exit ?? 1)));
    console.log(`Cross-engine suite (${chosen.join(', ')}): ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return code;
  } finally {
    await studio.close();
    standIn.kill();
    front.close();
    site.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
