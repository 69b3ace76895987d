import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

export interface ViteOutput {
  /** Where the build's files are. */
  dir: string;
  /** False when the files of an earlier build with the same code fingerprint were reused. */
  built: boolean;
  seconds: number;
}

/**
 * Runs one Vite build into a folder of the build cache, unless that folder already holds the output of
 * a build with the same code fingerprint. The stamp is written only after a build succeeds, and
 * removed before one starts, so a failed or interrupted build is never reused.
 */
async function cachedBuild(root: string, dir: string, fingerprint: string, config: Parameters<typeof build>[0]): Promise<ViteOutput> {
  const started = performance.now();
  const stamp = `${dir}.fingerprint`;
  if (existsSync(dir) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return { dir, built: false, seconds: 0 };
  rmSync(stamp, { force: true });
  await build({ root, logLevel: 'warn', ...config });
  writeFileSync(stamp, fingerprint);
  return { dir, built: true, seconds: (performance.now() - started) / 1000 };
}

/** The browser bundle and index.html (vite.config.ts), built into the cache; the build copies them into dist/. */
export const clientBuild = (root: string, cacheDir: string, fingerprint: string) =>
  cachedBuild(root, join(cacheDir, 'client'), fingerprint, { build: { outDir: join(cacheDir, 'client'), emptyOutDir: true } });

/** src/render/entry-prerender.tsx built for Node: the code the render workers run (it holds no content). */
export const serverBuild = (root: string, cacheDir: string, fingerprint: string) =>
  cachedBuild(root, join(cacheDir, 'server'), fingerprint, { build: { ssr: 'src/render/entry-prerender.tsx', outDir: join(cacheDir, 'server'), emptyOutDir: true, manifest: false, copyPublicDir: false } });
