import { resolve } from 'node:path';

/** The copy of the project the tests' content API saves into (see content-api-on-copy.ts). */
export const contentCopy = resolve(import.meta.dirname, '../../../.local/e2e/content');
/** The session secret of the tests' content API (playwright.config.ts): a test may sign an expired session with it. */
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-never-used-elsewhere-0123456789';
export const contentApiUrl = `http://127.0.0.1:${process.env.E2E_CONTENT_API_PORT ?? 8790}`;
