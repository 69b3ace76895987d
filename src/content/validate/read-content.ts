import { parseJsonFile, type JsonFile } from './json-file.ts';
import { allowedFiles, fileKind } from './file-kinds.ts';
import type { Problem } from './problem.ts';

// Browser-safe: turns texts into content files. The loader (load-site.ts) gives it the files on
// disk; the studio the files from the content API, with its draft in place of one of them.

export interface LoadedFile extends JsonFile {
  /** The schema $defs entry that describes this file. */
  kind: string;
  /** Path inside site/, e.g. "pages/home.json". */
  siteRelative: string;
}

/** One file's text as read, or why it could not be read. */
export type FileText = { file: string; siteRelative: string } & ({ text: string } | { unreadable: string } | { link: true });

export const fileProblem = (file: string, message: string, hint?: string, line = 1, column = 1): Problem => ({
  file, line, column, pointer: '', message, hint, severity: 'error',
});

/**
 * Parses every file; anything misplaced, unreadable or not a JSON object becomes one clear problem.
 * `unreadable` lists the files that exist but could not be read as JSON, by path inside site/.
 */
export function readContentFiles(texts: FileText[]): { files: LoadedFile[]; problems: Problem[]; unreadable: string[] } {
  const files: LoadedFile[] = [];
  const problems: Problem[] = [];
  const unreadable: string[] = [];
  for (const entry of texts) {
    const { file, siteRelative } = entry;
    const kind = fileKind(siteRelative);
    const problem = (p: Problem) => {
      problems.push(p);
      unreadable.push(siteRelative);
    };
    if (!kind) {
      problem(fileProblem(file, `"${siteRelative}" is not a kind of file the site knows.`, `Content files are: ${allowedFiles.join(', ')} (lower-case names with hyphens, ending in .json).`));
      continue;
    }
    if ('link' in entry) {
      problem(fileProblem(file, 'is a link to another place, and content files are never read through a link.', 'Put the file itself in this place, inside site/, instead of a link to it.'));
      continue;
    }
    if ('unreadable' in entry) {
      problem(fileProblem(file, `cannot read the file (${entry.unreadable}).`, 'Check that it exists and you are allowed to read it.'));
      continue;
    }
    const parsed = parseJsonFile(file, entry.text);
    if ('error' in parsed) {
      problem(fileProblem(file, `${parsed.error}.`, 'Fix the JSON at this place; an editor with JSON support underlines it.', parsed.position.line, parsed.position.column));
      continue;
    }
    if (!parsed.data || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) {
      problem(fileProblem(file, 'the file must hold one JSON object ({ … }).'));
      continue;
    }
    files.push({ ...parsed, kind, siteRelative });
  }
  return { files, problems, unreadable };
}
