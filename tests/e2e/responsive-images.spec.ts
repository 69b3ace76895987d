import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { deriveRoutes } from '../../src/content/routes.ts';
import { decodeEntities } from '../../tools/build/checks/html-links.ts';
import { checkHtml, formatHtmlProblem } from '../../tools/build/checks/check-html.ts';
import { serveDist } from '../../tools/dev/serve.ts';
import { projectRoot, removeTempProjects, tempBuildProject } from '../../src/testing/temp-project.ts';

// Responsive pictures and share pictures (issue #27 item 4; docs/decisions/023-responsive-images.md):
// first the built site itself, file by file; then a copy whose content shows photos, in a phone-sized
// window at 2× density, to see which variant the browser actually fetches.

const attr = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};
const tagsOf = (html: string, pattern: RegExp) => html.match(pattern) ?? [];
const candidatesOf = (srcset: string) => srcset.split(/,\s+/).map((part) => {
  const [url = '', width = ''] = part.trim().split(/\s+/);
  return { url, width: Number(width.replace(/w$/, '')) };
});
const fileOfPath = (dist: string, path: string) => join(dist, path === '/' ? '' : path.slice(1), 'index.html');

/** Checks one built page: every picture sized, every srcset candidate a real file of its width, the LCP preload the same set, the share picture a 1200 × 630 JPEG. */
async function checkBuiltPage(dist: string, path: string, siteUrl: string) {
  const html = readFileSync(fileOfPath(dist, path), 'utf8');
  const body = html.slice(html.indexOf('<body'));
  for (const img of tagsOf(body, /<img\b[^>]*>/g)) {
    expect(Number(attr(img, 'width')), `${path}: ${img}`).toBeGreaterThan(0);
    expect(Number(attr(img, 'height')), `${path}: ${img}`).toBeGreaterThan(0);
    const srcset = attr(img, 'srcset');
    if (!srcset) {
      // Only vector pictures and pictures on another host go without variants.
      expect(attr(img, 'src'), `${path}: a raster picture without srcset`).toMatch(/\.svg$|^https:\/\//);
      continue;
    }
    expect(attr(img, 'sizes'), path).toBeTruthy();
    for (const { url, width } of candidatesOf(srcset)) {
      const file = join(dist, url);
      expect(existsSync(file), `${path}: ${url} is not in dist/`).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.width, url).toBe(width);
      // The ratio the page reserves is the file's own: nothing shifts as it loads.
      expect(Math.abs(meta.height / meta.width - Number(attr(img, 'height')) / Number(attr(img, 'width'))), url).toBeLessThan(0.01);
    }
    if (attr(img, 'fetchpriority') === 'high') {
      // React preloads the LCP picture; the preload must name the same set, or the picture is fetched twice.
      const preload = tagsOf(html, /<link rel="preload" as="image"[^>]*>/g).find((link) => attr(link, 'imageSrcSet') === srcset);
      expect(preload, `${path}: no preload with the hero's srcset`).toBeDefined();
      expect(attr(preload!, 'imageSizes'), path).toBe(attr(img, 'sizes'));
    }
  }
  const og = tagsOf(html, /<meta property="og:image(?::\w+)?" content="[^"]*"\/?>/g);
  const value = (name: string) => attr(og.find((tag) => tag.includes(`"${name}"`)) ?? '', 'content');
  const image = value('og:image');
  if (!image) return;
  expect(image.startsWith(`${siteUrl}/`), `${path}: ${image} is not absolute on the site`).toBe(true);
  expect(html).toContain(`<meta name="twitter:image" content="${image}"/>`);
  expect([value('og:image:type'), value('og:image:width'), value('og:image:height')], path).toEqual(['image/jpeg', '1200', '630']);
  const meta = await sharp(join(dist, image.slice(siteUrl.length))).metadata();
  expect([meta.format, meta.width, meta.height], image).toEqual(['jpeg', 1200, 630]);
}

test('every built page sizes its pictures, names variants that exist, and shares a 1200 × 630 JPEG', async () => {
  const { content } = validateSite({ root: projectRoot });
  const paths = deriveRoutes(content!).flatMap((route) => route.paths);
  for (const path of paths) await checkBuiltPage(join(projectRoot, 'dist'), path, content!.site.business.url);
});

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
    const html = readFileSync(fileOfPath(join(dir, 'dist'), '/'), 'utf8');
    expect(html).toMatch(/<img[^>]*srcSet="\/assets\/pictures\/front-lawn-/i);
    expect(html).toMatch(/<img[^>]*srcSet="\/assets\/pictures\/mowing-/i);
    for (const path of ['/', '/services', '/goldsboro']) await checkBuiltPage(join(dir, 'dist'), path, 'https://www.cedarcreeklawn.example');
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
