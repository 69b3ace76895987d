import type { Hono } from 'hono';
import type { Backend } from './backend.ts';
import { ApiError } from './errors.ts';
import { answerApiError } from './api-answers.ts';
import { contentApiRoutes } from './content-api-routes.ts';
import type { StaffAccess } from './staff-access.ts';
import type { SiteValidator } from './validation/validation-thread.ts';
import type { SiteUpdates } from './live-build/site-updates.ts';
import type { VisitCounts } from './visit-counts/visit-counts.ts';
import { createHttpApp } from '../http/http-app.ts';
import { originGate } from '../http/origin-gate.ts';

export type ContentApiAppOptions = {
  backend: Backend;
  /** POST /session and the check of every other request (staff-access.ts). */
  staff: StaffAccess;
  /** Checks a change's copy of the site (validation/validation-thread.ts: off the request thread). */
  validator: SiteValidator;
  /** Exact origins (scheme://host:port) of the site's pages, the only pages that may call the API. */
  allowedOrigins: string[];
  /** The site rebuilt after each save (local backend, `npm start` only): GET /site-status says where a save is. */
  siteUpdates?: SiteUpdates;
  /** The owner's numbers from Plausible (visit-counts/); without it, GET /visit-counts says they are not set up. */
  visitCounts?: VisitCounts;
  log?: (line: string) => void;
};

/**
 * The content API as a Hono app: its `fetch` is a plain fetch handler, run here by a Node server
 * (content-api-server.ts) and usable as it is by a serverless function.
 */
export function createContentApiApp(options: ContentApiAppOptions): Hono {
  const log = options.log ?? ((line: string) => console.error(line));
  const answerError = (c: Parameters<typeof answerApiError>[0], error: unknown) => answerApiError(c, error, log);
  return createHttpApp({
    // Before the address is looked up, so a page of another site learns nothing, not even which addresses exist.
    before: originGate({
      allowedOrigins: options.allowedOrigins,
      example: 'https://www.cedarcreeklawn.example',
      refuse: (c, origin) => answerError(c, new ApiError('origin-refused', { details: [`${origin} is not one of the site's own addresses.`] })),
    }),
    routes: contentApiRoutes(options.backend, options.staff, options.validator, options.siteUpdates, options.visitCounts).map((route) => ({ ...route, preflight: { allowHeaders: 'Authorization, Content-Type' } })),
    notFound: (c) => answerError(c, new ApiError('not-found')),
    methodNotAllowed: (c, allow) => answerError(c, new ApiError('method-not-allowed', { details: [`Use ${allow}.`] }, { Allow: allow })),
    onError: (error, c) => answerError(c, error),
  });
}
