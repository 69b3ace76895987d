/**
 * `npm run bench`: a benchmark, not a test (these machines are shared and noisy). Prints, and writes
 * to bench-results/, the figures behind the budgets in the README:
 *  - per page: the JS loaded before any interaction (gzipped, and how many files), the JS once every
 *    island has woken, and the CSS;
 *  - Lighthouse 12 mobile performance (median of 5) with FCP, LCP, TBT and CLS, offline, in Debian's Chromium;
 *  - first touches (tools/bench/first-touch.ts): the time from a visitor's first tap or click until the
 *    page visibly answers, and the bytes the touch fetched, on Lighthouse's mobile profile (median of 3);
 *  - each figure beside the previous run's (bench-results/latest.json);
 *  - validation and full build + prerender times for the shipped site and for a copy with 1,000 more towns;
 *  - for that copy, `npm run build` as a person (or the content API after a save) runs it, with its page
 *    checks: from a clean state, again with nothing changed (warm caches), and after one town's words
 *    changed (the save-to-live figure of issue #28);
 *  - the content API's answers while ten saves are checked (tools/bench/content-api-bench.ts, also run alone).
 * Options: --runs N (Lighthouse runs per page, default 5), --towns N (default 1000), --skip-scale, --skip-lighthouse, --skip-first-touch, --skip-api.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { chromium } from 'playwright-core';
import { serveDist } from '../dev/serve.ts';
import { benchContentApi, printContentApiFigures } from './content-api-bench.ts';
import { firstTouches } from './first-touch.ts';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { generateTowns } from '../../src/testing/generate-towns.ts';
import { tempBuildProject } from '../../src/testing/temp-project.ts';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] ?? NaN) || fallback;
const runs = args.includes('--runs') ? option('runs', 5) : 5;
const extraTowns = args.includes('--towns') ? option('towns', 1000) : 1000;
// The three pages with the strictest budget first, then one of every other kind of page.
const PAGES = ['/', '/goldsboro', '/contact', '/services/lawn-maintenance', '/goldsboro/services', '/faq', '/testimonials', '/about/careers'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const BUDGET = {
  pageJsKb: 30, firstTouchMs: 100, scriptFiles: 8, performance: 100, tbtMs: 50,
  // Issue #39: no task of the page's main thread over 50 ms on Lighthouse's mobile profile (a tap waits for it).
  taskMs: 50, lcpMs: 1500, cls: 0, validateSeconds: 3,
  // Issue #12, for the copy with 1,000 more towns: build + prerender, its rate, a rebuild after one town changed, peak memory.
  buildSeconds: 20, pagesPerSecond: 100, rebuildSeconds: 2, peakMemoryMb: 2048,
  // Issue #28, for the same copy: `npm run build` with its checks, caches from an earlier build there; one town edited, built and checked.
  npmBuildSeconds: 30, liveSeconds: 10,
};

const seconds = (start: number) => (performance.now() - start) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function timed(command: string, commandArgs: string[], cwd: string, env: Record<string, string> = {}): number {
  const start = performance.now();
  execFileSync(command, commandArgs, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  return seconds(start);
}

/** What tools/build/build.ts reports about one build (see BuildSummary there). */
type BuildFigures = Awaited<ReturnType<typeof import('../build/build.ts').buildSite>> & { wallSeconds: number };

/**
 * Builds a project folder with `npm run build`'s build step (validate, both Vite builds, prerender) and
 * returns its summary with the wall time around the whole command. `clean` forgets the build cache first.
 * Its output is not shown: with 1,000 generated towns the validator warns about many of them.
 */
function build(projectRoot: string, clean: boolean): BuildFigures {
  const summaryFile = join(projectRoot, '.cache', 'bench-build-summary.json');
  mkdirSync(dirname(summaryFile), { recursive: true });
  const wallSeconds = timed('npx', ['tsx', join(root, 'tools/build/build.ts'), ...(clean ? ['--clean'] : [])], projectRoot, { SITE_ROOT: projectRoot, BUILD_SUMMARY_FILE: summaryFile });
  return { ...JSON.parse(readFileSync(summaryFile, 'utf8')), wallSeconds };
}

