import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

const root = resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The page loader's chunk in the build's manifest. */
export const loaderEntry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
/** The loader and what it imports statically: all a page runs before an island wakes. */
const loaderFiles = new Set([loaderEntry.file, ...(loaderEntry.imports ?? []).map((name) => manifest[name]!.file)]);

/** Whether a script address is the loader's own (or what it imports statically). */
export const isLoaderScript = (url: string) => loaderFiles.has(new URL(url).pathname.slice(1));

/** Blocks every other script of the site (islands, React, MUI): the page runs on its loader alone. */
export async function blockIslandCode(page: Page) {
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, (route) => (isLoaderScript(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
}
