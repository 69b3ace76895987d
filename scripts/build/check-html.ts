/**
 * `npm run check:html`: validates every page of the built site (dist/**\/*.html) as HTML with
 * html-validate's "standard" preset (the rules of the HTML standard: content models, duplicate ids,
 * autocomplete tokens, required elements) plus the two rules in html-rules.ts. Exits 1 with
 * "dist/<page>/index.html:line:col rule — message" lines and a count. See docs/decisions/010-html-validity.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { htmlFiles, shownPath } from './html-files.ts';
import { sitePlugin } from './html-rules.ts';

export interface HtmlProblem {
  /** The page, shown from the folder above dist ("dist/about/index.html"). */
  page: string;
  line: number;
  column: number;
  rule: string;
  message: string;
}

/** The one configuration: no rule of the preset is turned off (decision 010 says why none needs to be). */
export const htmlConfig: ConfigData = {
  root: true,
  extends: ['html-validate:standard'],
  plugins: [sitePlugin],
  rules: {
    'site/no-dup-id-in-svg': 'error',
    'site/option-label': 'error',
  },
};

export const formatHtmlProblem = (p: HtmlProblem) => `${p.page}:${p.line}:${p.column} ${p.rule} — ${p.message}`;

/** Validates every built page; returns each problem in page order (an empty list means all valid). */
export async function checkHtml({ dist }: { dist: string }): Promise<{ pages: number; problems: HtmlProblem[] }> {
  const validator = new HtmlValidate(htmlConfig);
  const files = htmlFiles(resolve(dist));
  const problems: HtmlProblem[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    for (const result of report.results) {
      for (const m of result.messages) problems.push({ page: shownPath(dist, file), line: m.line, column: m.column, rule: m.ruleId, message: m.message });
    }
  }
  return { pages: files.length, problems };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function main() {
  // SITE_ROOT checks another copy of the project (the benchmark's).
  const dist = join(resolve(process.env.SITE_ROOT ?? resolve(import.meta.dirname, '../..')), 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('No built site in dist/. Run "npm run build" first.');
    process.exit(1);
  }
  const started = Date.now();
  const { pages, problems } = await checkHtml({ dist });
  for (const problem of problems) console.error(formatHtmlProblem(problem));
  if (problems.length > 0) {
    const pagesWithProblems = new Set(problems.map((p) => p.page)).size;
    // Counted by hand: Object.groupBy is missing on Node 20 (decision 009).
    const byRule = new Map<string, number>();
    for (const p of problems) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
    console.error(`\nHTML check: ${plural(problems.length, 'problem')} on ${plural(pagesWithProblems, 'page')} of ${pages} (${[...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}).`);
    process.exit(1);
  }
  console.log(`HTML check: all ${pages} pages are valid HTML (${Date.now() - started} ms).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
