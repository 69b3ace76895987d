import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveDist } from '../../tools/dev/serve';
import { lastBuildFileOf } from '../../tools/build/last-build';
import { projectRoot, removeTempProjects, tempBuildProject } from '../../src/testing/temp-project';
import { startStandIn, type StandIn } from '../../server/stand-in/stand-in-server';
import { readContentApiConfig } from '../../server/content-api/config';
import { startConfiguredContentApi } from '../../server/content-api/start-content-api';
import type { ContentApi } from '../../server/content-api/content-api-server';
import { buildCommand } from '../../server/content-api/live-build/build-command';
import { appReady } from './support/app';
import { ADMIN, confirmPassword, unique } from './support/studio';
import { programmerWordsOnScreen, studioText } from './support/plain-words';

// Save → live on one machine, as under `npm start` (decision 024): a temp copy of the project, built,
// served by its own static server, with its own stand-in (logins) and its own content API with the
// live build on (free ports for all three), so nothing here saves into the other tests' copy. The
// build after each save is the real `npm run build` in that copy, checks included: waits are for the
// states the studio shows, with room for a build on a busy two-core machine.

test.describe.configure({ mode: 'serial', timeout: 420_000 });

const tsx = join(projectRoot, 'node_modules/tsx/dist/cli.mjs');
/** A whole `npm run build` (render and every check) on a shared two-core machine, with room to spare. */
const BUILD_MS = 240_000;

let dir: string;
let site: Server;
let siteUrl: string;
let standIn: StandIn;
let api: ContentApi;
let buildEnv: Record<string, string | undefined>;
const logFile = () => join(dir, '.local', 'site-build.log');

test.beforeAll(async () => {
  test.setTimeout(BUILD_MS + 60_000);
  dir = tempBuildProject('save-to-live-');
  // tools/ copied, not linked: each check of `npm run build` starts only when run by its own path.
  // public/ copied too, so nothing the API does there reaches the project's own pictures.
  for (const folder of ['tools', 'public']) {
    rmSync(join(dir, folder));
    cpSync(join(projectRoot, folder), join(dir, folder), { recursive: true });
  }
  // Served before it is built: the server reads dist/ at each request.
  site = await serveDist(join(dir, 'dist'), 0);
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  standIn = await startStandIn({ port: 0, dataDir: join(dir, '.local'), allowedOrigins: [siteUrl], log: () => {} });
  const config = readContentApiConfig(
    { CONTENT_API_ROOT: dir, CONTENT_API_BACKEND: 'local', CONTENT_API_PORT: '0', VITE_CRM_API_HOST: standIn.url, CONTENT_API_ORIGINS: siteUrl },
    dir,
  );
  // The build needs the API's address, which is known once it listens: the build command is made then.
  let run: ReturnType<typeof buildCommand> | undefined;
  const liveBuild = Object.assign(() => run!(), { close: () => run?.close() });
  api = await startConfiguredContentApi(config, () => {}, {}, { liveBuild });
  buildEnv = { ...process.env, SITE_ROOT: dir, VITE_EMAILJS_ORIGIN: standIn.url, VITE_CRM_API_HOST: standIn.url, VITE_CONTENT_API_URL: api.url };
  run = buildCommand({ command: ['npm', 'run', 'build'], cwd: dir, env: buildEnv, logFile: logFile(), resultFile: lastBuildFileOf(dir) });
  // The first build, as npm start makes it before it serves (the render only: the checks come with each save's build).
  execFileSync(process.execPath, [tsx, join(projectRoot, 'tools/build/build.ts')], { cwd: dir, env: buildEnv, stdio: ['ignore', 'ignore', 'pipe'] });
});

test.afterAll(async () => {
  await api?.close();
  await standIn?.close();
  site?.close();
  removeTempProjects();
});

