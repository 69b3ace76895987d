import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeValidationCopyFolder, removeStaleValidationCopies, removeValidationCopyFolder } from './validation-copies.ts';

let base: string;
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('validation copies', () => {
  it('removes at start only the copies no running server is using', async () => {
    base = mkdtempSync(join(tmpdir(), 'copies-'));
    // A process that has ended: its copy can be nobody's.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const copy = (name: string) => {
      mkdirSync(join(base, name, 'site'), { recursive: true });
      writeFileSync(join(base, name, 'site', 'site.json'), '{}');
      return join(base, name);
    };
    const deadOne = copy(`${ended}-0a0b0c`);
    const earlierLifeOfThisPid = copy(`${process.pid}-0d0e0f`);
    const runningParent = copy(`${process.ppid}-1a1b1c`);
    const notOurs = copy('photos');
    const inUse = await makeValidationCopyFolder(base);

    const logs: string[] = [];
    const removed = await removeStaleValidationCopies((line) => logs.push(line), base);

    expect(removed.sort()).toEqual([deadOne, earlierLifeOfThisPid].sort());
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatch(/^Removed a validation copy left by a stopped content API: /);
    for (const kept of [runningParent, notOurs, inUse]) expect(existsSync(kept)).toBe(true);

    await removeValidationCopyFolder(inUse);
    expect(readdirSync(base).sort()).toEqual([`${process.ppid}-1a1b1c`, 'photos'].sort());
  });

  it('has nothing to do when no copy was ever made', async () => {
    base = join(tmpdir(), `never-made-${process.pid}`);
    expect(await removeStaleValidationCopies(() => {}, base)).toEqual([]);
  });
});
