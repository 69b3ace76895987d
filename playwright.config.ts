import { defineConfig, devices } from '@playwright/test';
import { E2E_SESSION_SECRET } from './tests/e2e/support/content-copy';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 4174);
const standInPort = Number(process.env.E2E_STAND_IN_PORT ?? 8788);
const contentApiPort = Number(process.env.E2E_CONTENT_API_PORT ?? 8790);
export const siteUrl = `http://127.0.0.1:${sitePort}`;
const ownBuilds = /release-assets\.spec\.ts|save-to-live\.spec\.ts|studio-rebuild\.spec\.ts/;

/** End-to-end tests run the built site (dist/) and the local stand-in in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI or here: a test that fails once is a defect to fix (tests/e2e/support/app.ts has the waits).
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: siteUrl,
    trace: 'off',
    launchOptions: {
      // Debian's headless shell, what Playwright itself runs headless tests in: the full browser's
      // headless mode starts browser-interface pages with every context, about a third of the suite's
      // time (tools/test/ensure-chromium.sh installs it; decision 028).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  // One pool of two workers for every test: the tests that save or compare a file other tests save too
  // (site.json, a few towns) hold it while they run (tests/e2e/support/file-locks.ts), so nothing waits
  // for a project before it, and no core idles at the end while one test at a time runs (decision 028).
  projects: [
    // The tests that each build a copy of the site (half a minute of both cores): the longest tests,
    // listed first so that they start first rather than end the run on one worker. Their own project,
    // so a run of `--project chromium` leaves them out.
    { name: 'own builds', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: ownBuilds },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: ownBuilds },
  ],
  webServer: [
    {
      command: `npx tsx server/stand-in/stand-in-main.ts`,
      url: `http://127.0.0.1:${standInPort}/__control/outbox`,
      // Every test logs in from 127.0.0.1, so the failed-login limit is raised from 5 to keep them independent.
      env: { STAND_IN_PORT: String(standInPort), STAND_IN_DATA: '.local/e2e', STAND_IN_LOGIN_MAX: '1000', STAND_IN_ORIGINS: `${siteUrl},http://localhost:${sitePort}` },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The studio's content API, saving into a copy of site/ (tests/e2e/support/content-api-on-copy.ts).
      command: `npx tsx tests/e2e/support/content-api-on-copy.ts`,
      url: `http://127.0.0.1:${contentApiPort}/health`,
      env: {
        CONTENT_API_PORT: String(contentApiPort),
        VITE_CRM_API_HOST: `http://127.0.0.1:${standInPort}`,
        // Known to the tests, so one can hand the studio a session that has just expired (studio-session.spec.ts).
        CONTENT_API_SESSION_SECRET: E2E_SESSION_SECRET,
        CONTENT_API_ORIGINS: `${siteUrl},http://localhost:${sitePort}`,
        CONTENT_API_BACKEND: 'local',
      },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `npx tsx tools/dev/serve.ts`,
      url: siteUrl,
      env: { PORT: String(sitePort) },
      reuseExistingServer: false,
    },
  ],
});
