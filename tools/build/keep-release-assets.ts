/**
 * Before a deploy: keeps the files of earlier releases under dist/assets/ for KEEP_DAYS after they
 * stopped being current, so a page a visitor opened before this release can still fetch the code
 * it names and wake its islands (docs/decisions/027-release-assets.md). The host serves only the
 * files of the deploy it serves (Netlify's atomic deploys), so the deploy must carry them.
 *
 *   npx tsx tools/build/keep-release-assets.ts --from https://www.example.com --dist dist
 *
 * Reads the live site's /release-assets.json, downloads each file it lists that this build lacks
 * and that is still within its days, checks its size and SHA-256, writes it into dist/assets/, and
 * writes the merged list as dist/release-assets.json. Run it after the build and before the upload:
 * a build run afterwards removes what it did not produce (tools/build/dist-files.ts), kept files
 * and list included.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { describeFile, KEEP_DAYS, MANIFEST_NAME, matches, mergeManifest, parseManifest, type AssetFile, type ReleaseManifest } from './release-manifest.ts';
import { invokedDirectly } from './invoked-directly.ts';

export type KeepOptions = {
  /** The live site's address; empty or undefined: there is none yet. */
  from: string | undefined;
  dist: string;
  now?: Date;
  keepDays?: number;
  fetchImpl?: typeof fetch;
  log?: (line: string) => void;
  /** Tries per file before the deploy is stopped (a dropped connection is tried again), and the wait before the second (doubled each time). */
  attempts?: number;
  retryDelayMs?: number;
};

export type KeepResult = { kept: string[]; expired: string[]; gone: string[]; live: boolean };

/** Thrown when a file that must be kept could not be fetched whole: the deploy stops, and the live release stays. */
export class KeepFailed extends Error {}

const PARALLEL = 6;
const TIMEOUT_MS = 30_000;

export async function keepReleaseAssets(options: KeepOptions): Promise<KeepResult> {
  const dist = resolve(options.dist);
  const now = options.now ?? new Date();
  const fetchImpl = options.fetchImpl ?? fetch;
  const log = options.log ?? ((line: string) => console.log(line));
  const attempts = options.attempts ?? 3;
  if (!existsSync(join(dist, 'index.html'))) throw new KeepFailed(`${dist} holds no built site (no index.html): build it first.`);

  const current = currentAssets(dist);
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const live = options.from ? await liveManifest(options.from, fetchImpl, log, attempts, retryDelayMs) : undefined;
  if (!options.from) log('No live site given (--from is empty): keeping no earlier files; this release lists its own.');
  const { manifest, keep, expired } = mergeManifest(live, current, now, options.keepDays ?? KEEP_DAYS);

  // parseManifest takes only paths under /assets/ without "..": checked again here, before anything is fetched or written.
  for (const file of keep) {
    if (!insideAssets(join(dist, 'assets'), file.path)) throw new KeepFailed(`The live release lists ${JSON.stringify(file.path)}, which is not a file under dist/assets/: refused. Nothing was deployed.`);
  }
  // Every file is fetched and checked before anything is written: a deploy that stops leaves dist/ as the build made it.
  const fetched = new Map<string, Buffer>();
  const gone: string[] = [];
  for (let i = 0; i < keep.length; i += PARALLEL) {
    await Promise.all(
      keep.slice(i, i + PARALLEL).map(async (file) => {
        const bytes = await download(new URL(file.path, options.from).href, file, fetchImpl, attempts, retryDelayMs);
        if (bytes) fetched.set(file.path, bytes);
        else gone.push(file.path);
      }),
    );
  }
  for (const path of gone) {
    // The live site itself no longer serves it, so no open page can be fetching it from there now: nothing to keep.
    delete manifest.assets[path];
    log(`Not kept: ${path} is listed by the live site but it answers 404 for it (already gone there).`);
  }
  for (const [path, bytes] of fetched) {
    const target = join(dist, ...path.split('/').filter(Boolean));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  writeFileSync(join(dist, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  const kib = Math.round([...fetched.values()].reduce((sum, bytes) => sum + bytes.length, 0) / 1024);
  if (live) log(`Kept ${fetched.size} file${fetched.size === 1 ? '' : 's'} of earlier releases (${kib} KiB) for pages opened before this one; ${expired.length} older than ${options.keepDays ?? KEEP_DAYS} days dropped. Wrote ${MANIFEST_NAME}.`);
  return { kept: [...fetched.keys()].sort(), expired, gone: gone.sort(), live: live !== undefined };
}

/** Whether a listed site path ("/assets/x.js") lands inside dist/assets/ once written. */
export function insideAssets(assetsFolder: string, path: string): boolean {
  if (!path.startsWith('/assets/')) return false;
  const target = resolve(assetsFolder, '..', ...path.split('/').filter(Boolean));
  const within = relative(assetsFolder, target);
  return within !== '' && !within.startsWith('..') && !isAbsolute(within);
}

/**
 * The files this build made under dist/assets/. A dist/ this tool already ran on lists the files it
 * kept as retired: those stay retired, so running it twice keeps nothing longer than its days.
 */
function currentAssets(dist: string): Map<string, AssetFile> {
  const previous = existsSync(join(dist, MANIFEST_NAME)) ? parseManifest(readFileSync(join(dist, MANIFEST_NAME), 'utf8')) : undefined;
  const files = new Map<string, AssetFile>();
  const folder = join(dist, 'assets');
  if (!existsSync(folder)) return files;
  for (const name of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!name.isFile()) continue;
    const path = `/${relative(dist, join(name.parentPath, name.name)).split(sep).join('/')}`;
    if (previous?.assets[path]?.retired) continue;
    files.set(path, describeFile(readFileSync(join(name.parentPath, name.name))));
  }
  return files;
}

/**
 * The live release's manifest, or undefined (said in one line) when there is none: the live site
 * answers 404 for it, or a page that is not JSON (a host's "not found" page) — the first deploy with
 * this tool. Anything else that is not a list this tool wrote (a dropped connection, a server error,
 * JSON that is cut short or lists a file outside /assets/) is tried again like a file, then stops the
 * deploy (KeepFailed): going on would write a list without the earlier files, and lose them for good.
 */
async function liveManifest(from: string, fetchImpl: typeof fetch, log: (line: string) => void, attempts: number, delayMs: number): Promise<ReleaseManifest | undefined> {
  const url = new URL(`/${MANIFEST_NAME}`, from).href;
  const none = (why: string) => {
    log(`Keeping no earlier files: ${url} ${why}. (Expected on the first deploy with this tool.)`);
    return undefined;
  };
  let why = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await new Promise((done) => setTimeout(done, delayMs * 2 ** (attempt - 2)));
    try {
      const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status === 404) return none('answered 404');
      if (!response.ok) why = `answered ${response.status}`;
      else {
        const text = await response.text();
        if (!looksLikeJson(text)) return none('answered a page that is not a release list');
        const manifest = parseManifest(text);
        if (manifest) return manifest;
        why = 'answered a list this tool cannot read (cut short, or naming a file outside /assets/)';
      }
    } catch (error) {
      // A name that resolves nowhere has no live site for any visitor either (a first deploy before
      // the domain points at the host): nothing can be open there, so there is nothing to keep.
      if (notResolved(error)) return none('does not resolve to any server yet');
      why = `could not be reached (${(error as Error).message})`;
    }
  }
  throw new KeepFailed(`${url} ${why}, ${attempts} times. Nothing was deployed: the live release stays as it is, and every page open now keeps working. Run the deploy again; if it keeps failing, see docs/decisions/027-release-assets.md.`);
}

