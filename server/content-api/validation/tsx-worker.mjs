// Runs a TypeScript worker from source (npm run content-api, npm start, the tests): on Node 20 a worker
// does not inherit the tsx loader of its parent, nor take it from execArgv, so it registers tsx
// itself and then imports the file named in workerData.entry. The compiled server does not use this.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
