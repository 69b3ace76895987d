import type { Problem } from '../content-client';
import { validatorProblems } from '../plain-words/field-problems';
import { isSiteProblem, siteProblemMessage } from '../plain-words/site-problems';
import type { StudioWords } from '../studio-words';

/**
 * What stops an undo, one sentence each in the studio's words. An undo may break another item (a
 * town removed that a page links to): that problem is said by its kind, never by the other file's
 * name or place; a problem of this item's own fields is said with the field's label.
 */
export function undoProblemWords(problems: Problem[], path: string, kind: string, words: StudioWords): string[] {
  const said = problems.map((problem) => {
    if (isSiteProblem(problem) || problem.file !== `site/${path}`) return siteProblemMessage(problem, words.siteWords);
    return validatorProblems(kind, [problem], undefined, words.fieldWords, words.siteWords)
      .map((one) => (one.field ? `${one.field}: ${one.message}` : one.message))
      .join(' ');
  });
  return said.filter((line, index) => line !== '' && said.indexOf(line) === index);
}