/** What tools/build/checks/check-site.ts reports about one run (see SiteCheckResult there). */
type CheckFigures = Pick<Awaited<ReturnType<typeof import('../build/checks/check-site.ts').checkBuiltSite>>, 'pages' | 'checked' | 'reused' | 'validated' | 'seconds' | 'cpuSeconds' | 'ok'>;

/**
 * Runs `npm run build` exactly as a person does (from the project, with SITE_ROOT naming the copy):
 * the build step, then the page checks. Returns the wall time of the whole command and each part's
 * own figures. `clean` removes the copy's caches and dist/ first: a first build ever.
 */
function npmBuild(projectRoot: string, clean: boolean): { wallSeconds: number; build: BuildFigures; checks: CheckFigures } {
  if (clean) for (const dir of ['.cache', 'dist']) rmSync(join(projectRoot, dir), { recursive: true, force: true });
  const summaryFile = join(tmpdir(), `bench-build-summary-${process.pid}.json`);
  const checkFile = join(tmpdir(), `bench-check-result-${process.pid}.json`);
  const wallSeconds = timed('npm', ['run', 'build', '--silent'], root, { SITE_ROOT: projectRoot, BUILD_SUMMARY_FILE: summaryFile, CHECK_RESULT_FILE: checkFile });
  const build = { ...JSON.parse(readFileSync(summaryFile, 'utf8')), wallSeconds } as BuildFigures;
  const { pages, checked, reused, validated, seconds, cpuSeconds, ok } = JSON.parse(readFileSync(checkFile, 'utf8')) as CheckFigures;
  rmSync(summaryFile, { force: true });
  rmSync(checkFile, { force: true });
  return { wallSeconds, build, checks: { pages, checked, reused, validated, seconds: Math.round(seconds * 10) / 10, cpuSeconds, ok } };
}

/** The build's figures without its validation step (issue #12 budgets validation on its own row). */
const withoutValidation = (figures: BuildFigures) => Math.round((figures.seconds - (figures.steps.validate?.seconds ?? 0)) * 10) / 10;

interface PageWeight {
  /** Script the page asks for before its load event: the critical path (30 kB on every page). */
  jsKb: number;
  scripts: number;
  /** Script on the device before any touch: also what comes after the load event (a form's code). */
  idleJsKb: number;
  wokenJsKb: number;
  cssKb: number;
}

/**
 * Per page, in a 412 × 823 phone viewport: the JS and CSS loaded before any interaction (gzipped, once
 * the network is idle), then the JS once every island has been woken (a focus on each).
 */
async function pageWeights(baseUrl: string, dist: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS.slice(1) });
  const out: Record<string, PageWeight> = {};
  const gz = (files: Iterable<string>, ending: string) => [...files].filter((f) => f.endsWith(ending)).reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  for (const path of PAGES) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const files = new Set<string>();
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(js|css)$/.test(pathname)) files.add(pathname);
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const before = new Set(files);
    // Asked for before the load event (a form's code comes after it, on purpose: decision 011).
    const atLoad = new Set(
      await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return performance.getEntriesByType('resource').filter((entry) => entry.startTime < navigation.loadEventStart).map((entry) => new URL(entry.name).pathname);
      }),
    );
    const loaded = [...before].filter((file) => atLoad.has(file));
    for (const island of await page.locator('[data-island]').all()) await island.dispatchEvent('focusin');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelectorAll('[data-island][data-wake="interaction"]:not([data-hydrated])').length === 0, null, { timeout: 30_000 }).catch(() => undefined);
    out[path] = {
      jsKb: kb(gz(loaded, '.js')),
      scripts: loaded.filter((f) => f.endsWith('.js')).length,
      idleJsKb: kb(gz(before, '.js')),
      wokenJsKb: kb(gz(files, '.js')),
      cssKb: kb(gz(before, '.css')),
    };
    await page.close();
  }
  await browser.close();
  return out;
}

