import { existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { contentCopy } from './content-copy';

// A few files of the tests' copy of site/ are saved, or compared before and after, by tests of more
// than one spec file: site.json (the phone number) and some towns. Every test runs in one pool of two
// workers (playwright.config.ts), so such a test holds its file for its run, and a test of the other
// worker that needs the same file waits until it is free (decision 028). Tests of one file that share
// a file hold it too: nothing depends on the order the workers take them in.
//
// A lock is a folder named after the file: mkdir creates it or fails, so one test wins. It holds the
// pid of its worker; a lock left by a worker that has died is taken over. The folder lives in the copy,
// which the tests' content API makes afresh at every run (support/content-api-on-copy.ts).
const locks = join(contentCopy, '.locks');

/** The longest a test holds a file: studio-rebuild.spec.ts's timeout. */
const LONGEST_HOLD_MS = 240_000;

const lockOf = (file: string) => join(locks, file.replace(/[^\w.-]/g, '_'));

function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true; // just made: its pid follows
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Resolves once the locks folder changes (a lock is given back), or at once if this lock is gone already. */
function somethingFreed(lock: string): Promise<void> {
  return new Promise((done) => {
    const watcher = watch(locks, () => {
      watcher.close();
      done();
    });
    // Given back between the failed mkdir and the watch: no event would come.
    if (!existsSync(lock)) {
      watcher.close();
      done();
    }
  });
}

async function take(lock: string): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
    else await somethingFreed(lock);
  }
}

/**
 * Holds these files of the copy (paths under site/) until the returned function is called. A wait for
 * another test is not charged to this test's own time: its timeout grows by the time waited.
 */
export async function holdFiles(files: string[], testInfo: TestInfo): Promise<() => void> {
  mkdirSync(locks, { recursive: true });
  const own = testInfo.timeout;
  const started = Date.now();
  testInfo.setTimeout(own + LONGEST_HOLD_MS);
  // Always in the same order, so two tests that each want two files can never wait for each other.
  const held = [...new Set(files)].sort().map(lockOf);
  for (const lock of held) await take(lock);
  testInfo.setTimeout(own + (Date.now() - started));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const lock of held) rmSync(lock, { recursive: true, force: true });
  };
}
