// One render worker (tools/build/render-pool.ts starts one per core). Plain JavaScript so a worker
// starts without a TypeScript loader. It imports the server bundle and receives the site's shared data
// once, then renders each batch of pages it is sent, writes them, and answers with what it wrote.
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';

const entry = await import(workerData.entryUrl);
const { core, template } = workerData;

async function render(job) {
  if (!job.bundle) return entry.renderNotFound(core);
  await entry.preloadSections(job.bundle.page.sections.map((section) => section.type));
  return entry.renderPage(core, job.bundle, job.path);
}

parentPort.on('message', async (jobs) => {
  const written = [];
  for (const job of jobs) {
    const { head, html } = await render(job);
    mkdirSync(dirname(job.file), { recursive: true });
    // Written whole beside the page, then renamed over it: a visitor of the running site (npm start's
    // live build) gets the old page or the new one, never half of it.
    const temp = `${job.file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(temp, entry.fillTemplate(template, head, html));
    renameSync(temp, job.file);
    const { size, mtimeMs } = statSync(job.file);
    written.push({ file: job.file, size, mtimeMs });
  }
  parentPort.postMessage({ written });
});
parentPort.postMessage({ ready: true });