async function lighthouseRuns(baseUrl: string) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  type Run = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; longestTaskMs: number; longestTaskScript: string };
  const out: Record<string, Run> = {};
  try {
    for (const path of PAGES) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result!.lhr;
        results.push({
          performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
          fcpMs: Math.round(lhr.audits['first-contentful-paint']!.numericValue ?? 0),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? 0),
          cls: Math.round((lhr.audits['cumulative-layout-shift']!.numericValue ?? 0) * 1000) / 1000,
          ...longestTaskAfterLoad(result!.artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4),
        });
      }
      // The median run's longest task, with what it was spent on (NaN, a missing load event, sorts last).
      const taskKey = (run: Run) => (Number.isNaN(run.longestTaskMs) ? Infinity : run.longestTaskMs);
      const medianTask = [...results].sort((a, b) => taskKey(a) - taskKey(b))[Math.floor(results.length / 2)]!;
      out[path] = {
        performance: median(results.map((r) => r.performance)),
        fcpMs: median(results.map((r) => r.fcpMs)),
        lcpMs: median(results.map((r) => r.lcpMs)),
        tbtMs: median(results.map((r) => r.tbtMs)),
        cls: median(results.map((r) => r.cls)),
        longestTaskMs: medianTask.longestTaskMs,
        longestTaskScript: medianTask.longestTaskScript,
      };
    }
  } finally {
    chrome.kill();
  }
  return out;
}

/**
 * The longest main-thread task after the load event of one Lighthouse run, as its mobile profile counts
 * it: the task as the trace observed it, lengthened as Lighthouse's simulation lengthens the tasks of
 * its TBT (× the CPU slowdown, 4; × half of it for a task that ran a layout). After the load event is
 * when the islands' code wakes (issue #39); the load's own tasks (the HTML parsed, the first layout)
 * come before. Lighthouse's own scripts in the page are left out. Also what the task spent most of its
 * time on: a script, by its chunk's name without the hash ("react", "page-form"), else the kind of
 * work ("Style & Layout"). NaN when the trace has no load event (a MISS, never a quiet 0).
 */
function longestTaskAfterLoad(trace: Parameters<typeof TraceProcessor.processTrace>[0], slowdown: number): { longestTaskMs: number; longestTaskScript: string } {
  const processed = TraceProcessor.processTrace(trace);
  const { load } = TraceProcessor.processNavigation(processed).timings;
  if (load === undefined) return { longestTaskMs: Number.NaN, longestTaskScript: 'no load event' };
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const simulated = (task: TaskNode) => task.duration * (hasLayout(task) ? slowdown / 2 : slowdown);
  const afterLoad = tasks.filter((task) => !task.parent && task.startTime >= load && !task.attributableURLs.some((url) => url.includes('_lighthouse-eval')));
  const longest = afterLoad.sort((a, b) => simulated(b) - simulated(a))[0];
  if (!longest) return { longestTaskMs: 0, longestTaskScript: '' };
  return { longestTaskMs: Math.round(simulated(longest)), longestTaskScript: mostOf(longest) };
}

type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];
const hasLayout = (task: TaskNode): boolean => task.event.name === 'Layout' || task.children.some(hasLayout);

/** What took most of a task's own time: the script each piece ran in (its deepest), else its kind of work. */
function mostOf(task: TaskNode): string {
  const spent = new Map<string, number>();
  const walk = (node: TaskNode) => {
    const script = node.attributableURLs.filter((url) => url.endsWith('.js')).at(-1)?.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '');
    const what = script ?? node.group.label;
    spent.set(what, (spent.get(what) ?? 0) + node.selfTime);
    node.children.forEach(walk);
  };
  walk(task);
  return [...spent].sort((a, b) => b[1] - a[1])[0]![0];
}

