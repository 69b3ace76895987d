/**
 * The prerender step of the build (tools/build/build.ts): every address of the site into
 * dist/{path}/index.html, so each page arrives as complete HTML with its head tags and critical CSS.
 * Pages whose inputs are unchanged since the last build are kept as they are (decision 017).
 * See docs/decisions/004-prerendering.md.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '../../src/content/site-content.ts';
import { isLocalPreview, loopbackServices } from '../../src/content/loopback.ts';
import type { SiteData } from '../../src/content/site-data.ts';
import { writeSitemapFiles } from './sitemap.ts';
import { writeHostFiles } from './host-files.ts';
import { writeWhole } from './dist-files.ts';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';
import { LOCAL_PREVIEW_MARKER, localPreviewNote } from './checks/check-deploy.ts';
import { folderHash, hashOf } from './code-fingerprint.ts';
import type { PageFonts } from './fonts.ts';
import type { PageCache } from './page-cache.ts';
import { renderInWorkers, type RenderJob } from './render-pool.ts';
import { progress } from './progress.ts';

export const redirectPage = (to: string, siteUrl: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moved</title><link rel="canonical" href="${siteUrl}${to}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${to}"></head><body><a href="${to}">${to}</a></body></html>`;

/** Where an address's page goes, inside dist/. */
export const outputName = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

export interface PrerenderOptions {
  dist: string;
  /** The client build's output (index.html is the template, assets/ its files). */
  clientDir: string;
  /** The server bundle (src/render/entry-prerender.tsx built for Node). */
  serverDir: string;
  /** The code fingerprint (tools/build/code-fingerprint.ts): it covers the packages the server bundle imports at run time, which are not in its files. */
  codeFingerprint: string;
  content: SiteContent;
  data: SiteData;
  cache: PageCache;
  /** The Inter faces and the files each page preloads (tools/build/fonts.ts). */
  fonts: PageFonts;
}

/**
 * The page script's small stylesheet (the reload panel, the scroll-reveal's looks) goes into each page instead of
 * being a separate, render-blocking request: one round trip less before the first paint on a phone.
 */
function inlineStylesheets(html: string, clientDir: string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g, (_tag, href: string) => `<style>${readFileSync(join(clientDir, href), 'utf8').trim()}</style>`);
}

/** dist/index.html of the client build, made into the template every page is filled into. */
function pageTemplate({ clientDir, content, data, fonts }: PrerenderOptions): string {
  // The policy also goes into every page as a <meta> tag, for hosts that cannot set headers.
  // Outside image and video hosts anywhere in the content are allowed by the policy.
  const cspMeta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(data.core.site, content, { forMeta: true })}">`;
  // The three weights the first screen uses (text, buttons, headings) are fetched at once rather than
  // after the CSS is parsed, so the swap from the fallback font comes early and shifts nothing later.
  const fontPreload = fonts.preload.map((font) => `\n    <link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`).join('');
  const fontFaces = `\n    <style>${fonts.css}</style>`;
  return inlineStylesheets(readFileSync(join(clientDir, 'index.html'), 'utf8'), clientDir).replace('<meta charset="UTF-8" />', (tag) => `${tag}\n    ${cspMeta}${fontPreload}${fontFaces}`);
}

// The code that turns a render into a file, beside the server bundle itself, is part of every page's key.
const RENDERER = ['prerender.ts', 'render-worker.mjs', 'render-pool.ts'].map((file) => readFileSync(join(import.meta.dirname, file)));

/**
 * Renders every page whose key changed into dist/ (on every core), then writes the small files
 * (forwarding pages, sitemap, host files). A page's key is a hash of everything its render reads:
 * the code (the server bundle, and the code fingerprint for the packages it imports at run time), the
 * filled template, the shared data every page reads (`core`: settings, routes,
 * every town's name and place, which the footer and structured data list), the page's own bundle, its
 * address, and the year (the footer's copyright). Returns the names of the files it produced.
 */
export async function prerender(options: PrerenderOptions): Promise<{ files: string[]; rendered: string[]; reused: number; seconds: number }> {
  const { dist, data, cache } = options;
  const { core, bundles } = data;
  const template = pageTemplate(options);
  const version = hashOf(options.codeFingerprint, folderHash(options.serverDir), template, ...RENDERER, String(new Date().getFullYear()));
  const coreHash = hashOf(JSON.stringify(core));

  // The shell for addresses without a page: with script the loader sends them to "/" (it finds no page
  // data); without script it is a real message with links (site.json "notFound").
  const targets: { name: string; key: string; job: RenderJob }[] = [{ name: 'app-shell.html', key: hashOf(version, coreHash, 'not-found'), job: { file: join(dist, 'app-shell.html') } }];
  for (const route of core.routes) {
    const bundle = bundles.get(route.id)!;
    const bundleHash = hashOf(JSON.stringify(bundle));
    for (const path of route.paths) {
      const name = outputName(path);
      targets.push({ name, key: hashOf(version, coreHash, bundleHash, path), job: { file: join(dist, name), path, bundle } });
    }
  }
  const stale = targets.filter((target) => !cache.reuse(dist, target.name, target.key));
  const keys = new Map(stale.map((target) => [target.job.file, target]));

  const bar = progress('Prerendering', stale.length);
  const written = await renderInWorkers(
    stale.map((target) => target.job),
    { entryUrl: pathToFileURL(join(options.serverDir, 'entry-prerender.js')).href, core, template, onWritten: (count) => bar.update(count) },
  );
  const seconds = bar.finish(written.length);
  for (const file of written) {
    const target = keys.get(file.file)!;
    cache.wrote(target.name, target.key, file.size, file.mtimeMs);
  }

  const files = targets.map((target) => target.name);
  // A build pointing at the local stand-in is marked, so tools/build/checks/check-deploy.ts refuses to ship it.
  const marker = join(dist, LOCAL_PREVIEW_MARKER);
  if (isLocalPreview(core.site)) {
    writeFileSync(marker, `${localPreviewNote(loopbackServices(core.site))}\n`);
    files.push(LOCAL_PREVIEW_MARKER);
  } else rmSync(marker, { force: true });
  // Old addresses (e.g. /fouroaks) get a tiny page that replaces itself with the new one, even without JavaScript.
  for (const { from, to } of core.redirects) {
    const name = outputName(from);
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeWhole(join(dist, name), redirectPage(to, core.site.business.url));
    files.push(name);
  }
  // sitemap.xml and robots.txt from the same route list (tools/build/sitemap.ts).
  files.push(...writeSitemapFiles(dist, core.site.business.url, core.routes));
  files.push(...writeHostFiles(dist, { headers: securityHeaders(core.site, options.content), redirects: core.redirects, routes: core.routes }));
  return { files, rendered: stale.map((target) => target.name), reused: targets.length - stale.length, seconds };
}
