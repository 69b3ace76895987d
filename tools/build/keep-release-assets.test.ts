import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDeploy } from './checks/check-deploy.ts';
import { insideAssets, keepReleaseAssets, KeepFailed } from './keep-release-assets.ts';
import { describeFile, MANIFEST_NAME, type ReleaseManifest } from './release-manifest.ts';

// The tool on real folders; the live site is a fetch stand-in answering from a map (the end-to-end
// test, tests/e2e/release-assets.spec.ts, runs it against a real server and a browser).
const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'keep-assets-'));
  made.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const LIVE = 'https://www.cedarcreeklawn.example';
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12));

/** A live site answering these paths (a status, or a body); anything else is 404. */
function liveSite(answers: Record<string, string | number | Error>) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    const path = new URL(url).pathname;
    asked.push(path);
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('', { status: answer });
    return answer === undefined ? new Response('Not found', { status: 404 }) : new Response(answer, { status: 200 });
  }) as unknown as typeof fetch;
  return { fetchImpl, asked };
}

const manifestOf = (assets: Record<string, { text: string; retired?: string }>, at = day(0)): string =>
  JSON.stringify({
    version: 1,
    releasedAt: at.toISOString(),
    assets: Object.fromEntries(Object.entries(assets).map(([path, one]) => [path, { ...describeFile(Buffer.from(one.text)), firstPublished: day(0).toISOString(), retired: one.retired ?? null }])),
  } satisfies ReleaseManifest);
const written = (dir: string) => JSON.parse(readFileSync(join(dir, MANIFEST_NAME), 'utf8')) as ReleaseManifest;

