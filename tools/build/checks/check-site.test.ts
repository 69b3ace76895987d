import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckCache, hashBytes } from './check-cache.ts';
import { checkBuiltSite } from './check-site.ts';

// A file replaced between its hash and its read: the page reader (run on this thread for a few pages)
// first writes `replace.text` over `replace.file`, as a build running alongside would.
const replace: { file?: string; text?: string } = {};
vi.mock('./page-facts.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./page-facts.ts')>();
  return {
    ...real,
    readPageFacts: async (file: string, withHtml: boolean) => {
      if (file === replace.file) writeFileSync(file, replace.text!);
      return real.readPageFacts(file, withHtml);
    },
  };
});

const site = 'https://www.example.test';
const page = (body: string) => `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Test</title><link rel="canonical" href="${site}/"></head>\n<body>${body}</body>\n</html>\n`;
const sitemap = (paths: string[]) => `<urlset>${paths.map((p) => `<url><loc>${site}${p}</loc></url>`).join('')}</urlset>`;
// Four pages; /b is linked from / and /c only, so it needs both.
const good: Record<string, string> = {
  'index.html': page('<a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a>'),
  'a/index.html': page('<a href="/">Home</a> <a href="/c">C</a>'),
  'b/index.html': page('<a href="/">Home</a> <a href="/a">A</a>'),
  'c/index.html': page('<a href="/">Home</a> <a href="/a#top">A</a> <a href="/b">B</a>'),
  'sitemap.xml': sitemap(['/', '/a', '/b', '/c']),
};
good['a/index.html'] = good['a/index.html']!.replace('<body>', '<body><h1 id="top">A</h1>');

let dirs: string[] = [];
function makeProject(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-site-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) write(root, file, text);
  return root;
}
const write = (root: string, file: string, text: string) => {
  mkdirSync(dirname(join(root, 'dist', file)), { recursive: true });
  writeFileSync(join(root, 'dist', file), text);
};
const check = (root: string) => checkBuiltSite({ root, routePatterns: ['/'], siteUrl: site });
const cacheFile = (root: string) => join(root, '.cache', 'check-site.json');

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('checkBuiltSite', () => {
  it('passes a good site, and a second run parses no page again', async () => {
    const root = makeProject(good);
    const first = await check(root);
    expect(first).toMatchObject({ ok: true, problems: [], pages: 4, checked: 4, reused: 0 });
    const second = await check(root);
    expect(second).toMatchObject({ ok: true, problems: [], pages: 4, checked: 0, reused: 4 });
  });

  it('keeps a page replaced between its hash and its read by the hash of the bytes it parsed', async () => {
    const root = makeProject(good);
    const changed = page('<a href="/">Home</a> <a href="/gone">Gone</a>');
    Object.assign(replace, { file: join(root, 'dist', 'b/index.html'), text: changed });
    try {
      const result = await check(root);
      expect(result.problems.map((p) => p.message)).toContain('dist/b/index.html: /gone — no page or file at /gone in dist/');
    } finally {
      delete replace.file;
    }
    const saved = JSON.parse(readFileSync(cacheFile(root), 'utf8')) as { files: Record<string, { hash: string; stamp?: string }>; pages: Record<string, { links: number[] }>; links: string[] };
    expect(saved.files['b/index.html']).toEqual({ hash: hashBytes(changed) });
    expect(saved.pages[hashBytes(good['b/index.html']!)]).toBeUndefined();
    expect(saved.pages[hashBytes(changed)]!.links.map((i) => saved.links[i]!).some((key) => key.includes('/gone'))).toBe(true);
    // Read as it is now, nothing differs.
    expect(await check(root)).toMatchObject({ checked: 0, reused: 4 });
  });

  it('checks a changed page again, and only that page', async () => {
    const root = makeProject(good);
    await check(root);
    write(root, 'b/index.html', page('<a href="/">Home</a> <a href="/gone">Gone</a> <p id="x">1</p><p id="x">2</p>'));
    const result = await check(root);
    expect(result.checked).toBe(1);
    expect(result.reused).toBe(3);
    expect(result.problems.map((p) => p.message)).toEqual([
      'dist/b/index.html:4:75 no-dup-id — Duplicate ID "x"',
      'dist/b/index.html: /gone — no page or file at /gone in dist/',
    ]);
  });

  it('no longer counts the links of a removed page, though its results are still in the cache', async () => {
    const root = makeProject(good);
    await check(root);
    rmSync(join(root, 'dist', 'c'), { recursive: true });
    write(root, 'sitemap.xml', sitemap(['/', '/a', '/b']));
    const result = await check(root);
    expect(result.checked).toBe(0);
    // The links to it are broken now, and /b has lost one of its two inbound links.
    expect(result.problems.map((p) => p.message)).toEqual([
      'dist/a/index.html: /c — no page or file at /c in dist/',
      'dist/index.html: /c — no page or file at /c in dist/',
      '/b — linked from 1 other page: dist/index.html; needs 2. Link it from a menu, the footer or a related page in site/.',
    ]);
  });

  it('finds a broken fragment when the page it points at changed, though the linking page did not', async () => {
    const root = makeProject(good);
    await check(root);
    write(root, 'a/index.html', good['a/index.html']!.replace(' id="top"', ''));
    const result = await check(root);
    expect(result.checked).toBe(1);
    expect(result.problems.map((p) => p.message)).toEqual(['dist/c/index.html: /a#top — no element with id="top" on dist/a/index.html']);
  });

  it('ignores a cache written by another version of the checker', async () => {
    const root = makeProject(good);
    await check(root);
    const saved = JSON.parse(readFileSync(cacheFile(root), 'utf8'));
    // The same pages, said by "another version" to have an HTML problem: it must not be believed.
    for (const record of Object.values(saved.pages) as { html: unknown[] }[]) record.html = [{ line: 1, column: 1, rule: 'old-rule', message: 'from another version' }];
    writeFileSync(cacheFile(root), JSON.stringify({ ...saved, version: 'another' }));
    const result = await check(root);
    expect(result).toMatchObject({ ok: true, checked: 4, reused: 0, cacheIgnored: 'another checker version' });
  });

  it('ignores a broken cache file instead of failing, and writes a good one', async () => {
    const root = makeProject(good);
    mkdirSync(dirname(cacheFile(root)), { recursive: true });
    writeFileSync(cacheFile(root), '{"version": "half a fi');
    const result = await check(root);
    expect(result).toMatchObject({ ok: true, checked: 4, cacheIgnored: 'unreadable' });
    expect((await check(root)).checked).toBe(0);
  });

  it('without a cache reads every page each time', async () => {
    const root = makeProject(good);
    await checkBuiltSite({ root, routePatterns: ['/'], siteUrl: site, cacheDir: false });
    expect((await checkBuiltSite({ root, routePatterns: ['/'], siteUrl: site, cacheDir: false })).checked).toBe(4);
  });
});

