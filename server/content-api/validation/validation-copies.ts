import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where a change is checked: a copy of the site per check, in one folder of the system's temp space
 * that holds nothing else, so what a killed server left there can be found and removed. The temp
 * space, not the project: the image's project folder is not writable outside site/ and .local/, the
 * temp space is meant for this and is emptied on reboot. Each copy is named `<pid>-<random>`,
 * telling whether the process that made it still runs.
 */
export const VALIDATION_COPIES_DIR = join(tmpdir(), 'cedar-content-api');

// The copies this process is using now: never removed as stale, even by another server in the
// same process (the tests start several).
const inUse = new Set<string>();

export async function makeValidationCopyFolder(base = VALIDATION_COPIES_DIR): Promise<string> {
  await mkdir(base, { recursive: true, mode: 0o700 });
  const dir = join(base, `${process.pid}-${randomBytes(6).toString('hex')}`);
  // Marked before it exists, so a cleanup running meanwhile never sees it unmarked.
  inUse.add(dir);
  try {
    await mkdir(dir, { mode: 0o700 });
  } catch (error) {
    inUse.delete(dir);
    throw error;
  }
  return dir;
}

export async function removeValidationCopyFolder(dir: string): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true });
  } finally {
    inUse.delete(dir);
  }
}

/**
 * Removes the copies a stopped server left behind (killed in the middle of a check): those of a
 * process that no longer runs, and those named with this process's own number that it is not using
 * (a container's server starts with the same number every time). Returns the folders removed.
 */
export async function removeStaleValidationCopies(log: (line: string) => void, base = VALIDATION_COPIES_DIR): Promise<string[]> {
  const names = await readdir(base).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(/^(\d+)-[0-9a-f]+$/.exec(name)?.[1]);
    const dir = join(base, name);
    if (!pid || inUse.has(dir) || (pid !== process.pid && isRunning(pid))) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
    log(`Removed a validation copy left by a stopped content API: ${dir}`);
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
