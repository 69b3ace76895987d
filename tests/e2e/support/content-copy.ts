import { resolve } from 'node:path';

/** The copy of the project the tests' content API saves into (see content-api-on-copy.ts). */
export const contentCopy = resolve(import.meta.dirname, '../../../.local/e2e/content');
export const contentApiUrl = `http://127.0.0.1:${process.env.E2E_CONTENT_API_PORT ?? 8790}`;
