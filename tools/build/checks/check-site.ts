/**
 * The page checks of a built site in one pass (`npm run build` runs it after the build; decision 017):
 * every page valid HTML (html-validate, decision 010), every link working, every page in the sitemap
 * linked from two others (decision 012). One listing of dist/; each page read at most once, on one
 * thread per core; what a page holds is kept by the hash of its bytes (check-cache.ts), so a page
 * that did not change is not parsed again, and the link and inbound-link rules are worked out from the
 * kept link lists of every page.
 *
 *   npx tsx tools/build/checks/check-site.ts                 all three (exit 1 on any problem)
 *   npx tsx tools/build/checks/check-site.ts --only links    one of them (npm run check:html|check:links|check:inbound)
 *
 * SITE_ROOT checks another copy of the project (the benchmark's); CHECK_RESULT_FILE writes the result as JSON.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { assembleContent } from '../../../src/content/assemble-content.ts';
import { loadSite } from '../../../src/content/disk/load-site.ts';
import { deriveRoutes } from '../../../src/content/routes.ts';
import { CheckCache } from './check-cache.ts';
import { formatInboundProblem, inboundProblems, MIN_INBOUND, type InboundProblem } from './check-inbound-links.ts';
import { formatProblem, linkChecker, type LinkProblem } from './check-links.ts';
import { htmlFiles, shownPath } from './html-files.ts';
import { formatHtmlProblem, type HtmlProblem } from './html-problem.ts';
import { linkOfKey } from './link-keys.ts';
import type { PageFacts } from './page-facts.ts';
import type { PageLink } from './html-links.ts';
import { invokedDirectly } from '../invoked-directly.ts';

export type CheckKind = 'html' | 'links' | 'inbound';
export const CHECK_KINDS: CheckKind[] = ['html', 'links', 'inbound'];

export interface SiteCheckOptions {
  /** The project (site/ for the route patterns and the site's address); default: the folder above dist. */
  root?: string;
  /** The built site; default: root/dist. */
  dist?: string;
  /** Where check-site.json is kept; false: no cache (every page read). Default: root/.cache. */
  cacheDir?: string | false;
  checks?: CheckKind[];
  /** For the link check; read from site/ when not given. */
  routePatterns?: string[];
  siteUrl?: string;
}

export interface SiteCheckResult {
  ok: boolean;
  /** Every problem, in the words the command prints. */
  problems: { kind: CheckKind; page: string; message: string }[];
  html: HtmlProblem[];
  links: LinkProblem[];
  inbound: InboundProblem[];
  pages: number;
  /** Pages read and parsed now (new or changed bytes), and pages whose kept results were used. */
  checked: number;
  reused: number;
  /** Of the pages validated as HTML now: whole, or with their repeated parts blanked (page-html.ts). */
  validated: { whole: number; blanked: number };
  /** Why a saved cache was not used, when it was not. */
  cacheIgnored?: string;
  seconds: number;
  /** CPU time of the whole check, its threads included: a steadier figure than seconds on a shared machine. */
  cpuSeconds: number;
}

/** A check that cannot run (no built site): said in a sentence, no stack trace. */
export class CheckError extends Error {}

/** Reads pages on every core (many) or on this thread (a few: starting a thread costs more). */
async function readPages(files: string[], withHtml: boolean, onPage: (file: string, facts: PageFacts) => void) {
  const counts = { whole: 0, blanked: 0 };
  const threads = Math.min(availableParallelism(), Math.floor(files.length / 16));
  if (files.length === 0) return counts;
  if (threads < 2) {
    // Loaded only when a page is read here: html-validate alone takes a while to start.
    const { readPageFacts, validationCounts } = await import('./page-facts.ts');
    const before = { ...validationCounts() };
    for (const file of files) onPage(file, await readPageFacts(file, withHtml));
    const after = validationCounts();
    return { whole: after.whole - before.whole, blanked: after.blanked - before.blanked };
  }
  const queue = [...files];
  await Promise.all(
    Array.from({ length: threads }, () => {
      const worker = new Worker(new URL('./check-site-worker.mjs', import.meta.url));
      return new Promise<void>((done, fail) => {
        let last = { whole: 0, blanked: 0 };
        const next = () => {
          if (queue.length > 0) return worker.postMessage({ files: queue.splice(0, 8), withHtml });
          counts.whole += last.whole;
          counts.blanked += last.blanked;
          void worker.terminate().then(() => done());
        };
        worker.on('message', (message: 'ready' | { results: { file: string; facts: PageFacts }[]; counts: typeof last }) => {
          if (message !== 'ready') {
            for (const { file, facts } of message.results) onPage(file, facts);
            last = message.counts;
          }
          next();
        });
        worker.on('error', fail);
      });
    }),
  );
  return counts;
}

