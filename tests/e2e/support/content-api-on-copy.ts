/**
 * The content API for the end-to-end tests (a Playwright webServer): it writes into a fresh copy of
 * site/ and public/ under .local/e2e/content, never into the project's own files, and checks tokens with the
 * tests' stand-in. Tests read the copy (contentCopy) to see exactly what a save wrote.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readContentApiConfig } from '../../../server/content-api/config.ts';
import { startConfiguredContentApi } from '../../../server/content-api/start-content-api.ts';
import { contentCopy } from './content-copy.ts';

const project = resolve(import.meta.dirname, '../../..');
rmSync(contentCopy, { recursive: true, force: true });
mkdirSync(contentCopy, { recursive: true });
cpSync(join(project, 'site'), join(contentCopy, 'site'), { recursive: true });
// Copied, not linked: a picture uploaded in a test lands in the copy, never in the project's public/.
cpSync(join(project, 'public'), join(contentCopy, 'public'), { recursive: true });

const config = readContentApiConfig({ ...process.env, CONTENT_API_ROOT: contentCopy }, project);
const api = await startConfiguredContentApi(config, () => {});
console.log(`Content API for the tests on ${api.url}, writing into ${contentCopy}/site`);
process.once('SIGTERM', () => void api.close().then(() => process.exit(0)));
process.once('SIGINT', () => void api.close().then(() => process.exit(0)));
