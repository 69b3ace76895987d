import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileProblem, readContentFiles, type FileText, type LoadedFile } from '../validate/read-content.ts';
import type { Problem } from '../validate/problem.ts';

export type { LoadedFile } from '../validate/read-content.ts';

/** Every entry under dir (hidden ones skipped), with whether it is a link: a link is never followed. */
function listJsonFiles(dir: string): { path: string; link: boolean }[] {
  const out: { path: string; link: boolean }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listJsonFiles(full));
    else out.push({ path: full, link: entry.isSymbolicLink() });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Reads every file of the site folder from disk; a missing or empty folder is one problem. */
export function loadSite(root: string, siteDir: string): { files: LoadedFile[]; problems: Problem[]; unreadable: string[] } {
  const shown = relative(root, siteDir) || siteDir;
  let paths: { path: string; link: boolean }[];
  try {
    if (!statSync(siteDir).isDirectory()) throw new Error('not a folder');
    paths = listJsonFiles(siteDir);
  } catch {
    return { files: [], unreadable: [], problems: [fileProblem(shown, `the content folder "${shown}" is missing or cannot be read.`, 'Restore it from git, or run the command from the project folder.')] };
  }
  if (paths.length === 0) {
    return { files: [], unreadable: [], problems: [fileProblem(shown, `the content folder "${shown}" is empty.`, 'It must hold site.json, pages/, towns/ and collections/.')] };
  }
  const texts: FileText[] = paths.map(({ path, link }) => {
    const file = relative(root, path);
    const siteRelative = relative(siteDir, path).split('\\').join('/');
    // A link could lead anywhere on the machine (decision 015): its target is never read, not even to quote it.
    if (link) return { file, siteRelative, link: true };
    try {
      return { file, siteRelative, text: readFileSync(path, 'utf8') };
    } catch (error) {
      return { file, siteRelative, unreadable: (error as NodeJS.ErrnoException).code ?? 'unknown error' };
    }
  });
  return readContentFiles(texts);
}
