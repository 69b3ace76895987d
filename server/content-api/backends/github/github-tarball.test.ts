import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTarball } from './github-tarball.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

// Over the header's 100 bytes: pax writes a "path" record, ustar splits it into prefix and name.
const longName = `site/${'a-deep-folder-name/'.repeat(6)}benson.json`;
const files: Record<string, string> = { 'site/site.json': '{ "x": 1 }\n', [longName]: '{ "town": "long" }\n', 'public/images/empty.txt': '' };

/** A tarball made by the system's tar (not by our own writer), in the layout GitHub uses: everything under one folder. */
function systemTarball(format: 'pax' | 'ustar'): Buffer {
  dir = mkdtempSync(join(tmpdir(), 'tarball-'));
  const root = join(dir, 'cedarcreek-website-abc1234');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('tar', [`--format=${format}`, '-czf', join(dir, 'out.tar.gz'), '-C', dir, 'cedarcreek-website-abc1234']);
  return readFileSync(join(dir, 'out.tar.gz'));
}

describe('reading a repository tarball', () => {
  it.each(['pax', 'ustar'] as const)('reads every file of a %s tarball by its path inside the top folder, long names included', async (format) => {
    const read = await readTarball(systemTarball(format));
    expect(Object.fromEntries([...read].map(([path, bytes]) => [path, bytes.toString('utf8')]))).toEqual(files);
  });

  it('refuses bytes that are not gzip', async () => {
    await expect(readTarball(Buffer.from('not a tarball'))).rejects.toThrow();
  });
});
