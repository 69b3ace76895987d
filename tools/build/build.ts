/**
 * `npm run build` (before the checks): validates site/ once, builds the browser bundle and the
 * prerender's server bundle (each reused when no code changed), prerenders every page whose inputs
 * changed (on every core), and leaves dist/ exactly as a clean build would. Prints progress and a summary
 * with the time and peak memory. See docs/decisions/017-build-at-scale.md.
 * SITE_ROOT builds another copy of the project (the benchmark's, the incremental-build test's);
 * --clean forgets the cache first.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { siteToday } from '../../src/content/disk/site-today.ts';
import { formatProblems } from '../../src/content/validate/report-format.ts';
import { siteData, type SiteSource } from '../../src/content/site-data.ts';
import { codeFingerprint } from './code-fingerprint.ts';
import { clientBuild, serverBuild } from './vite-builds.ts';
import { PageCache } from './page-cache.ts';
import { copyClientFiles, removeOtherFiles, writeFontFiles } from './dist-files.ts';
import { memorySampler, peakMemoryMb } from './progress.ts';
import { prerender } from './prerender.ts';
import { pageFonts } from './fonts.ts';
import { buildPictures } from './pictures.ts';
import { writePictureList } from './picture-list.ts';
import { writeLastBuild } from './last-build.ts';
import { invokedDirectly } from './invoked-directly.ts';

/** The build cache (git-ignored): the two Vite builds' output and the page keys of the last build. */
export const cacheDirOf = (root: string) => join(root, '.cache', 'build');

export interface BuildSummary {
  pages: number;
  rendered: number;
  /** The files rendered (not reused), by their path inside dist/. */
  renderedFiles: string[];
  reused: number;
  /** Picture files made by this build (0 when every one came from the cache), and those reused. */
  picturesMade: number;
  picturesReused: number;
  seconds: number;
  /** Seconds of each step, and the highest memory (MB) seen during it (sampled every 100 ms). */
  steps: Record<string, { seconds: number; peakMemoryMb: number }>;
  /** CPU time of the whole build (all threads), a steadier figure than wall time on a shared machine. */
  cpuSeconds: number;
  clientBuilt: boolean;
  serverBuilt: boolean;
  peakMemoryMb: number;
}

/**
 * Validates site/ once for the whole build and prints what `npm run validate` prints; errors stop the
 * build. Only what the data step reads is kept (the content, the references and the town pages the
 * validator made, which are mostly the templates' own objects): the problems (many thousands of
 * warnings on a large site) are let go before the render starts.
 */
function validate(root: string, today: string): SiteSource {
  const { problems, content, references, townPages } = validateSite({ root, today });
  const errors = problems.some((p) => p.severity === 'error');
  if (problems.length > 0) console.log(formatProblems(problems, 'human', { color: process.stdout.isTTY && !process.env.NO_COLOR }));
  if (!content || errors) throw new BuildError('The content in site/ has errors (listed above); nothing was built.');
  return { content, references, townPages };
}

