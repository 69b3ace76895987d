import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveDist } from '../../tools/dev/serve';
import { keepReleaseAssets } from '../../tools/build/keep-release-assets';
import { editFile, projectRoot, removeTempProjects, tempBuildProject } from '../../src/testing/temp-project';
import { quoteForm } from './support/quote-form';

// Releases never break an open page (issue #28, item 5): a page opened before a release still wakes
// its islands after it, because the deploy carries the previous release's files
// (tools/build/keep-release-assets.ts). Two real builds with a code change between (the first is the
// project's own dist/, which the end-to-end tests run on), two real servers, a real browser: the page as
// the first build wrote it, served by the second build's server.

const tsx = join(projectRoot, 'node_modules/tsx/dist/cli.mjs');
const PAGE = '/contact';
/** The code change between the builds: the quote form's code (its chunk) gets a new name. */
const MARK = "(globalThis as { ccRelease?: string }).ccRelease = 'second build';\n";

type Served = { server: Server; base: string };
const serve = async (dist: string): Promise<Served> => {
  const server = await serveDist(dist, 0);
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
const build = (dir: string) => execFileSync(process.execPath, [tsx, join(projectRoot, 'tools/build/build.ts')], { cwd: dir, env: { ...process.env, SITE_ROOT: dir }, stdio: ['ignore', 'ignore', 'pipe'] });
const chunksOf = (html: string) => new Set([...html.matchAll(/\/assets\/[^"' )]+\.js/g)].map((match) => match[0]));

/**
 * Opens PAGE on `site` as the first build wrote it (its HTML handed to the browser for the page's
 * own address; everything else, every chunk, comes from `site`), and records every failed request.
 */
async function openOldPage(page: Page, site: Served, oldHtml: string) {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  });
  await page.route(`${site.base}${PAGE}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: oldHtml }));
  // The page's visit count goes to the suite's stand-in, which answers the suite's own site origin
  // only, not this port of its own: answered here as Plausible would (202), so every other failure counts.
  await page.route('**/api/event', (route) => route.fulfill({ status: 202, contentType: 'text/plain', body: 'ok' }));
  await page.goto(`${site.base}${PAGE}`);
  return failed;
}

const quoteIsland = (page: Page) => page.locator('[data-island="pageForm"]', { has: quoteForm(page) });

test('a page opened before a release wakes its islands after it, from the files the deploy kept; without them it cannot', async ({ page }) => {
  // A build of the whole site on a busy two-core machine.
  test.setTimeout(300_000);
  const dir = tempBuildProject('release-assets-');
  // The code is linked in a build copy; this one changes it, so it gets its own.
  rmSync(join(dir, 'src'));
  cpSync(join(projectRoot, 'src'), join(dir, 'src'), { recursive: true });
  const servers: Server[] = [];
  try {
    // The first release: the build every end-to-end test runs on, copied (keepReleaseAssets writes its list into it).
    const first = join(dir, 'dist-first');
    cpSync(join(projectRoot, 'dist'), first, { recursive: true });
    // The first deploy: no live site yet, so it keeps nothing and lists its own files.
    const lines: string[] = [];
    expect((await keepReleaseAssets({ from: undefined, dist: first, log: (line) => lines.push(line) })).live).toBe(false);
    expect(lines).toHaveLength(1);
    const oldHtml = readFileSync(join(first, 'contact/index.html'), 'utf8');
    const live = await serve(first);
    servers.push(live.server);

    editFile(dir, 'src/forms/page-form.tsx', "import { FormView } from './form-view';\n", `import { FormView } from './form-view';\n\n${MARK}`);
    build(dir);
    const plain = join(dir, 'dist-plain');
    cpSync(join(dir, 'dist'), plain, { recursive: true });
    const newHtml = readFileSync(join(dir, 'dist/contact/index.html'), 'utf8');
    // The change gave the page's code new names: the old page names files the new build does not have.
    const missing = [...chunksOf(oldHtml)].filter((chunk) => !chunksOf(newHtml).has(chunk));
    expect(missing.length).toBeGreaterThan(0);

    const result = await keepReleaseAssets({ from: live.base, dist: join(dir, 'dist'), log: () => {} });
    expect(result.kept).toEqual(expect.arrayContaining(missing));
    const kept = await serve(join(dir, 'dist'));
    servers.push(kept.server);
    // A kept file keeps the long cache of every file under /assets/.
    expect((await fetch(`${kept.base}${missing[0]}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The old page on the new release with the kept files: every chunk it asks for is there, and its quote form wakes and works.
    const failed = await openOldPage(page, kept, oldHtml);
    await expect(quoteIsland(page)).toHaveAttribute('data-hydrated', 'true');
    const form = quoteForm(page);
    await form.getByRole('button', { name: 'NEXT' }).click();
    await expect(form.getByRole('alert')).toHaveText('All fields are required.');
    // It runs the first build's code (the second build's mark is not there), and nothing failed.
    expect(await page.evaluate(() => (globalThis as { ccRelease?: string }).ccRelease)).toBeUndefined();
    expect(failed).toEqual([]);

    // The control: the same page on the new release without the kept files cannot fetch its code,
    // and its form never wakes (the loader's one reload brings back the same old page here).
    const bare = await serve(plain);
    servers.push(bare.server);
    const other = await page.context().newPage();
    const refused = await openOldPage(other, bare, oldHtml);
    // The old page's own code answers 404 on the new release: it can never run there.
    await expect.poll(() => missing.filter((chunk) => refused.some((line) => line.includes(chunk) && line.endsWith('(404)')))).not.toEqual([]);
    await other.waitForLoadState('load');
    await expect(quoteIsland(other)).toBeVisible();
    await expect(quoteIsland(other)).not.toHaveAttribute('data-hydrated', 'true');
  } finally {
    for (const server of servers) server.close();
    removeTempProjects();
  }
});