async function signIn(page: Page) {
  await page.goto(`${siteUrl}/login`);
  await appReady(page);
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${siteUrl}/admin-dashboard`);
  await confirmPassword(page, 'Confirm your password to edit the website', ADMIN.username);
  await expect(page.getByRole('button', { name: 'Add a town' })).toBeVisible();
}

/** Opens Benson, writes new words under its heading, and submits them. */
async function changeBenson(page: Page, words: string) {
  await page.getByLabel('Search the content').fill('benson');
  await page.getByRole('button', { name: 'Benson', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Benson' })).toBeVisible();
  await page.locator('#root_landing_subheading').fill(words);
  await page.getByLabel(/What did you change\?/).fill('New words for Benson');
  await page.getByRole('button', { name: 'Submit for review' }).click();
}

/** The note beside the save button: "Saved." and where the site is. */
const saveNote = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved.' });

test('a save goes live on the running site: "Updating the site…", then "Live on the site" with a link to the new page', async ({ page, context }) => {
  const words = `Benson's lawns, cared for by neighbours since 2011 (${unique()}).`;
  await signIn(page);
  await changeBenson(page, words);

  const note = saveNote(page);
  await expect(note).toContainText('Updating the site…', { timeout: 30_000 });
  // A polite status, read out as it changes: it never takes the focus.
  await expect(note).toHaveAttribute('role', 'status');
  expect(await note.evaluate((element) => element.contains(document.activeElement))).toBe(false);

  await expect(note).toContainText('Live on the site:', { timeout: BUILD_MS });
  await expect(note).not.toContainText('Updating the site…');
  const link = note.getByRole('link', { name: '/benson (opens in a new tab)', exact: true });
  await expect(link).toHaveAttribute('target', '_blank');
  // Only Benson's own pages were rendered again (the build is incremental): no count of more pages.
  await expect(note.getByRole('link')).toHaveText(['/benson (opens in a new tab)', '/benson/services (opens in a new tab)']);
  await expect(note).not.toContainText('more page');
  expect(programmerWordsOnScreen(await studioText(page))).toEqual([]);

  // The served page has the new words: the same server, never restarted.
  const [visitor] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await visitor.waitForLoadState();
  expect(visitor.url()).toBe(`${siteUrl}/benson`);
  await expect(visitor.getByText(words)).toBeVisible();
  // What was saved is in the project's files; what the build did is in its log, never on the screen.
  expect(readFileSync(join(dir, 'site/towns/benson.json'), 'utf8')).toContain(words);
  const log = readFileSync(logFile(), 'utf8');
  expect(log).toMatch(/Built \d+ pages/);
  // The checks ran too (their last one's line), and the build ended well.
  expect(log).toContain('Inbound-link check:');
  expect(log).toContain('ended: exit code 0');
});

test('a build that fails says so in plain words, and the change stays saved', async ({ page }) => {
  // This copy's build now renders, then fails as a check would.
  const packageFile = join(dir, 'package.json');
  const scripts = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  scripts.scripts.build = 'tsx tools/build/build.ts && node -e "console.error(\'dist/benson/index.html: a check failed on purpose\'); process.exit(1)"';
  rmSync(packageFile);
  writeFileSync(packageFile, JSON.stringify(scripts, null, 2));

  const words = `Benson's lawns, mowed every week in season (${unique()}).`;
  await signIn(page);
  await changeBenson(page, words);
  const note = saveNote(page);
  await expect(note).toContainText('Updating the site…', { timeout: 30_000 });
  await expect(note).toContainText('The site could not be updated just now. Your change is saved and nothing is lost.', { timeout: BUILD_MS });
  await expect(note.getByRole('link')).toHaveCount(0);
  // Nothing of the build's own output reaches her screen; it is in the log for the developer.
  await expect(page.getByText('a check failed on purpose')).toHaveCount(0);
  expect(programmerWordsOnScreen(await studioText(page))).toEqual([]);
  expect(readFileSync(logFile(), 'utf8')).toContain('a check failed on purpose');
  expect(readFileSync(join(dir, 'site/towns/benson.json'), 'utf8')).toContain(words);
});
