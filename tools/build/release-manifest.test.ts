import { describe, expect, it } from 'vitest';
import { describeFile, KEEP_DAYS, mergeManifest, parseManifest, type ReleaseManifest } from './release-manifest.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12)).toISOString();
const file = (text: string) => describeFile(Buffer.from(text));
const current = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([path, text]) => [path, file(text)]));

describe('mergeManifest', () => {
  it('lists a first release\'s files as current since now, and keeps nothing', () => {
    const { manifest, keep, expired } = mergeManifest(undefined, current({ '/assets/a-1.js': 'a1' }), new Date(day(0)));
    expect(manifest).toEqual({ version: 1, releasedAt: day(0), assets: { '/assets/a-1.js': { ...file('a1'), firstPublished: day(0), retired: null } } });
    expect([keep, expired]).toEqual([[], []]);
  });

  it('keeps the files the new build dropped, retired now, and keeps each one\'s first day', () => {
    const first = mergeManifest(undefined, current({ '/assets/a-1.js': 'a1', '/assets/shared-1.js': 's' }), new Date(day(0))).manifest;
    const { manifest, keep } = mergeManifest(first, current({ '/assets/a-2.js': 'a2', '/assets/shared-1.js': 's' }), new Date(day(2)));
    expect(keep).toEqual([{ path: '/assets/a-1.js', ...file('a1') }]);
    expect(manifest.assets).toEqual({
      '/assets/a-2.js': { ...file('a2'), firstPublished: day(2), retired: null },
      // Unchanged, so still first published on the first day.
      '/assets/shared-1.js': { ...file('s'), firstPublished: day(0), retired: null },
      '/assets/a-1.js': { ...file('a1'), firstPublished: day(0), retired: day(2) },
    });
  });

  it('keeps a retired file for its days counted from when it stopped being current, not from each release, then drops it', () => {
    const live: ReleaseManifest = {
      version: 1,
      releasedAt: day(5),
      assets: {
        '/assets/old-1.js': { ...file('old'), firstPublished: day(0), retired: day(1) },
        '/assets/new-1.js': { ...file('new'), firstPublished: day(1), retired: null },
      },
    };
    const now = current({ '/assets/new-1.js': 'new' });
    // Day 1 + 8 days minus a minute: still kept, its retired day unchanged.
    const almost = new Date(Date.parse(day(1 + KEEP_DAYS)) - 60_000);
    const kept = mergeManifest(live, now, almost);
    expect(kept.keep.map((one) => one.path)).toEqual(['/assets/old-1.js']);
    expect(kept.manifest.assets['/assets/old-1.js']!.retired).toBe(day(1));
    // Exactly 8 days after: dropped, and no longer listed.
    const dropped = mergeManifest(live, now, new Date(day(1 + KEEP_DAYS)));
    expect([dropped.keep, dropped.expired]).toEqual([[], ['/assets/old-1.js']]);
    expect(dropped.manifest.assets['/assets/old-1.js']).toBeUndefined();
    expect(KEEP_DAYS).toBeGreaterThanOrEqual(7);
  });

  it('counts a retired day later than now (a clock ahead, a hand-edited list) as now, so the file is not kept forever', () => {
    const live: ReleaseManifest = { version: 1, releasedAt: day(1), assets: { '/assets/old-1.js': { ...file('old'), firstPublished: day(0), retired: day(400) } } };
    const first = mergeManifest(live, current({ '/assets/new-1.js': 'new' }), new Date(day(2)));
    expect(first.manifest.assets['/assets/old-1.js']!.retired).toBe(day(2));
    // The next releases count from that day, and drop it after its days.
    expect(mergeManifest(first.manifest, current({ '/assets/new-1.js': 'new' }), new Date(day(2 + KEEP_DAYS))).expired).toEqual(['/assets/old-1.js']);
  });

  it('treats a file rebuilt under the same name with other bytes as new, and one the new build has again as current', () => {
    const live: ReleaseManifest = { version: 1, releasedAt: day(1), assets: { '/assets/x.js': { ...file('x'), firstPublished: day(0), retired: day(1) } } };
    const { manifest, keep } = mergeManifest(live, current({ '/assets/x.js': 'x, changed' }), new Date(day(2)));
    expect(keep).toEqual([]);
    expect(manifest.assets['/assets/x.js']).toEqual({ ...file('x, changed'), firstPublished: day(2), retired: null });
  });
});

describe('parseManifest', () => {
  const good = { version: 1, releasedAt: day(0), assets: { '/assets/a-1.js': { ...file('a'), firstPublished: day(0), retired: null } } };
  it('reads a list this tool wrote', () => {
    expect(parseManifest(JSON.stringify(good))).toEqual(good);
  });
  it('refuses anything else: a page a host answers instead, paths outside /assets/, a bad hash or date', () => {
    const withAsset = (path: string, record: object) => JSON.stringify({ ...good, assets: { [path]: { ...file('a'), firstPublished: day(0), retired: null, ...record } } });
    for (const text of [
      '<!doctype html><title>Not found</title>',
      JSON.stringify({ ...good, version: 2 }),
      withAsset('/index.html', {}),
      withAsset('/assets/../index.html', {}),
      withAsset('/assets/a.js', { sha256: 'nope' }),
      withAsset('/assets/a.js', { retired: 'yesterday' }),
      withAsset('/assets/a.js', { bytes: -1.5 }),
    ]) {
      expect(parseManifest(text), text).toBeUndefined();
    }
  });
});
