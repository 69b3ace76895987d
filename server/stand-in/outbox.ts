import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type OutboxEntry = {
  receivedAt: string;
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, unknown>;
};

export type Outbox = {
  path: string;
  append(entry: OutboxEntry): Promise<void>;
  read(): Promise<OutboxEntry[]>;
  clear(): Promise<void>;
};

/** The outbox is a JSON-lines file so a developer can `tail -f` it while filling in a form. */
export function createOutbox(dataDir: string): Outbox {
  const path = join(dataDir, 'outbox.jsonl');
  let queue: Promise<unknown> = Promise.resolve();

  // One operation at a time, so a clear never interleaves with an append or a read.
  function serial<T>(operation: () => Promise<T>): Promise<T> {
    const run = queue.then(operation);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    path,
    append: (entry) =>
      serial(async () => {
        await mkdir(dataDir, { recursive: true });
        await appendFile(path, `${JSON.stringify(entry)}\n`, 'utf8');
      }),
    read: () =>
      serial(async () => {
        const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return '';
          throw error;
        });
        return text
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => JSON.parse(line) as OutboxEntry);
      }),
    clear: () =>
      serial(async () => {
        await mkdir(dataDir, { recursive: true });
        await writeFile(path, '', 'utf8');
      }),
  };
}
