/** One thing wrong with the content, pointing at the place to fix it. */
export interface Problem {
  /** Path relative to the project root, e.g. "site/pages/home.json". */
  file: string;
  line: number;
  column: number;
  /** JSON pointer inside the file, e.g. "/sections/2/heading"; "" for the whole file. */
  pointer: string;
  /** What is wrong, in plain words. */
  message: string;
  /** How to fix it, when we can say. */
  hint?: string;
  severity: 'error' | 'warning';
}

export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}${p.pointer ? ` ${p.pointer}` : ''}`;
  return `${where} — ${p.message}${p.hint ? ` ${p.hint}` : ''}`;
}
