import type { FieldProblem } from './field-problems';

// For the tests of the studio's words (field-problems.test.ts, site-problems.test.ts).

/** What an office manager must never read: the file's notation, the checker's English, places in files. */
export const PROGRAMMER_WORDS: [string, RegExp][] = [
  ['a brace', /[{}]/],
  ['a pointer', /(^|\s)\/[\w~]/],
  ['"must"', /\bmust\b/i],
  ['"Instance"', /\binstance\b/i],
  ['"property"', /\bpropert(y|ies)\b/i],
  ['"array"', /\barray\b/i],
  ['a file name', /\.json\b/],
  ['a content folder', /\bsite\//],
  ['a line number', /:\d+\b/],
  ['true or false', /\b(true|false)\b/],
];

/** Each programmer's word found, with the message it was found in. */
export const programmerWordsIn = (problems: FieldProblem[]) =>
  problems.flatMap((problem) => PROGRAMMER_WORDS.filter(([, pattern]) => pattern.test(`${problem.field} ${problem.message}`)).map(([what]) => `${what} in "${problem.field}: ${problem.message}"`));
