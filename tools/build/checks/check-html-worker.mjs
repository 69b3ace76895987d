// One HTML-check worker (tools/build/checks/check-html.ts starts one per core): validates the pages it is
// sent with the same configuration and answers with each page's messages. The configuration and the
// site's rules are TypeScript, so the worker loads them through tsx.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import { HtmlValidate } from 'html-validate';

register();
const { htmlConfig } = await import('./check-html.ts');
const validator = new HtmlValidate(htmlConfig);

parentPort.on('message', async (files) => {
  const results = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    results.push({ file, messages: report.results.flatMap((result) => result.messages.map((m) => ({ line: m.line, column: m.column, rule: m.ruleId, message: m.message }))) });
  }
  parentPort.postMessage(results);
});
parentPort.postMessage('ready');
