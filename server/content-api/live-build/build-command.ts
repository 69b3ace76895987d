import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BuildRun, LiveBuild } from './site-updates.ts';

export type BuildCommandOptions = {
  /** The program and its arguments, e.g. ['npm', 'run', 'build']. */
  command: string[];
  /** The project folder it runs in. */
  cwd: string;
  /** Its whole environment: npm start passes the VITE_* addresses it built with, so rebuilt pages point where the first build's did. */
  env: Record<string, string | undefined>;
  /** Where the build's output goes, for the developer (under .local/); the office never sees it. */
  logFile: string;
  /** The build's own account of the pages it rendered again (tools/build/last-build.ts), removed before each run. */
  resultFile: string;
};

/** The log starts again past this size, so a day of saves does not fill the disk. */
const LOG_LIMIT = 5 * 1024 * 1024;

/**
 * A live build that runs the project's own build command as a child process: the build loads Vite,
 * worker threads and the checks, and a crash or a leak there must never take the content API with
 * it. Its output is appended to the log file; `close()` stops a build still running.
 */
export function buildCommand(options: BuildCommandOptions): LiveBuild & { close(): void } {
  let child: ChildProcess | undefined;
  /** A log that cannot be written (a full disk, a folder it may not create) never stops the build or the API. */
  const note = (text: string | Buffer) => {
    try {
      appendFileSync(options.logFile, text);
    } catch {
      // The log is for the developer only; the build goes on without it.
    }
  };
  const run = async (): Promise<BuildRun> => {
    try {
      mkdirSync(dirname(options.logFile), { recursive: true });
      if ((statSync(options.logFile, { throwIfNoEntry: false })?.size ?? 0) > LOG_LIMIT) writeFileSync(options.logFile, '');
    } catch {
      // No log folder: the build still runs.
    }
    note(`\n=== ${new Date().toISOString()} ${options.command.join(' ')} (after a save in the studio)\n`);
    // A result left by an earlier build must not pass for this one's. If it cannot be removed, the
    // build cannot be trusted to say its pages: that is a failed start (an error), like spawn's.
    rmSync(options.resultFile, { force: true });
    return new Promise((resolve, reject) => {
      const [program, ...args] = options.command;
      // Its own process group, so a stop ends the build's own children too (npm → tsx → node).
      const started = spawn(program!, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
      child = started;
      // A program that cannot start emits 'error', and may emit 'close' after it: the first one settles.
      let settled = false;
      const write = (chunk: Buffer) => note(chunk);
      started.stdout!.on('data', write);
      started.stderr!.on('data', write);
      started.once('error', (error) => {
        if (settled) return;
        settled = true;
        child = undefined;
        note(`Could not start: ${error.message}\n`);
        reject(error);
      });
      started.once('close', (code, signal) => {
        if (settled) return;
        settled = true;
        child = undefined;
        note(`=== ${new Date().toISOString()} ended: ${signal ?? `exit code ${code}`}\n`);
        resolve({ ok: code === 0, pages: readPages(options.resultFile) });
      });
    });
  };
  return Object.assign(run, {
    close() {
      if (!child?.pid) return;
      try {
        process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
      } catch {
        // Already ended.
      }
    },
  });
}

/** The pages the build rendered again; none when it stopped before writing its result. */
function readPages(file: string): string[] {
  try {
    const { pages } = JSON.parse(readFileSync(file, 'utf8')) as { pages?: unknown };
    return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [];
  } catch {
    return [];
  }
}
