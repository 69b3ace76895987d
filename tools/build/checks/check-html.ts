/**
 * `npm run check:html`: validates every page of the built site (dist/**\/*.html) as HTML with
 * html-validate's "standard" preset (the rules of the HTML standard: content models, duplicate ids,
 * autocomplete tokens, required elements) plus the two rules in html-rules.ts. Exits 1 with
 * "dist/<page>/index.html:line:col rule — message" lines and a count. See docs/decisions/010-html-validity.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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

type Message = Pick<HtmlProblem, 'line' | 'column' | 'rule' | 'message'>;

/** Validates pages in this thread (a few) or on every core (many: html-validate takes ~0.15 s for a page with a thousand towns in its footer). */
async function validatePages(files: string[]): Promise<Map<string, Message[]>> {
  const out = new Map<string, Message[]>();
  const workers = Math.min(availableParallelism(), Math.floor(files.length / 16));
  if (workers < 2) {
    const validator = new HtmlValidate(htmlConfig);
    for (const file of files) {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      out.set(file, report.results.flatMap((result) => result.messages.map((m) => ({ line: m.line, column: m.column, rule: m.ruleId, message: m.message }))));
    }
    return out;
  }
  const queue = [...files];
  await Promise.all(
    Array.from({ length: workers }, () => {
      const worker = new Worker(new URL('./check-html-worker.mjs', import.meta.url));
      return new Promise<void>((resolveWorker, reject) => {
        const next = () => (queue.length > 0 ? worker.postMessage(queue.splice(0, 8)) : void worker.terminate().then(() => resolveWorker()));
        worker.on('message', (message: 'ready' | { file: string; messages: Message[] }[]) => {
          if (message !== 'ready') for (const { file, messages } of message) out.set(file, messages);
          next();
        });
        worker.on('error', reject);
      });
    }),
  );
  return out;
}

// What the results depend on besides the page: the configuration, the site's rules and html-validate's version.
const checkerVersion = () =>
  createHash('sha256')
    .update(readFileSync(new URL(import.meta.url)))
    .update(readFileSync(new URL('./html-rules.ts', import.meta.url)))
    .update(readFileSync(createRequire(import.meta.url).resolve('html-validate/package.json')))
    .digest('hex');

/**
 * Validates every built page; returns each problem in page order (an empty list means all valid).
 * With a cache folder, the messages of each page are kept by a hash of its bytes (and of the checker),
 * so after a small change only the pages that changed are validated again.
 */
export async function checkHtml({ dist, cacheDir }: { dist: string; cacheDir?: string }): Promise<{ pages: number; problems: HtmlProblem[]; checked: number }> {
  const files = htmlFiles(resolve(dist));
  const cacheFile = cacheDir && join(cacheDir, 'check-html.json');
  const version = checkerVersion();
  const saved = cacheFile && existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as { version: string; pages: Record<string, Message[]> }) : undefined;
  const known = saved?.version === version ? saved.pages : {};
  const hashes = new Map(files.map((file) => [file, createHash('sha256').update(readFileSync(file)).digest('hex')]));
  const fresh = await validatePages(files.filter((file) => !known[hashes.get(file)!]));
  const pages: Record<string, Message[]> = {};
  const problems: HtmlProblem[] = [];
  for (const file of files) {
    const messages = fresh.get(file) ?? known[hashes.get(file)!]!;
    pages[hashes.get(file)!] = messages;
    for (const m of messages) problems.push({ page: shownPath(dist, file), ...m });
  }
  if (cacheFile) {
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(cacheFile, JSON.stringify({ version, pages }));
  }
  return { pages: files.length, problems, checked: fresh.size };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function main() {
  // SITE_ROOT checks another copy of the project (the benchmark's).
  const root = resolve(process.env.SITE_ROOT ?? resolve(import.meta.dirname, '../../..'));
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('No built site in dist/. Run "npm run build" first.');
    process.exit(1);
  }
  const started = Date.now();
  // Results are kept beside the build's cache: a page validated before, byte for byte, is not validated again.
  const { pages, problems, checked } = await checkHtml({ dist, cacheDir: join(root, '.cache') });
  for (const problem of problems) console.error(formatHtmlProblem(problem));
  if (problems.length > 0) {
    const pagesWithProblems = new Set(problems.map((p) => p.page)).size;
    // Counted by hand: Object.groupBy is missing on Node 20 (decision 009).
    const byRule = new Map<string, number>();
    for (const p of problems) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
    console.error(`\nHTML check: ${plural(problems.length, 'problem')} on ${plural(pagesWithProblems, 'page')} of ${pages} (${[...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}).`);
    process.exit(1);
  }
  console.log(`HTML check: all ${pages} pages are valid HTML (${checked} validated, ${pages - checked} unchanged since they were; ${Date.now() - started} ms).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
