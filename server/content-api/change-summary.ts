import { MAX_SUMMARY_LENGTH, SUMMARY_CONTROL as CONTROL } from '../../src/content/summary-line.ts';

export { MAX_SUMMARY_LENGTH };

/**
 * What is wrong with the summary of a change or an undo, in words for "details", or undefined.
 * `missing` says what to write when there is none. Spaces and line ends around it are not counted:
 * the summary kept is trimmed.
 */
export function summaryProblem(summary: unknown, missing: string): string | undefined {
  if (typeof summary !== 'string' || summary.trim() === '') return missing;
  const trimmed = summary.trim();
  if (trimmed.length > MAX_SUMMARY_LENGTH) return `"summary" is ${trimmed.length} characters; keep it under ${MAX_SUMMARY_LENGTH}.`;
  const control = CONTROL.exec(trimmed);
  if (control) return `"summary" must be one line of plain text; it has a line break or another control character at character ${control.index + 1}.`;
  return undefined;
}

/**
 * The summary as one line, for the texts the API writes (a commit message, a pull request): a
 * summary was already refused for a control character, so this only guards another caller.
 */
export function oneLine(summary: string): string {
  return summary.replace(new RegExp(CONTROL.source, 'gu'), ' ');
}