/** Whether a fetch failed because the site's name does not resolve (fetch puts the DNS error in its cause). */
function notResolved(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return code === 'ENOTFOUND';
}

/** Whether an answer is meant as JSON (a list, perhaps cut short) rather than a page a host answers instead. */
function looksLikeJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return /^\s*[{[]/.test(text);
  }
}

/**
 * One kept file's bytes, checked against the manifest; undefined when the live site answers 404 for
 * it. A dropped connection, a server error or bytes that do not match are tried again, then stop
 * the deploy (KeepFailed): uploading without a file that open pages may still ask for would break
 * them, while not deploying leaves the live release, which works for every page, in place.
 */
async function download(url: string, file: AssetFile, fetchImpl: typeof fetch, attempts: number, delayMs: number): Promise<Buffer | undefined> {
  let why = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await new Promise((done) => setTimeout(done, delayMs * 2 ** (attempt - 2)));
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status === 404) return undefined;
      if (!response.ok) why = `answered ${response.status}`;
      else {
        const bytes = Buffer.from(await response.arrayBuffer());
        if (matches(bytes, file)) return bytes;
        why = `came back as ${bytes.length} bytes that do not match the ${file.bytes} bytes (SHA-256 ${file.sha256.slice(0, 12)}…) the live release lists`;
      }
    } catch (error) {
      why = `could not be fetched (${(error as Error).message})`;
    }
  }
  throw new KeepFailed(`${url} ${why}, ${attempts} times. Nothing was deployed: the live release stays as it is, and every page open now keeps working. Run the deploy again; if it keeps failing, see docs/decisions/027-release-assets.md.`);
}

function parseArgs(argv: string[]): { from: string | undefined; dist: string } {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  return { from: value('--from')?.trim() || undefined, dist: value('--dist') ?? 'dist' };
}

if (invokedDirectly(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  keepReleaseAssets({ from: args.from, dist: args.dist }).catch((error: unknown) => {
    console.error(error instanceof KeepFailed ? error.message : `Keeping earlier release files failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
