import { readHeaderRules } from '../../tools/dev/serve.ts';

/** The headers dist/_headers gives every page (its rule for "/"), names in lower case. */
export const siteHeaders = (dist: string): Record<string, string> =>
  Object.fromEntries(readHeaderRules(dist).find((rule) => rule.pattern.test('/'))!.headers.map(([k, v]) => [k.toLowerCase(), v]));
