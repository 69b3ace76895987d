// The content API with the local backend, as its own process, for crash.test.ts: it kills itself
// with SIGKILL at the step of a save named on its command line, as a power cut or an out-of-memory
// kill would stop it, with no chance to clean up. A test stands in for the login check (a request
// with "Token <token>" is the administrator "admin"), so the process needs no other server.
// Usage: node --import tsx tests/support/crashing-content-api.ts <project folder> <audit log> <step | never> <token> <site origin>
import { startLocalBackend, type SaveStep } from '../../server/content-api/backends/local/local-backend.ts';
import { startContentApi } from '../../server/content-api/content-api-server.ts';
import { ApiError } from '../../server/content-api/errors.ts';
import { startValidationThread, type SiteValidator } from '../../server/content-api/validation/validation-thread.ts';

/** Where the process can be stopped: while the change's copy is checked, before the journal is written, or at any later step. */
type CrashStep = 'while-checking' | 'before-journal' | SaveStep | 'never';

const [root, auditLog, crashAt, token, origin] = process.argv.slice(2) as [string, string, CrashStep, string, string];
const log = (line: string) => console.log(line);
const die = async (): Promise<never> => {
  process.kill(process.pid, 'SIGKILL');
  // SIGKILL is not delivered at once: nothing more of the save may run meanwhile.
  return new Promise<never>(() => {});
};

const backend = await startLocalBackend({
  root,
  auditLog,
  log,
  beforeCommit: crashAt === 'before-journal' ? die : undefined,
  atStep: async (step) => (step === crashAt ? die() : undefined),
});
const thread = startValidationThread({ log });
// Stopped while checking: the change's validation copy is made and on disk.
const validator: SiteValidator = crashAt === 'while-checking' ? { validate: die, close: () => thread.close() } : thread;
const api = await startContentApi({
  port: 0,
  backend,
  validator,
  // A made-up staff check that takes one token (no CRM, no sign-in): what is measured or killed here is the save.
  staff: {
    signIn: async () => {
      throw new ApiError('not-found');
    },
    check: async (authorization) => {
      if (authorization !== `Token ${token}`) throw new ApiError('token-invalid');
      return { staff: { id: 1, user: 'admin' } };
    },
  },
  allowedOrigins: [origin],
  log,
});
console.log(`listening on ${api.url}`);
process.once('SIGTERM', () => void api.close().then(() => validator.close()).then(() => process.exit(0)));
