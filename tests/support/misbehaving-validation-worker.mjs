// A validation worker that misbehaves on request, for validation-thread.test.ts: the folder name
// "die" makes it exit in the middle of a check, "hang" makes it loop for ever; any other folder is
// answered with one made-up problem naming it, so a test sees which check got which answer.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, root }) => {
  if (root === 'die') process.exit(3);
  if (root === 'hang') for (;;);
  parentPort.postMessage({ id, problems: [{ file: root, line: 1, column: 1, pointer: '', message: 'checked', severity: 'warning' }] });
});
