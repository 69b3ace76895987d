import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageBundle, SiteCore } from '../../src/content/bundles.ts';

/** One file to render: a page (with its bundle) or, without one, the page-less not-found document. */
export interface RenderJob {
  file: string;
  path?: string;
  bundle?: PageBundle;
}

export interface Written {
  file: string;
  size: number;
  mtimeMs: number;
}

interface Options {
  /** file: URL of the server bundle (src/render/entry-prerender.tsx built for Node). */
  entryUrl: string;
  core: SiteCore;
  template: string;
  onWritten?: (count: number) => void;
}

// Small enough that the last batches end close together on every core, large enough that messages stay cheap.
const BATCH = 8;

/**
 * Renders the jobs on every core: one worker thread each, started with the shared data once (a
 * structured copy of the core, never re-parsed per page), fed batches from one queue so a core that
 * finishes early takes more. Two batches in flight per worker keep it busy while the next is sent.
 */
export async function renderInWorkers(jobs: RenderJob[], options: Options): Promise<Written[]> {
  if (jobs.length === 0) return [];
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs.length / (BATCH * 2))));
  const written: Written[] = [];
  let next = 0;
  const take = () => {
    const batch = jobs.slice(next, next + BATCH);
    next += batch.length;
    return batch;
  };
  await Promise.all(
    Array.from({ length: count }, () => {
      const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { entryUrl: options.entryUrl, core: options.core, template: options.template } });
      return new Promise<void>((resolve, reject) => {
        let inFlight = 0;
        const send = () => {
          const batch = take();
          if (batch.length === 0) return;
          inFlight++;
          worker.postMessage(batch);
        };
        worker.on('message', (message: { ready?: true; written?: Written[] }) => {
          if (message.ready) {
            send();
            send();
            if (inFlight === 0) void worker.terminate().then(() => resolve());
            return;
          }
          inFlight--;
          written.push(...message.written!);
          options.onWritten?.(written.length);
          send();
          if (inFlight === 0) void worker.terminate().then(() => resolve());
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (inFlight > 0) reject(new Error(`A render worker stopped with code ${code} before finishing its pages`));
        });
      });
    }),
  );
  return written;
}
