/**
 * Compiles the content API for production: server/content-api/content-api-main.ts, the content core it imports
 * from src/content and every package it uses (hono, ajv, …) bundled into one ES module for Node 20,
 * so its image runs plain `node` with no dev tool (docs/decisions/018). Its validation thread is a
 * second, equally self-contained file beside it, which the server starts by that name
 * (server/content-api/validation/validation-thread.ts). Only sharp, which is native code, stays a
 * package: it is copied beside the bundle, into <out dir>/node_modules.
 * Usage: npm run build:content-api [-- <out dir>]   (default: dist-server/, git-ignored)
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { copyPackages } from './copy-packages.ts';
import { VALIDATION_WORKER_FILE } from '../../server/content-api/validation/validation-thread.ts';
import { invokedDirectly } from './invoked-directly.ts';

const root = resolve(import.meta.dirname, '../..');
const CONTENT_API_BUNDLE = 'content-api.mjs';
/** Packages with native code (sharp: libvips, which decodes pictures), which a JavaScript bundle cannot hold. */
export const NATIVE_PACKAGES = ['sharp'];

/** Builds the bundle into outDir (emptied first) and returns its path. */
export async function buildContentApi(outDir = resolve(root, 'dist-server')): Promise<string> {
  await bundle('server/content-api/content-api-main.ts', CONTENT_API_BUNDLE, outDir, true);
  await bundle('server/content-api/validation/validation-worker.ts', VALIDATION_WORKER_FILE, outDir, false);
  copyPackages(NATIVE_PACKAGES, root, outDir);
  return resolve(outDir, CONTENT_API_BUNDLE);
}

/** One entry into one file: two builds rather than one with two entries, which would share chunks. */
async function bundle(entry: string, file: string, outDir: string, emptyOutDir: boolean): Promise<void> {
  await build({
    root,
    configFile: false,
    // Only the server: no public/ to copy, no vite.config.ts (the site's browser build).
    publicDir: false,
    logLevel: 'warn',
    // Bundled, not left for node_modules, so the image needs no npm install; native code excepted.
    ssr: { target: 'node', noExternal: true, external: NATIVE_PACKAGES },
    build: {
      ssr: entry,
      target: 'node20',
      outDir,
      emptyOutDir,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { format: 'esm', entryFileNames: file, codeSplitting: false } },
    },
  });
}

if (invokedDirectly(import.meta.url)) {
  const bundle = await buildContentApi(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`Content API built: ${bundle}`);
}
