import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { checkHtml, formatHtmlProblem } from '../../tools/build/checks/check-html.ts';
import { serveDist } from '../../tools/dev/serve.ts';
import { projectRoot, removeTempProjects, tempBuildProject } from '../../src/testing/temp-project.ts';
import { builtFile } from '../built/support/built-site.ts';
import { pictureProblems } from '../built/support/picture-problems.ts';

// Responsive pictures and share pictures (issue #27 item 4; docs/decisions/023-responsive-images.md):
// a copy whose content shows photos, its files checked, then in a phone-sized window at 2× density,
// to see which variant the browser actually fetches.

// The built site's own pages, file by file: tests/built/responsive-images.test.ts (the same checks, pictureProblems).
test.describe('a site whose content shows photos', () => {
  test.describe.configure({ mode: 'serial' });
  let dir = '';
  let server: Server | undefined;
  let origin = '';

  test.beforeAll(async ({}, testInfo) => {
    // A whole build of a copy (cold cache): about ten seconds alone, more on a busy machine.
    testInfo.setTimeout(240_000);
    dir = tempBuildProject('photos-');
    // Its own public/ (the copy links the project's): the photos go in there.
    rmSync(join(dir, 'public'));
    cpSync(join(projectRoot, 'public'), join(dir, 'public'), { recursive: true });
    mkdirSync(join(dir, 'public/images/uploads'), { recursive: true });
    const photo = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#3a7d2c', noise: { type: 'gaussian', mean: 110, sigma: 35 } } }).jpeg({ quality: 85 }).toBuffer();
    writeFileSync(join(dir, 'public/images/uploads/front-lawn.jpg'), await photo(1600, 900));
    writeFileSync(join(dir, 'public/images/uploads/mowing.jpg'), await photo(1200, 900));
    const replaceAll = (file: string, find: string, replace: string) => {
      const path = join(dir, file);
      const before = readFileSync(path, 'utf8');
      if (!before.includes(find)) throw new Error(`${file} no longer contains ${find}`);
      writeFileSync(path, before.replaceAll(find, replace));
    };
    replaceAll('site/pages/home.json', '"src": "/images/hero-poster.svg", ', '"src": "/images/uploads/front-lawn.jpg", ');
    replaceAll('site/collections/services.json', '"src": "/images/services/lawn-care.svg", ', '"src": "/images/uploads/mowing.jpg", ');
    replaceAll('site/collections/services.json', '"width": 800, "height": 600 }', '"width": 1200, "height": 900 }');
    execFileSync(process.execPath, [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), join(projectRoot, 'tools/build/build.ts')], {
      cwd: dir,
      env: { ...process.env, SITE_ROOT: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server = await serveDist(join(dir, 'dist'), 0);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    removeTempProjects();
  });

  test('its built pages pass the same checks, with srcset on the photos', async () => {
    const html = readFileSync(builtFile('/', join(dir, 'dist')), 'utf8');
    expect(html).toMatch(/<img[^>]*srcSet="\/assets\/pictures\/front-lawn-/i);
    expect(html).toMatch(/<img[^>]*srcSet="\/assets\/pictures\/mowing-/i);
    const problems: string[] = [];
    for (const path of ['/', '/services', '/goldsboro']) problems.push(...(await pictureProblems(join(dir, 'dist'), path, 'https://www.cedarcreeklawn.example')));
    expect(problems).toEqual([]);
  });

  test('its pages, srcset and sizes included, are valid HTML', async () => {
    // The build's own HTML check (npm run build), which the shipped site, all SVG, never shows a srcset.
    test.setTimeout(180_000);
    const { problems } = await checkHtml({ dist: join(dir, 'dist') });
    expect(problems.map(formatHtmlProblem)).toEqual([]);
  });

  /** The variant the browser chose for a picture against the device pixels its box takes. */
  const chosen = (page: Page, selector: string) =>
    page.locator(selector).first().evaluate(async (img: HTMLImageElement) => {
      img.scrollIntoView();
      await img.decode();
      // naturalWidth is scaled by the candidate's density; the file's own width is its srcset "w" (checked above against the file).
      const path = new URL(img.currentSrc).pathname;
      const candidate = img.srcset.split(/,\s+/).map((part) => part.trim().split(/\s+/)).find(([url]) => url === path);
      return { currentSrc: img.currentSrc, natural: Number(candidate?.[1]?.replace(/w$/, '')), shown: img.getBoundingClientRect().width * devicePixelRatio };
    });

  test('on a 375 px phone at 2×, the hero and a card fetch at most twice the pixels they show, the hero once', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/pictures/')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/`);
    const hero = await chosen(page, 'img[fetchpriority="high"]');
    expect(hero.currentSrc).toMatch(/\/assets\/pictures\/front-lawn-[0-9a-f]+-\d+\.webp$/);
    expect(hero.shown).toBe(750);
    expect(hero.natural).toBeGreaterThanOrEqual(hero.shown);
    expect(hero.natural).toBeLessThanOrEqual(2 * hero.shown);
    const card = await chosen(page, 'img[src*="/assets/pictures/mowing-"]');
    expect(card.currentSrc).toMatch(/\/assets\/pictures\/mowing-[0-9a-f]+-\d+\.webp$/);
    expect(card.natural).toBeGreaterThanOrEqual(card.shown);
    expect(card.natural).toBeLessThanOrEqual(2 * card.shown);
    // One hero variant fetched: the preload and the <img> agreed on it.
    expect(fetched.filter((url) => url.includes('/front-lawn-'))).toEqual([new URL(hero.currentSrc).pathname]);
    await context.close();
  });
});
