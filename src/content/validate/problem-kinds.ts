import type { Problem } from './problem.ts';

/** Problems that differ only in their particulars (which town, how many characters), counted together. */
export interface ProblemKind {
  severity: Problem['severity'];
  /** The message with its particulars masked: `this title is … characters ("…")`. */
  kind: string;
  count: number;
  /** Where they are: one file, or one folder and how many of its files ("site/towns/*.json, 412 files"). */
  where: string;
}

const KIND_LENGTH = 110;

/**
 * A message with the values that change from problem to problem replaced by "…": quoted text, file
 * names, {facts} and numbers. What is left names the mistake, the same for every file that makes it.
 */
export function kindOf(message: string): string {
  const masked = message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\bsite\/[\w./-]*\w/g, '…')
    .replace(/\{[\w.]+\}/g, '{…}')
    .replace(/\d+(?:[.,]\d+)*/g, '…');
  const kind = masked.charAt(0).toUpperCase() + masked.slice(1);
  return kind.length > KIND_LENGTH ? `${kind.slice(0, KIND_LENGTH - 1).trimEnd()}…` : kind;
}

function whereOf(files: Set<string>): string {
  if (files.size === 1) return [...files][0]!;
  const folders = new Set([...files].map((file) => file.slice(0, file.lastIndexOf('/') + 1)));
  const count = `${files.size.toLocaleString('en-US')} files`;
  return folders.size === 1 ? `${[...folders][0]}*.json, ${count}` : count;
}

/** Every kind of problem with its count: errors first, then the most frequent. */
export function countKinds(problems: Problem[]): ProblemKind[] {
  const kinds = new Map<string, { severity: Problem['severity']; kind: string; count: number; files: Set<string> }>();
  // Many problems repeat a message word for word; mask each distinct one once.
  const masked = new Map<string, string>();
  for (const p of problems) {
    const kind = masked.get(p.message) ?? masked.set(p.message, kindOf(p.message)).get(p.message)!;
    const key = `${p.severity} ${kind}`;
    const entry = kinds.get(key) ?? kinds.set(key, { severity: p.severity, kind, count: 0, files: new Set() }).get(key)!;
    entry.count++;
    entry.files.add(p.file);
  }
  return [...kinds.values()]
    .map(({ files, ...entry }) => ({ ...entry, where: whereOf(files) }))
    .sort((a, b) => (a.severity === b.severity ? b.count - a.count : a.severity === 'error' ? -1 : 1));
}
