// One prerender worker (see scripts/prerender.ts): renders its share of the pages with the server bundle.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const entry = await import(workerData.entryUrl);
for (const { path, file } of workerData.jobs) {
  const html = await entry.renderDocument(path, workerData.template);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  parentPort.postMessage(path);
}
