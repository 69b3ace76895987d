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
  /** "Did you mean …?" when the value looks like a typo of an allowed one. */
  suggestion?: string;
  /**
   * The kind of problem, a stable name: the schema's keyword that failed ("required", "minItems" …),
   * or a check across files' own name ("missing-page", "similar-text"; see site-rules.ts). The
   * studio says each kind in its own words, at the field, never with this message.
   */
  rule?: string;
  /**
   * A check across files' particulars, for the studio's words: the closest match, the other town,
   * a count. Names a page or town by its title, never by a file path.
   */
  values?: Record<string, string>;
  /** How to fix it, when we can say. */
  hint?: string;
  severity: 'error' | 'warning';
}

/** One line: `site/pages/home.json:14:9 /sections/2/heading — message Did you mean …? Hint.` */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}${p.pointer ? ` ${p.pointer}` : ''}`;
  return `${where} — ${p.message}${p.suggestion ? ` ${p.suggestion}` : ''}${p.hint ? ` ${p.hint}` : ''}`;
}
