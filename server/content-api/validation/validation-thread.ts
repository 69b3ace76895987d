import { Worker } from 'node:worker_threads';
import type { Problem } from '../../../src/content/validate/problem.ts';
import { ApiError } from '../errors.ts';
import type { ValidationAnswer, ValidationJob } from './validation-worker.ts';

/** The compiled worker's file name, beside content-api.mjs (tools/build/build-content-api.ts writes it). */
export const VALIDATION_WORKER_FILE = 'validation-worker.mjs';

/** Runs the site's validator over a folder (a validation copy) and gives its problems. */
export type SiteValidator = {
  /** `newPublicFiles`: pictures the change brings, counted as files of public/ (validateSite's option). */
  validate(root: string, newPublicFiles?: string[]): Promise<Problem[]>;
  /** Stops the thread; a check still waiting is answered `check-interrupted`. */
  close(): Promise<void>;
};

export type ValidationThreadOptions = {
  log?: (line: string) => void;
  /** A check that takes longer stops the thread and is answered `check-interrupted` (a validator stuck in a loop). */
  timeLimitMs?: number;
  /** The worker's file (tests start one that dies); by default the validator's own. */
  worker?: { url: URL; workerData?: unknown };
};

// A whole-site check takes under a second here and a few at a thousand more towns; a minute means stuck.
const TIME_LIMIT_MS = 60_000;

/**
 * One long-lived worker thread that runs the validator (0.2 to 0.5 s of CPU per check), so requests
 * keep being answered while a change is checked. Checks go to it one at a time; it starts at the
 * first check, is started again after it dies (the check it was running is answered with a clear
 * error, never left waiting), and does not keep the process alive while idle.
 */
export function startValidationThread(options: ValidationThreadOptions = {}): SiteValidator {
  const log = options.log ?? ((line: string) => console.error(line));
  const timeLimitMs = options.timeLimitMs ?? TIME_LIMIT_MS;
  type Waiting = { job: ValidationJob; resolve: (problems: Problem[]) => void; reject: (error: unknown) => void };
  const queue: Waiting[] = [];
  let worker: Worker | undefined;
  let running: (Waiting & { timer: NodeJS.Timeout }) | undefined;
  let nextId = 1;
  let closed = false;

  function start(): Worker {
    const { url, workerData } = options.worker ?? validatorWorker();
    const started = new Worker(url, { workerData });
    started.on('message', (answer: ValidationAnswer) => {
      if (!running || answer.id !== running.job.id) return;
      const done = finish();
      if ('problems' in answer) done.resolve(answer.problems);
      else done.reject(new Error(`The validation thread failed: ${answer.failure}`));
      next();
    });
    started.on('error', (error) => log(`The validation thread failed: ${error.stack ?? error.message}`));
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = undefined;
      if (!running) return;
      if (!closed) log(`The validation thread stopped (exit code ${code}) while checking a change; it is started again for the next check.`);
      finish().reject(new ApiError('check-interrupted'));
      next();
    });
    return started;
  }

  function finish(): Waiting {
    const done = running!;
    clearTimeout(done.timer);
    running = undefined;
    // Idle, the thread must not keep a process alive that has nothing else to do.
    worker?.unref();
    return done;
  }

  function next(): void {
    if (running || closed) return;
    const waiting = queue.shift();
    if (!waiting) return;
    worker ??= start();
    worker.ref();
    const timer = setTimeout(() => {
      log(`A check took longer than ${Math.round(timeLimitMs / 1000)} s; the validation thread is stopped and started again.`);
      void worker?.terminate();
    }, timeLimitMs);
    running = { ...waiting, timer };
    worker.postMessage(waiting.job);
  }

  return {
    validate(root, newPublicFiles = []) {
      if (closed) return Promise.reject(new ApiError('check-interrupted'));
      return new Promise<Problem[]>((resolve, reject) => {
        queue.push({ job: { id: nextId++, root, newPublicFiles }, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new ApiError('check-interrupted'));
      const stopping = worker;
      if (running) finish().reject(new ApiError('check-interrupted'));
      worker = undefined;
      await stopping?.terminate();
    },
  };
}

/**
 * The validator's worker file. Compiled (npm run build:content-api), it is validation-worker.mjs beside
 * the server's own file; from source, validation-worker.ts, run through tsx by tsx-worker.mjs.
 */
function validatorWorker(): { url: URL; workerData?: unknown } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { url: new URL(`./${VALIDATION_WORKER_FILE}`, here) };
  return { url: new URL('./tsx-worker.mjs', here), workerData: { entry: new URL('./validation-worker.ts', here).href } };
}
