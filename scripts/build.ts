/**
 * `npm run build` (before the checks): validates site/ once, builds the browser bundle and the
 * prerender's server bundle (each reused when no code changed), prerenders every page whose inputs
 * changed (on every core), and leaves dist/ exactly as a clean build would. Prints progress and a summary
 * with the time and peak memory. See docs/decisions/013-build-at-scale.md.
 * SITE_ROOT builds another copy of the project (the benchmark's, the incremental-build test's).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { validateSite } from './site/validate-site.ts';
import { formatProblems } from './site/report-format.ts';
import { siteData } from './site/site-data.ts';
import { codeFingerprint } from './build/code-fingerprint.ts';
import { clientBuild, serverBuild } from './build/vite-builds.ts';
import { PageCache } from './build/page-cache.ts';
import { copyClientFiles, removeOtherFiles } from './build/dist-files.ts';
import { peakMemoryMb } from './build/progress.ts';
import { prerender } from './prerender.ts';

/** The build cache (git-ignored): the two Vite builds' output and the page keys of the last build. */
export const cacheDirOf = (root: string) => join(root, '.cache', 'build');

export interface BuildSummary {
  pages: number;
  rendered: number;
  reused: number;
  seconds: number;
  steps: Record<string, number>;
  clientBuilt: boolean;
  serverBuilt: boolean;
  peakMemoryMb: number;
}

export async function buildSite(root: string): Promise<BuildSummary> {
  const started = performance.now();
  const lap = (() => {
    let last = started;
    return () => {
      const now = performance.now();
      const seconds = (now - last) / 1000;
      last = now;
      return Math.round(seconds * 100) / 100;
    };
  })();
  // The server bundle's React and MUI run as production builds, as in the browser.
  process.env.NODE_ENV = 'production';
  const steps: Record<string, number> = {};

  const result = validateSite({ root });
  const color = process.stdout.isTTY && !process.env.NO_COLOR;
  const errors = result.problems.some((p) => p.severity === 'error');
  if (result.problems.length > 0 || errors) console.log(formatProblems(result.problems, 'human', { color }));
  if (!result.content || errors) throw new BuildError('The content in site/ has errors (listed above); nothing was built.');
  steps.validate = lap();

  const cacheDir = cacheDirOf(root);
  mkdirSync(cacheDir, { recursive: true });
  const fingerprint = codeFingerprint(root);
  steps.fingerprint = lap();
  const client = await clientBuild(root, cacheDir, fingerprint);
  steps.clientBuild = lap();
  const server = await serverBuild(root, cacheDir, fingerprint);
  steps.serverBuild = lap();

  const data = siteData({ content: result.content, references: result.references }, loadEnv('production', root, 'VITE_'));
  steps.data = lap();
  const dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  // index.html of the client build is the pages' template; the home page takes its place in dist/.
  const clientFiles = copyClientFiles(client.dir, dist, new Set(['index.html']));
  const cache = new PageCache(cacheDir);
  const pages = await prerender({ dist, clientDir: client.dir, serverDir: server.dir, content: result.content, data, cache });
  steps.prerender = lap();
  removeOtherFiles(dist, new Set([...clientFiles, ...pages.files]));
  cache.save();
  steps.finish = lap();

  return {
    pages: pages.rendered + pages.reused,
    rendered: pages.rendered,
    reused: pages.reused,
    seconds: (performance.now() - started) / 1000,
    steps,
    clientBuilt: client.built,
    serverBuilt: server.built,
    peakMemoryMb: peakMemoryMb(),
  };
}

/** A build that stops for a reason already explained to the reader (no stack trace needed). */
class BuildError extends Error {}

function describe(summary: BuildSummary): string {
  const reused = (built: boolean) => (built ? 'built' : 'unchanged code, reused');
  const rate = summary.rendered > 0 ? `, ${Math.round(summary.rendered / summary.steps.prerender!)} pages/s` : '';
  return [
    `Built ${summary.pages} pages in ${summary.seconds.toFixed(1)} s: rendered ${summary.rendered}, reused ${summary.reused} from the cache${rate}; peak memory ${summary.peakMemoryMb} MB.`,
    `  browser bundle ${reused(summary.clientBuilt)}, server bundle ${reused(summary.serverBuilt)}; ${Object.entries(summary.steps).map(([step, s]) => `${step} ${s.toFixed(2)} s`).join(', ')}`,
  ].join('\n');
}

async function main() {
  const root = resolve(process.env.SITE_ROOT ?? resolve(import.meta.dirname, '..'));
  try {
    const summary = await buildSite(root);
    console.log(describe(summary));
    // For the benchmark: the figures as one JSON line.
    if (process.env.BUILD_SUMMARY_JSON) console.log(`BUILD_SUMMARY ${JSON.stringify(summary)}`);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
