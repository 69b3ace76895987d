// The validation thread's own code (validation-thread.ts starts it): runs the site's validator over a
// copy on disk, one message at a time, so the server's request thread never waits on it.
import { parentPort } from 'node:worker_threads';
import { validateSite } from '../../../src/content/disk/validate-site.ts';

export type ValidationJob = { id: number; root: string; newPublicFiles: string[] };
export type ValidationAnswer = { id: number; problems: import('../../../src/content/validate/problem.ts').Problem[] } | { id: number; failure: string };

const port = parentPort!;
port.on('message', ({ id, root, newPublicFiles }: ValidationJob) => {
  let answer: ValidationAnswer;
  try {
    // Only the problems go back: the loaded site would be copied across threads for nothing.
    answer = { id, problems: validateSite({ root, newPublicFiles }).problems };
  } catch (error) {
    answer = { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
});
