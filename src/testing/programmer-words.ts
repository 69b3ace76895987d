// What an office manager must never read in the studio (issue #27): the file's notation, the
// checker's English, places in files. One list for the tests that read one message (the studio's
// words for a problem: src/studio/plain-words/*.test.ts) and for those that read a whole screen
// (tests/e2e/support/plain-words.ts), each with the few patterns only its kind of text allows.

type Finding = [what: string, pattern: RegExp];

/** Never in any text the studio shows. */
const EVERYWHERE: Finding[] = [
  ['"must"', /\bmust\b/i],
  ['"Instance"', /\binstance\b/i],
  ['"array"', /\barrays?\b/i],
  ['a file name', /\b[\w-]+\.(json|ts|tsx|js|mjs)\b/],
  ['a content folder', /\b(site|public)\//],
  ['true or false', /\b(true|false)\b/],
];

/** A message about one field: no brace, no pointer, no "property" and no number after a colon at all. */
export const MESSAGE_WORDS: Finding[] = [
  ...EVERYWHERE,
  ['a brace', /[{}]/],
  ['a pointer', /(^|\s)\/[\w~]/],
  ['"property"', /\bpropert(y|ies)\b/i],
  ['a line number', /:\d+\b/],
];

/**
 * A whole screen also shows web addresses ("/mount-olive"), times ("2:02 PM"), the customer's
 * property ("Property address" is a field of the spec's quote form) and fill-ins she writes into a
 * text ({business.phone}: the staff guide teaches them, taken out of a line before it is scanned).
 * What it must not show is every other brace, a list position in a path, the programmer's
 * "property", a file's line number and the schema's own words.
 */
export const SCREEN_WORDS: Finding[] = [
  ...EVERYWHERE,
  ['a brace', /[{}]/],
  ['a list position in a pointer', /\/[A-Za-z]\w*\/\d+\b/],
  ['"property"', /\b(required|additional|unknown|missing|unevaluated)\s+propert(y|ies)\b|\bpropert(y|ies)\s+["'“`]/i],
  ['a line number', /\.\w+:\d+|\bline \d+\b/i],
  ['a schema word', /\b(schema|\$ref|enum|minItems|maxItems|minLength|maxLength|additionalProperties|slug|JSON)\b/i],
];

/** A fill-in such as {business.phone} or {area}. */
export const FILL_IN = /\{[A-Za-z][\w.…]*\}/g;

/** What each finding of `words` is, in `text`; empty when the text reads in plain words. */
export function programmerWordsInText(text: string, words: Finding[]): string[] {
  return words.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
}

/** Each programmer's word found in the studio's words for problems, with the message it was found in. */
export const programmerWordsIn = (problems: { field: string; message: string }[]) =>
  problems.flatMap((problem) => programmerWordsInText(`${problem.field} ${problem.message}`, MESSAGE_WORDS).map((what) => `${what} in "${problem.field}: ${problem.message}"`));
