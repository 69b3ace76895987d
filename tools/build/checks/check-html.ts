/**
 * The HTML check (`npm run check:html`, and part of every `npm run build`): every page of the built
 * site (dist/**\/*.html) valid by html-validate's "standard" preset (the rules of the HTML standard:
 * content models, duplicate ids, autocomplete tokens, required elements) plus the two rules in
 * html-rules.ts (html-config.ts). It runs in check-site.ts's one pass over the pages with the other
 * two checks; this is that pass asked for HTML only. See docs/decisions/010-html-validity.md.
 */
import { checkBuiltSite } from './check-site.ts';

export { formatHtmlProblem, type HtmlProblem } from './html-problem.ts';

/**
 * Validates every built page; returns each problem in page order (an empty list means all valid).
 * With a cache folder, each page's messages are kept by a hash of its bytes (and of the checker),
 * so after a small change only the pages that changed are validated again.
 */
export async function checkHtml({ dist, cacheDir }: { dist: string; cacheDir?: string }) {
  const result = await checkBuiltSite({ dist, cacheDir: cacheDir ?? false, checks: ['html'] });
  return { pages: result.pages, problems: result.html, checked: result.checked };
}
