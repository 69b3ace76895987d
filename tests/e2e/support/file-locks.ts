import { existsSync, mkdirSync, readFileSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
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
// pid of its worker; a lock left by a worker that has died is taken over (looked at again each time
// the folder changes, and every second while waiting, since a dying worker changes nothing). The
// folder lives in the copy, which the tests' content API makes afresh at every run
// (support/content-api-on-copy.ts).
const locks = join(contentCopy, '.locks');

/** The longest a test holds a file: studio-rebuild.spec.ts's timeout. */
const LONGEST_HOLD_MS = 240_000;

const lockOf = (file: string) => join(locks, file.replace(/[^\w.-]/g, '_'));

/** A lock made this long ago still without its pid was left by a worker that died between the two. */
const PID_WRITTEN_WITHIN_MS = 5_000;
/** How often a waiting test looks again at a holder that might have died: changes nothing in the folder. */
const LOOK_AGAIN_MS = 1_000;

function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Just made, its pid follows; unless it was made long ago (or is already gone).
    try {
      return Date.now() - statSync(lock).mtimeMs < PID_WRITTEN_WITHIN_MS;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Resolves once the locks folder changes (a lock is given back), at once if this lock is gone already, or after a second. */
function somethingFreed(lock: string): Promise<void> {
  return new Promise((done) => {
    const finish = () => {
      watcher.close();
      clearTimeout(timer);
      done();
    };
    const watcher = watch(locks, finish);
    const timer = setTimeout(finish, LOOK_AGAIN_MS);
    // Given back between the failed mkdir and the watch: no event would come.
    if (!existsSync(lock)) finish();
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
