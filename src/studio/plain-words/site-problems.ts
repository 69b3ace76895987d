import type { Problem } from '../content-client';
import type { StudioWords } from '../studio-words';
import { fill } from '../studio-words';
import { siteRules, type SiteRule } from '../../content/validate/site-rules';

export type SiteWords = StudioWords['siteWords'];

// Every kind of problem the checks across files report has its sentence in the studio's words:
// a new rule without words fails the type check here.
type Missing = Exclude<SiteRule, keyof SiteWords>;
const everyRuleHasWords: Missing extends never ? true : Missing = true;
void everyRuleHasWords;

const known = new Set<string>(siteRules);

/** Whether the whole site's check found this problem (not the schema, whose words are field-problems.ts's table). */
export const isSiteProblem = (problem: Pick<Problem, 'rule'>) => problem.rule !== undefined && known.has(problem.rule);

/**
 * One problem of the checks across files in the studio's words: its kind's sentence filled with its
 * particulars (the other town, the closest page by its title), then "Did you mean …?" when something
 * close exists. Never the validator's own sentence, which names files and places in them.
 */
export function siteProblemMessage(problem: Pick<Problem, 'rule' | 'values'>, words: SiteWords): string {
  if (!isSiteProblem(problem)) return words.otherProblem;
  const values = problem.values ?? {};
  const said = fill(words[problem.rule as SiteRule], values);
  return values.suggestion ? `${said} ${fill(words.didYouMean, { suggestion: values.suggestion })}` : said;
}
