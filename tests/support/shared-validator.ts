// One validation thread for every content API a test file starts, as a server has one for its whole
// life: each API starting its own would pay the thread's start (tsx, the schema compiled) per test.
// The thread holds no state between checks; idle, it does not keep the test process alive.
import { startValidationThread, type SiteValidator } from '../../server/content-api/validation/validation-thread.ts';

let shared: SiteValidator | undefined;

export const sharedValidator = (): SiteValidator => (shared ??= startValidationThread());