describe('keepReleaseAssets', () => {
  it('on the first deploy keeps nothing, says so in one line, and lists this release\'s own files', async () => {
    const dir = dist({ 'assets/loader-2.js': 'loader two' });
    const lines: string[] = [];
    const result = await keepReleaseAssets({ from: LIVE, dist: dir, now: day(1), fetchImpl: liveSite({}).fetchImpl, log: (line) => lines.push(line) });
    expect(result).toEqual({ kept: [], expired: [], gone: [], live: false });
    expect(lines).toEqual([`Keeping no earlier files: ${LIVE}/${MANIFEST_NAME} answered 404. (Expected on the first deploy with this tool.)`]);
    expect(Object.keys(written(dir).assets)).toEqual(['/assets/loader-2.js']);
    // A page that is not JSON (a host's own "not found" page answered with 200) is the first deploy too.
    const html = dist({ 'assets/loader-2.js': 'loader two' });
    lines.length = 0;
    const page = liveSite({ [`/${MANIFEST_NAME}`]: '<!doctype html><title>Not found</title>' });
    expect((await keepReleaseAssets({ from: LIVE, dist: html, now: day(1), fetchImpl: page.fetchImpl, log: (line) => lines.push(line) })).live).toBe(false);
    expect(lines).toEqual([expect.stringContaining('answered a page that is not a release list')]);
    expect(Object.keys(written(html).assets)).toEqual(['/assets/loader-2.js']);
    // A name that resolves nowhere (the domain not pointed at the host yet): no visitor can have a page open there.
    const unnamed = dist({ 'assets/loader-2.js': 'loader two' });
    lines.length = 0;
    const nowhere = (async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND www.example.com'), { code: 'ENOTFOUND' }) });
    }) as unknown as typeof fetch;
    expect((await keepReleaseAssets({ from: LIVE, dist: unnamed, now: day(1), fetchImpl: nowhere, log: (line) => lines.push(line), retryDelayMs: 0 })).live).toBe(false);
    expect(lines).toEqual([expect.stringContaining('does not resolve to any server yet')]);
    expect(Object.keys(written(unnamed).assets)).toEqual(['/assets/loader-2.js']);
  });

  it('stops the deploy, writing nothing, when the live list cannot be read: unreachable, a server error, a list cut short (tried three times), or one naming a file outside /assets/', async () => {
    const good = manifestOf({ '/assets/loader-1.js': { text: 'loader one' } });
    const hostile = (path: string) => good.replace('"/assets/loader-1.js"', JSON.stringify(path));
    for (const [why, answer] of [
      ['a dropped connection', new TypeError('fetch failed')],
      ['a server error', 503],
      ['a forbidden answer', 403],
      ['a list cut short', good.slice(0, 40)],
      ['a list naming ../../x', hostile('../../x')],
      ['a list naming /assets/../../x', hostile('/assets/../../x')],
      ['a list naming an absolute path', hostile('/etc/passwd')],
    ] as const) {
      const dir = dist({ 'assets/loader-2.js': 'loader two' });
      const live = liveSite({ [`/${MANIFEST_NAME}`]: answer, '/assets/loader-1.js': 'loader one' });
      const failed = await keepReleaseAssets({ from: LIVE, dist: dir, now: day(1), fetchImpl: live.fetchImpl, log: () => {}, retryDelayMs: 0 }).catch((error: unknown) => error);
      expect(failed, why).toBeInstanceOf(KeepFailed);
      expect((failed as Error).message, why).toContain('Nothing was deployed: the live release stays as it is');
      expect(live.asked.filter((path) => path === `/${MANIFEST_NAME}`), why).toHaveLength(3);
      expect(live.asked, why).not.toContain('/assets/loader-1.js');
      expect(existsSync(join(dir, MANIFEST_NAME)), why).toBe(false);
    }
    // A blip that passes: the second try reads the list, and the earlier file is kept.
    const dir = dist({ 'assets/loader-2.js': 'loader two' });
    let tries = 0;
    const flaky = liveSite({ '/assets/loader-1.js': 'loader one' });
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      if (new URL(url).pathname === `/${MANIFEST_NAME}` && ++tries === 1) return new Response('', { status: 502 });
      if (new URL(url).pathname === `/${MANIFEST_NAME}`) return new Response(good, { status: 200 });
      return flaky.fetchImpl(url, init);
    }) as unknown as typeof fetch;
    expect(await keepReleaseAssets({ from: LIVE, dist: dir, now: day(1), fetchImpl, log: () => {}, retryDelayMs: 0 })).toMatchObject({ kept: ['/assets/loader-1.js'], live: true });
  });

  it('never takes a listed path outside dist/assets/', () => {
    const folder = join(tmpdir(), 'site', 'assets');
    expect(insideAssets(folder, '/assets/loader-1.js')).toBe(true);
    expect(insideAssets(folder, '/assets/deep/loader-1.js')).toBe(true);
    for (const path of ['/assets/../../x', '../../x', '/etc/passwd', '/assets/', '/assets/..', '/index.html']) expect(insideAssets(folder, path), path).toBe(false);
  });

  it('downloads the live release\'s files this build lacks, checks them, and writes them with the merged list', async () => {
    const dir = dist({ 'assets/loader-2.js': 'loader two', 'assets/react-1.js': 'react' });
    const live = liveSite({
      [`/${MANIFEST_NAME}`]: manifestOf({ '/assets/loader-1.js': { text: 'loader one' }, '/assets/react-1.js': { text: 'react' }, '/assets/ancient.js': { text: 'x', retired: day(0).toISOString() } }),
      '/assets/loader-1.js': 'loader one',
    });
    const result = await keepReleaseAssets({ from: LIVE, dist: dir, now: day(9), fetchImpl: live.fetchImpl, log: () => {} });
    expect(result).toEqual({ kept: ['/assets/loader-1.js'], expired: ['/assets/ancient.js'], gone: [], live: true });
    expect(readFileSync(join(dir, 'assets/loader-1.js'), 'utf8')).toBe('loader one');
    // What the build has itself, and what expired, is never downloaded.
    expect(live.asked).toEqual([`/${MANIFEST_NAME}`, '/assets/loader-1.js']);
    const assets = written(dir).assets;
    expect(assets['/assets/loader-1.js']).toMatchObject({ retired: day(9).toISOString() });
    expect(assets['/assets/loader-2.js']).toMatchObject({ retired: null, firstPublished: day(9).toISOString() });
    expect(assets['/assets/ancient.js']).toBeUndefined();

    // Run again on the same folder: the kept file stays retired since day 9, not current.
    await keepReleaseAssets({ from: LIVE, dist: dir, now: day(10), fetchImpl: liveSite({}).fetchImpl, log: () => {} });
    expect(written(dir).assets['/assets/loader-1.js']).toBeUndefined();
  });

  it('stops the deploy, writing nothing, when a kept file cannot be fetched whole or does not match; skips one the live site no longer has', async () => {
    const manifest = manifestOf({ '/assets/a-1.js': { text: 'aaaa' }, '/assets/b-1.js': { text: 'bbbb' } });
    for (const [why, answer] of [
      ['a server error', 503],
      ['a dropped connection', new TypeError('socket hang up')],
      ['bytes cut short', 'bb'],
    ] as const) {
      const dir = dist({ 'assets/a-2.js': 'new' });
      const live = liveSite({ [`/${MANIFEST_NAME}`]: manifest, '/assets/a-1.js': 'aaaa', '/assets/b-1.js': answer });
      const failed = await keepReleaseAssets({ from: LIVE, dist: dir, now: day(1), fetchImpl: live.fetchImpl, log: () => {}, retryDelayMs: 0 }).catch((error: unknown) => error);
      expect(failed, why).toBeInstanceOf(KeepFailed);
      expect((failed as Error).message).toContain('Nothing was deployed: the live release stays as it is');
      // Tried three times before giving up.
      expect(live.asked.filter((path) => path === '/assets/b-1.js')).toHaveLength(3);
      expect(existsSync(join(dir, 'assets/a-1.js')), why).toBe(false);
      expect(existsSync(join(dir, MANIFEST_NAME)), why).toBe(false);
    }
    const dir = dist({ 'assets/a-2.js': 'new' });
    const lines: string[] = [];
    const result = await keepReleaseAssets({ from: LIVE, dist: dir, now: day(1), fetchImpl: liveSite({ [`/${MANIFEST_NAME}`]: manifest, '/assets/a-1.js': 'aaaa' }).fetchImpl, log: (line) => lines.push(line) });
    expect(result).toMatchObject({ kept: ['/assets/a-1.js'], gone: ['/assets/b-1.js'] });
    expect(written(dir).assets['/assets/b-1.js']).toBeUndefined();
    expect(lines[0]).toBe('Not kept: /assets/b-1.js is listed by the live site but it answers 404 for it (already gone there).');
  });

  it('leaves a folder that npm run check:deploy still accepts', async () => {
    const dir = dist({ 'assets/loader-2.js': 'fetch("https://api.cedarcreeklawn.example/login/")' });
    const live = liveSite({ [`/${MANIFEST_NAME}`]: manifestOf({ '/assets/loader-1.js': { text: 'fetch("https://api.cedarcreeklawn.example/login/")' } }), '/assets/loader-1.js': 'fetch("https://api.cedarcreeklawn.example/login/")' });
    await keepReleaseAssets({ from: LIVE, dist: dir, now: day(1), fetchImpl: live.fetchImpl, log: () => {} });
    expect(existsSync(join(dir, 'assets/loader-1.js'))).toBe(true);
    expect(checkDeploy(dir)).toEqual([]);
  });
});
