import type { Problem } from './problem.ts';
import { countKinds } from './problem-kinds.ts';

/** The three ways `npm run validate` prints problems: for people, for programs and for GitHub pull requests. */
export type OutputFormat = 'human' | 'json' | 'github';
export const outputFormats: OutputFormat[] = ['human', 'json', 'github'];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// The same order as String.localeCompare, built once rather than for each of a million comparisons.
const byName = new Intl.Collator().compare;

/** Problems in reading order: by file, then by place in the file. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => byName(a.file, b.file) || a.line - b.line || a.column - b.column);
}

/** How many problems the people's format prints before it summarises the rest by kind. */
export const SCREENFUL = 25;

/** The one closing line: "3 problems in 2 files (2 errors, 1 warning)." */
export function summaryLine(problems: Problem[]): string {
  if (problems.length === 0) return 'Site content is valid: no problems found.';
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const files = new Set(problems.map((p) => p.file)).size;
  const head = `${plural(problems.length, 'problem')} in ${plural(files, 'file')}`;
  if (warnings === 0) return `${head}.`;
  if (errors === 0) return `${head} (${plural(warnings, 'warning')}, no errors: the site still builds).`;
  return `${head} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}).`;
}

interface Style {
  bold: (s: string) => string;
  red: (s: string) => string;
  yellow: (s: string) => string;
  dim: (s: string) => string;
}
const plain: Style = { bold: (s) => s, red: (s) => s, yellow: (s) => s, dim: (s) => s };
const ansi: Style = {
  bold: (s) => `\x1b[1m${s}\x1b[22m`,
  red: (s) => `\x1b[31m${s}\x1b[39m`,
  yellow: (s) => `\x1b[33m${s}\x1b[39m`,
  dim: (s) => `\x1b[2m${s}\x1b[22m`,
};

/**
 * Grouped by file, one block per problem: the clickable place, what is wrong, the likely intended
 * value, then how to fix it. With a `limit`, a longer list shows that many (errors first), then every
 * problem counted by kind, so a thousand copies of one mistake do not scroll the others away.
 */
export function formatHuman(problems: Problem[], options: { color?: boolean; limit?: number } = {}): string {
  const s = options.color ? ansi : plain;
  const capped = options.limit !== undefined && problems.length > options.limit;
  const sorted = sortProblems(problems);
  const shown = capped ? sortProblems([...sorted.filter((p) => p.severity === 'error'), ...sorted.filter((p) => p.severity === 'warning')].slice(0, options.limit)) : sorted;
  const out: string[] = [];
  let current: string | undefined;
  for (const p of shown) {
    if (p.file !== current) {
      if (current !== undefined) out.push('');
      out.push(s.bold(p.file));
      current = p.file;
    }
    const label = p.severity === 'error' ? s.red('error  ') : s.yellow('warning');
    out.push(`  ${label} ${p.file}:${p.line}:${p.column}${p.pointer ? s.dim(`  at ${p.pointer}`) : ''}`);
    out.push(`          ${capital(p.message)}${p.suggestion ? ` ${s.bold(p.suggestion)}` : ''}`);
    if (p.hint) out.push(`          Fix: ${p.hint}`);
  }
  if (out.length > 0) out.push('');
  if (capped) out.push(...byKind(problems, shown.length, s), '');
  out.push(s.bold(summaryLine(problems)));
  return out.join('\n');
}

/** "Showing 25 of 655,178 problems" and a line per kind: count, severity, the mistake and where. */
function byKind(problems: Problem[], shown: number, s: Style): string[] {
  const number = (n: number) => n.toLocaleString('en-US');
  const kinds = countKinds(problems);
  const width = number(Math.max(...kinds.map((k) => k.count))).length;
  return [
    s.bold(`Showing ${number(shown)} of ${number(problems.length)} problems (errors first). All of them, by kind:`),
    ...kinds.map((k) => `  ${number(k.count).padStart(width)} × ${k.severity === 'error' ? s.red('error  ') : s.yellow('warning')} ${k.kind} ${s.dim(`(${k.where})`)}`),
    `Every problem with its place and fix: npm run validate -- --format json (or --format github).`,
  ];
}

/** Everything, for programs: counts, the summary line and each problem's fields. */
export function formatJson(problems: Problem[]): string {
  const sorted = sortProblems(problems);
  const errors = sorted.filter((p) => p.severity === 'error').length;
  return JSON.stringify({
    valid: errors === 0,
    errorCount: errors,
    warningCount: sorted.length - errors,
    fileCount: new Set(sorted.map((p) => p.file)).size,
    summary: summaryLine(sorted),
    problems: sorted.map((p) => ({
      file: p.file,
      line: p.line,
      column: p.column,
      pointer: p.pointer,
      severity: p.severity,
      message: capital(p.message),
      ...(p.suggestion ? { suggestion: p.suggestion } : {}),
      ...(p.hint ? { hint: p.hint } : {}),
      ...(p.rule ? { rule: p.rule } : {}),
      ...(p.values ? { values: p.values } : {}),
    })),
  }, null, 2);
}

// GitHub's workflow-command escaping: data escapes % CR LF; property values also : and ,.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub Actions annotations: each problem appears on its line in the pull request's "Files changed". */
export function formatGithub(problems: Problem[]): string {
  const lines = sortProblems(problems).map((p) => {
    const title = p.pointer ? `Content ${p.severity} at ${p.pointer}` : `Content ${p.severity}`;
    const text = [capital(p.message), p.suggestion, p.hint && `Fix: ${p.hint}`].filter(Boolean).join(' ');
    const props = `file=${escapeProperty(p.file)},line=${p.line},col=${p.column},title=${escapeProperty(title)}`;
    return `::${p.severity} ${props}::${escapeData(text)}`;
  });
  return [...lines, summaryLine(problems)].join('\n');
}

/** The machine formats always print every problem; `limit` caps only the people's one. */
export function formatProblems(problems: Problem[], format: OutputFormat, options: { color?: boolean; limit?: number } = {}): string {
  if (format === 'json') return formatJson(problems);
  if (format === 'github') return formatGithub(problems);
  return formatHuman(problems, options);
}
