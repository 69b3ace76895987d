import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type OutboxEntry = {
  receivedAt: string;
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, unknown>;
};

/** A JSON-lines file of the stand-in's records (the outbox, the visit counts' events). */
export type JsonLines<T> = {
  path: string;
  append(entry: T): Promise<void>;
  read(): Promise<T[]>;
  clear(): Promise<void>;
};

export type Outbox = JsonLines<OutboxEntry>;

/** The outbox is a JSON-lines file so a developer can `tail -f` it while filling in a form. */
export const createOutbox = (dataDir: string): Outbox => createJsonLines<OutboxEntry>(dataDir, 'outbox.jsonl');

export function createJsonLines<T>(dataDir: string, fileName: string): JsonLines<T> {
  const path = join(dataDir, fileName);
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
          .map((line) => JSON.parse(line) as T);
      }),
    clear: () =>
      serial(async () => {
        await mkdir(dataDir, { recursive: true });
        await writeFile(path, '', 'utf8');
      }),
  };
}
