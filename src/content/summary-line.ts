/** A change's summary becomes a commit's first line and the pull request's title (cut at 120 characters there). */
export const MAX_SUMMARY_LENGTH = 500;

/**
 * Line breaks and other control characters (C0, DEL, C1, and the Unicode line and paragraph
 * separators). A summary is one line; a line break would let it write lines of its own into a commit
 * message, such as the "Submitted by …" line the history reads as the author.
 */
export const SUMMARY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/**
 * A summary the studio writes itself, made to fit the content API's rules: an undo's is "Undo: " and
 * the change's own summary, which on GitHub is a commit's first line of any length, or a local change
 * saved before summaries had to be one line. Staff cannot edit it, so the studio makes it one line and
 * cuts it short, where the API would refuse it and leave the undo impossible.
 */
export function fittedSummary(summary: string): string {
  const line = summary.replace(new RegExp(SUMMARY_CONTROL.source, 'gu'), ' ').replace(/\s+/g, ' ').trim();
  return line.length > MAX_SUMMARY_LENGTH ? `${line.slice(0, MAX_SUMMARY_LENGTH - 1)}…` : line;
}
