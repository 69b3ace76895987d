// One page-reading thread of the site check (tools/build/checks/check-site.ts starts one per core):
// reads the pages it is sent and answers with what the checks need of each (page-facts.ts). That code is
// TypeScript, so the thread loads it through tsx.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { readPageFacts, validationCounts } = await import('./page-facts.ts');

parentPort.on('message', async ({ files, withHtml }) => {
  const results = [];
  for (const file of files) results.push({ file, facts: await readPageFacts(file, withHtml) });
  parentPort.postMessage({ results, counts: validationCounts() });
});
parentPort.postMessage('ready');