/** A throwaway copy of the project whose site/ holds `count` more towns (code and packages linked, not copied). */
function scaledProject(count: number): string {
  const dir = tempBuildProject('bench-');
  generateTowns(join(dir, 'site/towns'), count);
  return dir;
}

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), budgets: BUDGET };
  console.log('Building the shipped site…');
  const validateStart = performance.now();
  validateSite({ root });
  const validateSeconds = seconds(validateStart);
  const shippedBuild = build(root, true);
  results.shipped = { validateSeconds, buildSeconds: shippedBuild.wallSeconds, pages: shippedBuild.pages, peakMemoryMb: shippedBuild.peakMemoryMb };

  // BENCH_PORT: another port when something else (another checkout's bench) holds the usual one.
  const port = Number(process.env.BENCH_PORT ?? 4470);
  const server = await serveDist(join(root, 'dist'), port);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    results.pages = await pageWeights(baseUrl, join(root, 'dist'));
    if (!args.includes('--skip-first-touch')) {
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS.slice(1) });
      try {
        results.firstTouch = await firstTouches(browser, baseUrl, root);
      } finally {
        await browser.close();
      }
    }
    if (!args.includes('--skip-lighthouse')) results.lighthouse = await lighthouseRuns(baseUrl);
  } finally {
    server.close();
  }

  if (!args.includes('--skip-scale')) {
    console.log(`Building a copy with ${extraTowns} more towns…`);
    const dir = scaledProject(extraTowns);
    try {
      const start = performance.now();
      const check = validateSite({ root: dir });
      const validateSecondsScaled = seconds(start);
      if (!check.content) throw new Error(`The generated towns do not validate: ${check.problems.slice(0, 3).map((p) => p.message).join('; ')}`);
      // `npm run build` (build step, then the page checks) three times: from a clean state, again with
      // nothing changed, and after one town's own words changed (not its name or place, which every
      // page lists), as the content API runs it after a save: only its pages should be rendered and read again.
      console.log('  npm run build from a clean state…');
      const clean = npmBuild(dir, true);
      console.log('  npm run build again, nothing changed…');
      const warm = npmBuild(dir, false);
      const edited = join(dir, 'site/towns/bench-town-0500.json');
      const town = JSON.parse(readFileSync(edited, 'utf8')) as { intro: string[] };
      town.intro[0] += ' Ask about our spring aeration dates.';
      writeFileSync(edited, `${JSON.stringify(town, null, 2)}\n`);
      console.log('  npm run build after editing one town…');
      const live = npmBuild(dir, false);
      const first = clean.build;
      const again = live.build;
      if (!clean.checks.ok || !warm.checks.ok || !live.checks.ok) throw new Error('The page checks found problems in the scaled copy; run them there to see which.');
      const figures = (run: ReturnType<typeof npmBuild>) => ({ seconds: run.wallSeconds, buildSeconds: Math.round(run.build.seconds * 10) / 10, buildCpuSeconds: run.build.cpuSeconds, rendered: run.build.rendered, checks: run.checks });
      results.scaled = {
        npmBuild: { clean: figures(clean), warm: figures(warm), oneTownEdited: figures(live) },
        towns: extraTowns,
        validateSeconds: validateSecondsScaled,
        // The build step's own time (the bench ran it alone before #28; now it is the first part of `npm run build`).
        buildSeconds: first.seconds,
        buildSecondsWithoutValidation: withoutValidation(first),
        pages: first.pages,
        pagesPerSecond: Math.round(first.pages / first.seconds),
        prerenderPagesPerSecond: Math.round(first.rendered / first.steps.prerender!.seconds),
        cpuSeconds: first.cpuSeconds,
        peakMemoryMb: Math.max(first.peakMemoryMb, again.peakMemoryMb),
        rebuild: { seconds: again.seconds, withoutValidation: withoutValidation(again), rendered: again.rendered },
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  if (!args.includes('--skip-api')) {
    console.log('Saving ten changes at once through the content API…');
    results.contentApi = await benchContentApi();
  }

  const previous = previousRun();
  printTable(results, previous);
  if (results.contentApi) printContentApiFigures(results.contentApi as Awaited<ReturnType<typeof benchContentApi>>, previous?.contentApi);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const json = JSON.stringify(results, null, 2);
  writeFileSync(join(root, 'bench-results', 'latest.json'), json);
  writeFileSync(join(root, 'bench-results', `${String(results.date).slice(0, 19).replace(/[:T]/g, '-')}.json`), json);
  console.log('\nWritten to bench-results/latest.json');
}

function previousRun(): Record<string, any> | null {
  try {
    return JSON.parse(readFileSync(join(root, 'bench-results', 'latest.json'), 'utf8'));
  } catch {
    return null;
  }
}

function printTable(results: Record<string, any>, previous: Record<string, any> | null) {
  const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');
  // "now (was)": the previous run's figure beside each one, where it had it.
  const was = (now: number | string, before: unknown, unit = '') => (before === undefined ? `${now}${unit}` : `${now}${unit} (${before})`);
  console.log('\nPage                        JS at load          files   JS before touch   JS all woken      CSS       perf      FCP ms        LCP ms        TBT ms      longest task after load       CLS');
  for (const path of PAGES) {
    const load = results.pages[path];
    const old = previous?.pages?.[path] ?? previous?.firstLoad?.[path];
    const lh = results.lighthouse?.[path];
    const oldLh = previous?.lighthouse?.[path];
    const jsBudget = BUDGET.pageJsKb;
    const perfBudget = BUDGET.performance;
    console.log(
      path.padEnd(28) +
        `${was(load.jsKb, old?.jsKb, ' kB')} ${mark(load.jsKb <= jsBudget)}`.padEnd(20) +
        `${was(load.scripts, old?.scripts)} ${mark(load.scripts <= BUDGET.scriptFiles)}`.padEnd(8) +
        `${was(load.idleJsKb, old?.idleJsKb, ' kB')}`.padEnd(18) +
        `${was(load.wokenJsKb, old?.wokenJsKb, ' kB')}`.padEnd(18) +
        `${load.cssKb} kB`.padEnd(10) +
        (lh
          ? `${was(lh.performance, oldLh?.performance)} ${mark(lh.performance >= perfBudget)}`.padEnd(10) +
            `${was(lh.fcpMs, oldLh?.fcpMs)}`.padEnd(14) +
            `${was(lh.lcpMs, oldLh?.lcpMs)} ${mark(lh.lcpMs <= BUDGET.lcpMs)}`.padEnd(14) +
            `${was(lh.tbtMs, oldLh?.tbtMs)} ${mark(lh.tbtMs <= BUDGET.tbtMs)}`.padEnd(12) +
            `${was(lh.longestTaskMs, oldLh?.longestTaskMs)} ${lh.longestTaskScript} ${mark(lh.longestTaskMs <= BUDGET.taskMs)}`.padEnd(30) +
            `${lh.cls} ${mark(lh.cls <= BUDGET.cls)}`
          : '(Lighthouse skipped)'),
    );
  }
  if (results.firstTouch) {
    console.log('\nFirst touch (Lighthouse mobile profile, median of 3)                 until the page answers   fetched because of it');
    for (const [name, figure] of Object.entries(results.firstTouch as Record<string, { ms: number; kb: number }>)) {
      const old = previous?.firstTouch?.[name];
      console.log(`${name.padEnd(70)}${`${was(figure.ms, old?.ms, ' ms')} ${mark(figure.ms <= BUDGET.firstTouchMs)}`.padEnd(25)}${was(figure.kb, old?.kb, ' kB')}`);
    }
  }
  const s = results.shipped;
  const ps = previous?.shipped;
  const fixed = (value: number | undefined, digits: number) => (value === undefined ? undefined : value.toFixed(digits));
  console.log(`\nShipped site: validate ${was(s.validateSeconds.toFixed(2), fixed(ps?.validateSeconds, 2), ' s')}, build + prerender ${was(s.buildSeconds.toFixed(1), fixed(ps?.buildSeconds, 1), ' s')}, ${s.pages} pages`);
  if (results.scaled) {
    const x = results.scaled;
    const px = previous?.scaled;
    // Issue #12's rows, each beside the previous run's figure.
    console.log(`+${x.towns} towns (${x.pages} pages):`);
    console.log(`  validate                          ${was(x.validateSeconds.toFixed(2), fixed(px?.validateSeconds, 2), ' s')} ${mark(x.validateSeconds < BUDGET.validateSeconds)}`);
    console.log(`  build + prerender                 ${was(x.buildSeconds.toFixed(1), fixed(px?.buildSeconds, 1), ' s')} ${mark(x.buildSeconds <= BUDGET.buildSeconds)}; without its validation ${was(x.buildSecondsWithoutValidation, px?.buildSecondsWithoutValidation, ' s')}; CPU ${was(x.cpuSeconds, px?.cpuSeconds, ' s')}`);
    console.log(`  pages per second                  ${was(x.pagesPerSecond, px?.pagesPerSecond)} ${mark(x.pagesPerSecond >= BUDGET.pagesPerSecond)}; the prerender step alone ${was(x.prerenderPagesPerSecond, px?.prerenderPagesPerSecond)}`);
    console.log(`  rebuild after editing one town    ${was(x.rebuild.seconds.toFixed(1), fixed(px?.rebuild?.seconds, 1), ' s')} ${mark(x.rebuild.seconds <= BUDGET.rebuildSeconds)}; without its validation ${was(x.rebuild.withoutValidation, px?.rebuild?.withoutValidation, ' s')}; ${was(x.rebuild.rendered, px?.rebuild?.rendered)} pages rendered again`);
    console.log(`  peak memory of the build          ${was(x.peakMemoryMb, px?.peakMemoryMb, ' MB')} ${mark(x.peakMemoryMb <= BUDGET.peakMemoryMb)} (the build is one process: its Vite builds run in it, the render workers are its threads)`);
    if (x.npmBuild) {
      // Issue #28's rows: the whole command with its page checks (wall time), then its two parts.
      type Run = { seconds: number; buildSeconds: number; buildCpuSeconds: number; rendered: number; checks: CheckFigures };
      const row = (label: string, run: Run, before: Run | undefined, budget: number | undefined) =>
        console.log(
          `  ${label.padEnd(34)}${was(run.seconds.toFixed(1), fixed(before?.seconds, 1), ' s')}${budget === undefined ? '' : ` ${mark(run.seconds <= budget)}`}; ` +
            `build ${was(run.buildSeconds, before?.buildSeconds, ' s')} (CPU ${run.buildCpuSeconds} s; ${run.rendered} pages rendered), ` +
            `checks ${was(run.checks.seconds, before?.checks.seconds, ' s')} (CPU ${run.checks.cpuSeconds} s; ${run.checks.checked} pages read: ${run.checks.validated.whole} validated whole, ${run.checks.validated.blanked} with repeated parts blanked; ${run.checks.reused} unchanged)`,
        );
      const pn = px?.npmBuild;
      row('npm run build, clean (first ever)', x.npmBuild.clean, pn?.clean, undefined);
      row('npm run build, warm caches', x.npmBuild.warm, pn?.warm, BUDGET.npmBuildSeconds);
      row('one town edited → built, checked', x.npmBuild.oneTownEdited, pn?.oneTownEdited, BUDGET.liveSeconds);
    }
  }
}

if (!existsSync('/usr/bin/chromium')) {
  console.error('The benchmark needs Debian\'s Chromium: apt-get install -y chromium');
  process.exit(1);
}
await main();
