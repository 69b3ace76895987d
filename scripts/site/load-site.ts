import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseJsonFile, type JsonFile } from './json-file.ts';
import { allowedFiles, fileKind } from './file-kinds.ts';
import type { Problem } from './problem.ts';

export interface LoadedFile extends JsonFile {
  /** The schema $defs entry that describes this file. */
  kind: string;
  /** Path inside site/, e.g. "pages/home.json". */
  siteRelative: string;
}

function listJsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listJsonFiles(full));
    else out.push(full);
  }
  return out.sort();
}

const fileProblem = (file: string, message: string, hint?: string, line = 1, column = 1): Problem => ({
  file, line, column, pointer: '', message, hint, severity: 'error',
});

/** Reads every file of the site folder; anything unreadable, misplaced or not JSON becomes one clear problem. */
export function loadSite(root: string, siteDir: string): { files: LoadedFile[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const shown = relative(root, siteDir) || siteDir;
  let paths: string[];
  try {
    if (!statSync(siteDir).isDirectory()) throw new Error('not a folder');
    paths = listJsonFiles(siteDir);
  } catch {
    return { files: [], problems: [fileProblem(shown, `the content folder "${shown}" is missing or cannot be read.`, 'Restore it from git, or run the command from the project folder.')] };
  }
  if (paths.length === 0) {
    return { files: [], problems: [fileProblem(shown, `the content folder "${shown}" is empty.`, 'It must hold site.json, pages/, towns/ and collections/.')] };
  }
  const files: LoadedFile[] = [];
  for (const path of paths) {
    const file = relative(root, path);
    const siteRelative = relative(siteDir, path).split('\\').join('/');
    const kind = fileKind(siteRelative);
    if (!kind) {
      problems.push(fileProblem(file, `"${siteRelative}" is not a kind of file the site knows.`, `Content files are: ${allowedFiles.join(', ')} (lower-case names with hyphens, ending in .json).`));
      continue;
    }
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      problems.push(fileProblem(file, `cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'unknown error'}).`, 'Check that it exists and you are allowed to read it.'));
      continue;
    }
    const parsed = parseJsonFile(file, text);
    if ('error' in parsed) {
      problems.push(fileProblem(file, `${parsed.error}.`, 'Fix the JSON at this place; an editor with JSON support underlines it.', parsed.position.line, parsed.position.column));
      continue;
    }
    if (!parsed.data || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) {
      problems.push(fileProblem(file, 'the file must hold one JSON object ({ … }).'));
      continue;
    }
    files.push({ ...parsed, kind, siteRelative });
  }
  return { files, problems };
}
