// The content API the bench measures (content-api-bench.ts), in a process of its own so the bench's
// own requests do not share its thread: the local backend on the project folder given, a made-up
// login check that takes one token, and its real validation thread (or, with --in-thread, the
// validator on the request thread, as before #26). On SIGTERM it prints the longest stall of its
// thread while it ran, as JSON, and exits.
// Usage: node --import tsx tools/bench/content-api-bench-server.ts <project folder> <token> [--in-thread]
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { createLocalBackend } from '../../server/content-api/backends/local/local-backend.ts';
import { startContentApi } from '../../server/content-api/content-api-server.ts';
import { ApiError } from '../../server/content-api/errors.ts';

const [root, token] = process.argv.slice(2) as [string, string];
const inThread = process.argv.includes('--in-thread');

const api = await startContentApi({
  port: 0,
  backend: createLocalBackend({ root, auditLog: join(root, '.local', 'content-audit.jsonl'), log: () => {} }),
  // A made-up staff check that takes one token (no CRM, no sign-in): what is measured or killed here is the save.
  staff: {
    signIn: async () => {
      throw new ApiError('not-found');
    },
    check: async (authorization) => {
      if (authorization !== `Token ${token}`) throw new ApiError('token-invalid');
      return { staff: { id: 1, user: 'bench' } };
    },
  },
  allowedOrigins: ['http://localhost:4173'],
  log: () => {},
  // Before #26: the validator on the request thread, exactly as check-change.ts called it then.
  ...(inThread ? { validator: { validate: async (dir: string) => validateSite({ root: dir }).problems, close: async () => {} } } : {}),
});
const stalls = monitorEventLoopDelay({ resolution: 5 });
// The bench starts measuring with a line on stdin, after its warm-up save.
process.stdin.once('data', () => stalls.enable());
console.log(`listening on ${api.url}`);
process.once('SIGTERM', () => {
  stalls.disable();
  console.log(JSON.stringify({ longestStallMs: Math.round(stalls.max / 1e5) / 10 }));
  void api.close().then(() => process.exit(0));
});
