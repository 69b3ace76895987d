/**
 * Prerenders every address of the site into dist/{path}/index.html after `vite build`, so each
 * page arrives as complete HTML with its head tags and critical CSS, then hydrates.
 * See docs/decisions/004-prerendering.md.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeSitemapFiles } from './build/sitemap.ts';
import { writeHostFiles } from './build/host-files.ts';
import { validateSite } from './site/validate-site.ts';
import { contentSecurityPolicy, securityHeaders } from './build/security-headers.ts';
import { LOCAL_PREVIEW_MARKER, localPreviewNote } from './build/check-deploy.ts';
import { isLocalPreview, loopbackServices } from '../src/content/loopback.ts';

// SITE_ROOT lets the benchmark prerender a generated copy of the project.
const root = resolve(process.env.SITE_ROOT ?? resolve(import.meta.dirname, '..'));
const dist = join(root, 'dist');
const serverOut = join(root, 'dist-ssr');

type ServerEntry = typeof import('../src/entry-server.tsx');

export const redirectPage = (to: string, siteUrl: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moved</title><link rel="canonical" href="${siteUrl}${to}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${to}"></head><body><a href="${to}">${to}</a></body></html>`;

/**
 * The page script's small stylesheet (font faces, the reload panel) goes into each page instead of
 * being a separate, render-blocking request: one round trip less before the first paint on a phone.
 */
function inlineStylesheets(html: string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g, (_tag, href: string) => `<style>${readFileSync(join(dist, href), 'utf8').trim()}</style>`);
}

export const outputFile = (path: string) => (path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html'));

/** Renders the pages on every core (worker threads, each with its own copy of the server bundle), printing progress. */
async function renderInWorkers(paths: string[], template: string) {
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(paths.length / 8)));
  const entryUrl = pathToFileURL(join(serverOut, 'entry-server.js')).href;
  let done = 0;
  await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const jobs = paths.filter((_, i) => i % count === index).map((path) => ({ path, file: outputFile(path) }));
      return new Promise<void>((resolvePromise, reject) => {
        const worker = new Worker(new URL('./build/prerender-worker.mjs', import.meta.url), { workerData: { entryUrl, template, jobs } });
        worker.on('message', () => {
          done++;
          if (done % 25 === 0 || done === paths.length) process.stdout.write(`\rPrerendered ${done}/${paths.length} pages`);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`A prerender worker stopped with code ${code}`))));
      });
    }),
  );
}

async function main() {
  const started = Date.now();
  process.env.NODE_ENV = 'production';
  await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false } });
  const entry = (await import(pathToFileURL(join(serverOut, 'entry-server.js')).href)) as ServerEntry;
  // The policy also goes into every page as a <meta> tag, for hosts that cannot set headers.
  // Outside image and video hosts anywhere in the content are allowed by the policy.
  const content = validateSite({ root }).content ?? entry.core;
  const cspMeta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(entry.core.site, content, { forMeta: true })}">`;
  // The three weights the first screen uses (text, buttons, headings) are fetched at once rather than
  // after the CSS is parsed, so the swap from the fallback font comes early and shifts nothing later.
  const fonts = readdirSync(join(dist, 'assets')).filter((file) => /^inter-latin-(400|600|700)-normal-.*\.woff2$/.test(file)).sort();
  const fontPreload = fonts.map((font) => `\n    <link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`).join('');
  const template = inlineStylesheets(readFileSync(join(dist, 'index.html'), 'utf8')).replace('<meta charset="UTF-8" />', (tag) => `${tag}\n    ${cspMeta}${fontPreload}`);
  // The shell for addresses without a page: with script the loader sends them to "/" (it finds no page
  // data); without script it is a real message with links (site.json "notFound").
  const shell = entry.renderNotFound();
  writeFileSync(join(dist, 'app-shell.html'), entry.fillTemplate(template, shell.head, shell.html));
  // A build pointing at the local stand-in is marked, so scripts/build/check-deploy.ts refuses to ship it.
  const marker = join(dist, LOCAL_PREVIEW_MARKER);
  if (isLocalPreview(entry.core.site)) writeFileSync(marker, `${localPreviewNote(loopbackServices(entry.core.site))}\n`);
  else rmSync(marker, { force: true });
  const paths = entry.core.routes.flatMap((route) => route.paths);
  await renderInWorkers(paths, template);
  // Old addresses (e.g. /fouroaks) get a tiny page that replaces itself with the new one, even without JavaScript.
  for (const { from, to } of entry.core.redirects) {
    const file = outputFile(from);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, redirectPage(to, entry.core.site.business.url));
  }
  // sitemap.xml and robots.txt from the same route list (scripts/build/sitemap.ts).
  writeSitemapFiles(dist, entry.core.site.business.url, entry.core.routes);
  writeHostFiles(dist, { headers: securityHeaders(entry.core.site, content), redirects: entry.core.redirects, routes: entry.core.routes });
  rmSync(serverOut, { recursive: true, force: true });
  console.log(` in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