describe('CheckCache.hashOf', () => {
  const later = (seconds: number) => BigInt(Date.now() + seconds * 1000) * 1_000_000n;

  it('takes an old enough file as unchanged from its stamp, without reading it', () => {
    const root = makeProject({ 'index.html': page('one') });
    const file = join(root, 'dist', 'index.html');
    const cache = CheckCache.load(undefined);
    const first = cache.hashOf('index.html', file, later(10));
    expect(first.read).toBe(true);
    expect(first.stamp).toBeDefined();
    cache.save(cacheFile(root), new Map([['index.html', first]]));
    cache.setPage(first.hash, { links: [], ids: [] });
    const again = CheckCache.load(cacheFile(root)).hashOf('index.html', file, later(10));
    expect(again).toEqual({ hash: first.hash, read: false, stamp: first.stamp });
  });

  it('reads a file again that changed with the same size and modification time (its change time moved)', () => {
    const root = makeProject({ 'index.html': page('one') });
    const file = join(root, 'dist', 'index.html');
    const before = statSync(file);
    const first = CheckCache.load(undefined).hashOf('index.html', file, later(10));
    const saved = CheckCache.load(undefined);
    saved.save(cacheFile(root), new Map([['index.html', first]]));
    // Its change time must move for the stamp to differ; before Linux 6.13 it moves once per clock
    // tick (about 4 ms), so the file is written again until it has.
    const recorded = statSync(file, { bigint: true }).ctimeNs;
    expect(first.stamp).toContain(`:${recorded}:`);
    do {
      writeFileSync(file, page('two'));
      utimesSync(file, before.atime, before.mtime);
    } while (statSync(file, { bigint: true }).ctimeNs === recorded);
    const again = CheckCache.load(cacheFile(root)).hashOf('index.html', file, later(10));
    expect(again.read).toBe(true);
    expect(again.hash).toBe(hashBytes(page('two')));
  });

  it('does not trust the stamp of a file changed within the last two seconds: it is hashed next time', () => {
    const root = makeProject({ 'index.html': page('one') });
    const { stamp, read } = CheckCache.load(undefined).hashOf('index.html', join(root, 'dist', 'index.html'));
    expect(read).toBe(true);
    expect(stamp).toBeUndefined();
  });
});