export async function buildSite(root: string): Promise<BuildSummary> {
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const steps: BuildSummary['steps'] = {};
  let last = started;
  const memory = memorySampler();
  const lap = (step: string) => {
    const now = performance.now();
    steps[step] = { seconds: Math.round(now - last) / 1000, peakMemoryMb: memory.take() };
    last = now;
  };
  // The server bundle's React and MUI run as production builds, as in the browser.
  process.env.NODE_ENV = 'production';

  // One day for the whole build: the checks of dated content and the pages agree even across midnight.
  const today = siteToday();
  const source = validate(root, today);
  const { content } = source;
  lap('validate');

  const cacheDir = cacheDirOf(root);
  mkdirSync(cacheDir, { recursive: true });
  const fingerprint = codeFingerprint(root);
  lap('fingerprint');
  const client = await clientBuild(root, cacheDir, fingerprint);
  lap('clientBuild');
  const server = await serverBuild(root, cacheDir, fingerprint);
  lap('serverBuild');

  const plain = siteData(source, { env: loadEnv('production', root, 'VITE_'), today });
  lap('data');
  const dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  // index.html of the client build is the pages' template; the home page takes its place in dist/.
  const clientFiles = copyClientFiles(client.dir, dist, new Set(['index.html']));
  const fonts = await pageFonts(root, content, join(cacheDir, 'fonts'));
  const fontFiles = writeFontFiles(dist, fonts.files);
  lap('fonts');
  // Before the render: the pages name the variants and share pictures this step makes.
  const pictures = await buildPictures({ root, dist, cacheDir, core: plain.core, bundles: plain.bundles.values() });
  const data = { ...plain, core: { ...plain.core, pictures: pictures.manifest } };
  // What the Netlify function knows of public/ instead of carrying it (decision 025).
  await writePictureList(root, pictures.manifest);
  lap('pictures');
  const cache = new PageCache(cacheDir);
  const pages = await prerender({ dist, clientDir: client.dir, serverDir: server.dir, codeFingerprint: fingerprint, content, data, cache, fonts });
  lap('prerender');
  const removedFiles = removeOtherFiles(dist, new Set([...clientFiles, ...fontFiles, ...pictures.files, ...pages.files]));
  cache.save();
  // What changed in dist/, for the studio's links once the site is live (tools/build/last-build.ts, decision 024).
  writeLastBuild(root, { written: pages.rendered, removed: removedFiles });
  lap('finish');
  memory.stop();

  return {
    pages: pages.rendered.length + pages.reused,
    rendered: pages.rendered.length,
    renderedFiles: pages.rendered,
    reused: pages.reused,
    picturesMade: pictures.made,
    picturesReused: pictures.reused,
    seconds: (performance.now() - started) / 1000,
    steps,
    cpuSeconds: cpuSecondsSince(cpuStart),
    clientBuilt: client.built,
    serverBuilt: server.built,
    peakMemoryMb: peakMemoryMb(),
  };
}

function cpuSecondsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return Math.round((user + system) / 1e5) / 10;
}

/** A build that stops for a reason already explained to the reader (no stack trace needed). */
class BuildError extends Error {}

function describe(summary: BuildSummary): string {
  const reused = (built: boolean) => (built ? 'built' : 'unchanged code, reused');
  const rate = summary.rendered > 0 ? `, ${Math.round(summary.rendered / summary.steps.prerender!.seconds)} pages/s` : '';
  return [
    `Built ${summary.pages} pages in ${summary.seconds.toFixed(1)} s (CPU ${summary.cpuSeconds} s): rendered ${summary.rendered}, reused ${summary.reused} from the cache${rate}; peak memory ${summary.peakMemoryMb} MB.`,
    `  browser bundle ${reused(summary.clientBuilt)}, server bundle ${reused(summary.serverBuilt)}; pictures: ${summary.picturesMade} made, ${summary.picturesReused} from the cache`,
    `  steps: ${Object.entries(summary.steps).map(([step, s]) => `${step} ${s.seconds.toFixed(2)} s (${s.peakMemoryMb} MB)`).join(', ')}`,
  ].join('\n');
}

async function main() {
  const root = resolve(process.env.SITE_ROOT ?? resolve(import.meta.dirname, '../..'));
  // --clean: forget the cache, so every step runs (a build from scratch, as the benchmark measures).
  if (process.argv.includes('--clean')) rmSync(cacheDirOf(root), { recursive: true, force: true });
  try {
    const summary = await buildSite(root);
    console.log(describe(summary));
    // For the benchmark: the figures as JSON.
    if (process.env.BUILD_SUMMARY_FILE) writeFileSync(process.env.BUILD_SUMMARY_FILE, JSON.stringify(summary));
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

if (invokedDirectly(import.meta.url)) await main();