/** The route patterns and the site's address, from site/ as it is (the build has validated it already). */
function siteFacts(root: string): { routePatterns: string[]; siteUrl: string | undefined } {
  const { files, problems } = loadSite(root, join(root, 'site'));
  if (problems.some((p) => p.severity === 'error')) throw new CheckError('The content in site/ is not valid; run "npm run validate" to see why.');
  const content = assembleContent(files.map(({ file, kind, data }) => ({ file, kind, data })));
  return { routePatterns: deriveRoutes(content).map((r) => r.path), siteUrl: content.site.business?.url };
}

export async function checkBuiltSite(options: SiteCheckOptions = {}): Promise<SiteCheckResult> {
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const dist = resolve(options.dist ?? join(options.root ?? '.', 'dist'));
  const root = resolve(options.root ?? dirname(dist));
  const checks = new Set(options.checks ?? CHECK_KINDS);
  if (!existsSync(join(dist, 'index.html'))) throw new CheckError('No built site in dist/. Run "npm run build" first.');
  if (checks.has('inbound') && !existsSync(join(dist, 'sitemap.xml'))) throw new CheckError('No built site with a sitemap in dist/. Run "npm run build" first.');
  const cacheDir = options.cacheDir === undefined ? join(root, '.cache') : options.cacheDir;
  const cacheFile = cacheDir ? join(cacheDir, 'check-site.json') : undefined;
  const cache = CheckCache.load(cacheFile);
  const withHtml = checks.has('html');

  // One listing; each file's hash from its stamp where that is safe, else from its bytes.
  const files = htmlFiles(dist);
  const current = new Map<string, { hash: string; stamp: string | undefined }>();
  const hashOf = new Map<string, string>();
  const toRead: string[] = [];
  for (const file of files) {
    const path = relative(dist, file).split(sep).join('/');
    const { hash, stamp } = cache.hashOf(path, file);
    current.set(path, { hash, stamp });
    hashOf.set(file, hash);
    const known = cache.page(hash);
    if (!known || (withHtml && !known.html)) toRead.push(file);
  }
  // Two files with the same bytes are read once. A page is kept by the hash of the bytes the reader
  // parsed: a file replaced after it was hashed above takes that hash (and no stamp, so it is hashed
  // next time), and a file that shared its old bytes is read in the next round.
  let validated = { whole: 0, blanked: 0 };
  let checked = 0;
  const reused = files.length - toRead.length;
  for (let round = 1; toRead.length > 0; round++) {
    if (round > 3) throw new CheckError(`Pages kept changing while they were checked (${shownPath(dist, toRead[0]!)}): is a build running? Run the check again when it is done.`);
    const firstOfHash = new Map<string, string>();
    for (const file of toRead) if (!firstOfHash.has(hashOf.get(file)!)) firstOfHash.set(hashOf.get(file)!, file);
    checked += firstOfHash.size;
    const counts = await readPages([...firstOfHash.values()], withHtml, (file, facts) => {
      cache.setPage(facts.hash, { links: facts.links.map((key) => cache.intern(key)), ids: facts.ids, ...(facts.html ? { html: facts.html } : {}) });
      if (facts.hash !== hashOf.get(file)) {
        hashOf.set(file, facts.hash);
        current.set(relative(dist, file).split(sep).join('/'), { hash: facts.hash, stamp: undefined });
      }
    });
    validated = { whole: validated.whole + counts.whole, blanked: validated.blanked + counts.blanked };
    const missing = toRead.filter((file) => {
      const known = cache.page(hashOf.get(file)!);
      return !known || (withHtml && !known.html);
    });
    toRead.length = 0;
    toRead.push(...missing);
  }

  const record = (file: string) => cache.page(hashOf.get(file)!)!;
  const html: HtmlProblem[] = [];
  if (withHtml) for (const file of files) for (const m of record(file).html!) html.push({ page: shownPath(dist, file), ...m });

  // The links of every page, decoded once per distinct link (the same objects on every page that has it).
  const decoded: PageLink[] = [];
  const linksOf = (file: string) => record(file).links.map((i) => (decoded[i] ??= linkOfKey(cache.linkKey(i))));
  // Made once for both checks: two million links at a thousand towns.
  const pageLinks = checks.has('links') || checks.has('inbound') ? files.map((file) => ({ file, links: linksOf(file) })) : [];
  let links: LinkProblem[] = [];
  if (checks.has('links')) {
    const { routePatterns, siteUrl } = options.routePatterns ? { routePatterns: options.routePatterns, siteUrl: options.siteUrl } : siteFacts(root);
    const ids = new Map<string, Set<string>>();
    const idsOf = (file: string) => {
      let found = ids.get(file);
      if (!found) ids.set(file, (found = new Set(hashOf.has(file) ? cache.page(hashOf.get(file)!)?.ids : [])));
      return found;
    };
    const checker = linkChecker({ dist, routePatterns, siteUrl, idsOf });
    for (const page of pageLinks) links.push(...checker.pageProblems(page.file, page.links));
    links = [...links, ...checker.sitemapProblems()];
  }
  const inbound = checks.has('inbound') ? inboundProblems({ dist, pages: pageLinks }) : [];

  if (cacheFile && cache.changedSince(current)) cache.save(cacheFile, current);
  const problems = [
    ...html.map((p) => ({ kind: 'html' as const, page: p.page, message: formatHtmlProblem(p) })),
    ...links.map((p) => ({ kind: 'links' as const, page: p.page, message: formatProblem(p) })),
    ...inbound.map((p) => ({ kind: 'inbound' as const, page: p.path, message: formatInboundProblem(p) })),
  ];
  return {
    ok: problems.length === 0,
    problems,
    html,
    links,
    inbound,
    pages: files.length,
    checked,
    reused,
    validated,
    ...(cache.ignored && cache.ignored !== 'none' ? { cacheIgnored: cache.ignored } : {}),
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuSecondsSince(cpuStart),
  };
}

function cpuSecondsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return Math.round((user + system) / 1e5) / 10;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The summary lines each check printed when it was its own command; the same words, so logs and habits still fit. */
function report(result: SiteCheckResult, checks: CheckKind[]) {
  const ms = Math.round(result.seconds * 1000);
  for (const kind of checks) {
    const found = result.problems.filter((p) => p.kind === kind);
    for (const p of found) console.error(p.message);
    if (kind === 'html') {
      if (found.length > 0) {
        const byRule = new Map<string, number>();
        for (const p of result.html) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
        console.error(`\nHTML check: ${plural(found.length, 'problem')} on ${plural(new Set(result.html.map((p) => p.page)).size, 'page')} of ${result.pages} (${[...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}).`);
      } else console.log(`HTML check: all ${result.pages} pages are valid HTML (${result.checked} validated, ${result.reused} unchanged since they were; ${ms} ms).`);
    } else if (kind === 'links') {
      if (found.length > 0) console.error(`\nLink check: ${found.length} broken link${found.length === 1 ? '' : 's'} in ${result.pages} pages.`);
      else console.log(`Link check: every link in ${result.pages} pages works (${ms} ms).`);
    } else if (found.length > 0) {
      console.error(`\nInbound-link check: ${plural(found.length, 'page')} in the sitemap linked from fewer than ${MIN_INBOUND} other pages (${result.pages} pages read).`);
    } else console.log(`Inbound-link check: every page in the sitemap is linked from at least ${MIN_INBOUND} other pages (${result.pages} pages read).`);
  }
}

/** The command: all three checks, or `--only <kind>` (the npm scripts check:html, check:links, check:inbound). */
export async function main(argv = process.argv.slice(2)) {
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  if (only !== undefined && !CHECK_KINDS.includes(only as CheckKind)) {
    console.error(`--only takes one of ${CHECK_KINDS.join(', ')}.`);
    process.exitCode = 1;
    return;
  }
  const checks = only ? [only as CheckKind] : CHECK_KINDS;
  const root = resolve(process.env.SITE_ROOT ?? resolve(import.meta.dirname, '../../..'));
  try {
    const result = await checkBuiltSite({ root, checks });
    report(result, checks);
    if (!only) console.log(`Page checks: ${result.pages} pages, ${result.checked} read, ${result.reused} unchanged${result.cacheIgnored ? ` (saved results not used: ${result.cacheIgnored})` : ''}; ${result.seconds.toFixed(1)} s (CPU ${result.cpuSeconds} s).`);
    if (process.env.CHECK_RESULT_FILE) writeFileSync(process.env.CHECK_RESULT_FILE, JSON.stringify(result));
    if (!result.ok) process.exitCode = 1;
  } catch (error) {
    if (!(error instanceof CheckError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

if (invokedDirectly(import.meta.url)) await main();
