import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeWhole } from './dist-files.ts';

/**
 * What the last build changed in dist/, for the studio's "Live on the site" links (the content API's
 * live build reads it once `npm run build` has finished; docs/decisions/024-save-to-live.md).
 * `pages` are the site addresses of the pages rendered again (not reused), `written` and `removed`
 * the files of dist/ rendered and removed, by their path inside dist/.
 */
export interface LastBuild {
  finishedAt: string;
  pages: string[];
  written: string[];
  removed: string[];
}

export const lastBuildFileOf = (root: string) => join(root, '.cache', 'build', 'last-build.json');

/** "benson/services/index.html" → "/benson/services"; files that are not a page (the app shell) → undefined. */
export function pageOfDistFile(file: string): string | undefined {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : undefined;
}

/** Written whole under another name, then renamed: a reader never sees half of it. */
export function writeLastBuild(root: string, changes: { written: string[]; removed: string[] }): LastBuild {
  const result: LastBuild = {
    finishedAt: new Date().toISOString(),
    pages: changes.written.map(pageOfDistFile).filter((path): path is string => path !== undefined),
    written: changes.written,
    removed: changes.removed,
  };
  const file = lastBuildFileOf(root);
  mkdirSync(dirname(file), { recursive: true });
  writeWhole(file, JSON.stringify(result));
  return result;
}
