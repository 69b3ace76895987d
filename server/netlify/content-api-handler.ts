import { join } from 'node:path';
import type { Hono } from 'hono';
import { createContentApiApp } from '../content-api/content-api-app.ts';
import { readContentApiConfig } from '../content-api/config.ts';
import { errorBody, API_ERRORS } from '../content-api/errors.ts';
import { readSessionSecret } from '../content-api/session-secret.ts';
import { createStaffAccess } from '../content-api/staff-access.ts';
import { createBackend } from '../content-api/start-content-api.ts';
import { removeStaleValidationCopies } from '../content-api/validation/validation-copies.ts';
import type { SiteValidator } from '../content-api/validation/validation-thread.ts';
import type { PublicFiles } from '../../src/content/validate/check-references.ts';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { readPictureList } from '../../src/content/disk/public-files.ts';
import { PICTURE_LIST_FILE, publicFilesOf } from '../../src/content/picture-list.ts';
import { createBlobsCountStore } from './blobs-count-store.ts';
import { visitCountsFrom } from '../content-api/visit-counts/visit-counts.ts';

/**
 * Where the content API answers on the site's own origin (docs/decisions/025-production-host.md):
 * same origin, so production needs no CORS, and `integrations.contentApi.url` is
 * `https://<site>/api/content`. The function's `config.path` repeats it (Netlify reads that literally).
 */
export const CONTENT_API_BASE_PATH = '/api/content';

/** What Netlify hands a function beside the request (only what is used here). */
export type NetlifyContext = { ip?: string };

type Env = Record<string, string | undefined>;
type Handler = (request: Request, context?: NetlifyContext) => Promise<Response>;

/**
 * The content API as a Netlify Function (v2: a web Request in, a Response out). The app is the one
 * `npm run content-api` and the container serve (createContentApiApp); only three things differ:
 * - its addresses are under CONTENT_API_BASE_PATH, removed before the app sees them, so the app and
 *   its tests keep one set of addresses;
 * - the client's address is Netlify's `context.ip`, read as a socket's (server/http/client-address.ts);
 * - failed sign-ins are counted in Netlify Blobs, shared by every instance (blobs-count-store.ts);
 * - changes are validated on the request thread: a function instance serves one request at a time,
 *   so the validation thread, which keeps *other* requests answered meanwhile, would only add a start;
 * - what is under public/ comes from the list the build wrote (PICTURE_LIST_FILE), not from the folder,
 *   which the function does not carry: its size then does not grow with the pictures (decision 025).
 * It is built at the first request, not at load, so a missing setting is answered in the API's own
 * words (503 `api-not-set-up`, the sentence in the function's log) instead of the platform's crash page.
 */
export function createNetlifyContentApi(env: Env, root: string, log: (line: string) => void = (line) => console.error(line)): Handler {
  let app: Promise<Hono> | undefined;
  return async (request, context) => {
    app ??= buildApp(env, root, log);
    let ready: Hono;
    try {
      ready = await app;
    } catch (error) {
      // Tried again on the next request: a setting fixed in Netlify starts a new instance anyway.
      app = undefined;
      log(`Content API is not set up: ${(error as Error)?.message ?? error}`);
      return new Response(JSON.stringify(errorBody('api-not-set-up')), {
        status: API_ERRORS['api-not-set-up'].status,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    return ready.fetch(withoutBasePath(request), { context: { ip: context?.ip } });
  };
}

async function buildApp(env: Env, root: string, log: (line: string) => void): Promise<Hono> {
  const config = readContentApiConfig(env, root);
  // A function's own files are read-only and forgotten at its next start: saving there would lose work.
  if (config.backend !== 'github') throw new Error(`The backend is "${config.backend}"; a Netlify function saves only through GitHub: set "backend": "github" in integrations.contentApi of site/site.json (or CONTENT_API_BACKEND=github).`);
  const staff = createStaffAccess({
    secret: readSessionSecret(env, config.backend),
    crmLoginUrl: config.crmLoginUrl,
    ...(config.whoamiUrl ? { whoamiUrl: config.whoamiUrl } : {}),
    trustedProxies: config.trustedProxies,
    signInCounts: createBlobsCountStore(env),
    log,
  });
  const pictures = await readPictureList(join(root, PICTURE_LIST_FILE));
  const backend = await createBackend(config, env, log, pictures);
  // A warm instance keeps its temp space: copies an instance stopped mid-check left there go first.
  await removeStaleValidationCopies(log);
  // An instance keeps its report for a few minutes (visit-counts.ts); each instance asks Plausible itself.
  const visitCounts = visitCountsFrom(config.visitCounts, env, log);
  return createContentApiApp({ backend, staff, validator: inThreadValidator(publicFilesOf(pictures)), allowedOrigins: config.allowedOrigins, visitCounts, log });
}

/** Checks a copy of the site against the pictures of the list (the copy has no public/ beside it). */
const inThreadValidator = (publicFiles: PublicFiles): SiteValidator => ({
  validate: async (root, newPublicFiles) => validateSite({ root, newPublicFiles, publicFiles }).problems,
  close: async () => {},
});

/** The request as the app knows its addresses: "/api/content/files/x" becomes "/files/x", "/api/content" becomes "/". */
export function withoutBasePath(request: Request): Request {
  const url = new URL(request.url);
  if (url.pathname !== CONTENT_API_BASE_PATH && !url.pathname.startsWith(`${CONTENT_API_BASE_PATH}/`)) return request;
  url.pathname = url.pathname.slice(CONTENT_API_BASE_PATH.length) || '/';
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // duplex: the body is passed on as a stream, still unread, so the app's size limit applies as it arrives.
  return new Request(url, { method: request.method, headers: request.headers, body: hasBody ? request.body : null, signal: request.signal, ...(hasBody ? { duplex: 'half' } : {}) } as RequestInit);
}
