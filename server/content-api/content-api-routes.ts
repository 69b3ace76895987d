import type { Context } from 'hono';
import type { Backend } from './backend.ts';
import { parseChangeRequest } from './change-request.ts';
import { cleanPictures } from './clean-picture.ts';
import { checkContentPath, fileKinds } from './content-paths.ts';
import { ApiError } from './errors.ts';
import { apiAnswer, readChangeBody } from './api-answers.ts';
import { MAX_BODY_BYTES, MAX_CHANGE_BODY_BYTES } from '../../src/content/change-limits.ts';
import { fileKind } from '../../src/content/validate/file-kinds.ts';
import { isObject } from '../../src/content/json-values.ts';
import type { Route, RouteHandler } from '../http/http-app.ts';
import { SESSION_HEADER, type Staff } from './staff-check.ts';
import type { StaffAccess } from './staff-access.ts';
import { submitChange } from './submit-change.ts';
import { parseUndoRequest } from './undo-change.ts';
import type { SiteValidator } from './validation/validation-thread.ts';
import type { SiteUpdates } from './live-build/site-updates.ts';
import { createVisitCounts, type VisitCounts } from './visit-counts/visit-counts.ts';
import { quoteFormKinds } from '../../src/content/quote-form-kinds.ts';

/** The kinds of page whose pages carry the quote form, from the pages and the town templates as saved. */
async function quoteFormKindsIn(backend: Backend): Promise<string[]> {
  const paths = (await backend.list()).map((file) => file.path).filter((path) => ['pageFile', 'templateFile'].includes(fileKind(path) ?? ''));
  const files = await Promise.all(paths.map((path) => backend.read(path)));
  return quoteFormKinds(files.flatMap((file) => (file ? [{ kind: fileKind(file.path)!, data: parseOrNull(file.text) }] : [])));
}

/** The content API's addresses. Every one but /health and /session needs an administrator's session. */
export function contentApiRoutes(backend: Backend, staffAccess: StaffAccess, validator: SiteValidator, siteUpdates?: SiteUpdates, visitCounts: VisitCounts = createVisitCounts(undefined)): Route[] {
  const admin = (handler: (c: Context, rest: string, staff: Staff) => Promise<Response>): RouteHandler => async (c, rest) => {
    const { staff, renewed } = await staffAccess.check(c.req.header('authorization'));
    // Every answer to a signed-in request, refusals included, carries the session renewed: working keeps it alive.
    if (renewed) {
      c.header(SESSION_HEADER, renewed);
      c.header('Access-Control-Expose-Headers', SESSION_HEADER);
    }
    return handler(c, rest, staff);
  };

  // A save that changed a file rebuilds the site (npm start); its number lets the studio ask when it is live.
  const afterSave = <T extends Awaited<ReturnType<typeof submitChange>>>(result: T): T | (T & { siteUpdate: { save: number } }) =>
    siteUpdates && result.state === 'saved' && result.files.some((file) => !file.unchanged) ? { ...result, siteUpdate: siteUpdates.saved() } : result;

  const routes: Route[] = [
    { path: '/health', handlers: { GET: (c) => apiAnswer(c, 200, { ok: true, backend: backend.name }) } },
    // Confirms an administrator's password with the CRM and answers the API's own session (sign-in.ts).
    { path: '/session', handlers: { POST: staffAccess.signIn } },
    {
      path: '/files',
      handlers: {
        GET: admin(async (c) => {
          const files = await backend.list();
          const kinds = fileKinds.map(({ kind, title, pattern }) => ({
            kind,
            title,
            pattern,
            files: files.filter((file) => fileKind(file.path) === kind),
          }));
          return apiAnswer(c, 200, { backend: backend.name, kinds });
        }),
      },
    },
    {
      // Every content file at once, for the studio's live preview and its in-browser checks, which
      // need the whole site (links, nearby towns, look-alike towns) and not only the file opened.
      path: '/site',
      handlers: {
        GET: admin(async (c) => {
          const stored = await Promise.all((await backend.list()).map((file) => backend.read(file.path)));
          const files = stored
            .filter((file): file is NonNullable<typeof file> => !!file && !!fileKind(file.path))
            .map((file) => ({ path: file.path, kind: fileKind(file.path)!, version: file.version, text: file.text, data: parseOrNull(file.text) }));
          return apiAnswer(c, 200, { backend: backend.name, files });
        }),
      },
    },
    // The pictures a page may show, for the studio's picker (thumbnails are the site's own /images/ addresses).
    { path: '/images', handlers: { GET: admin(async (c) => apiAnswer(c, 200, { images: await backend.images() })) } },
    {
      // One picture's bytes, for the studio to show a picture saved since the last build, which the site does not serve yet.
      path: '/images/*',
      handlers: {
        GET: admin(async (c, rest) => {
          const path = `/images/${rest}`;
          const image = await backend.image(path);
          if (!image) throw new ApiError('image-not-found', { details: [`${path} is not a picture under public/images.`] });
          return apiAnswer(c, 200, { path, type: image.type, base64: image.bytes.toString('base64') });
        }),
      },
    },
    {
      path: '/files/*',
      handlers: {
        GET: admin(async (c, rest) => {
          const checked = checkContentPath(rest);
          if (!checked.ok) throw new ApiError('path-refused', { details: [checked.reason] });
          const file = await backend.read(checked.path);
          if (!file) throw new ApiError('file-not-found', { details: [`site/${checked.path} does not exist.`] });
          return apiAnswer(c, 200, { path: file.path, kind: checked.kind, version: file.version, text: file.text, data: parseOrNull(file.text) });
        }),
      },
    },
    {
      // A file's recent changes, newest first; with ?version=<id> the text one of them left, to go back to.
      path: '/history/*',
      handlers: {
        GET: admin(async (c, rest) => {
          const checked = checkContentPath(rest);
          if (!checked.ok) throw new ApiError('path-refused', { details: [checked.reason] });
          const version = c.req.query('version');
          if (version === undefined) return apiAnswer(c, 200, { path: checked.path, changes: await backend.history(checked.path) });
          const file = await backend.readVersion(checked.path, version);
          if (!file) throw new ApiError('version-not-found', { details: [`site/${checked.path} has no such version in its history.`] });
          return apiAnswer(c, 200, { path: file.path, kind: checked.kind, version: file.version, text: file.text, data: parseOrNull(file.text) });
        }),
        // {"undo": <a listed change's "undo">, "summary": "Undo: …"} submits that change's reverse as an
        // ordinary change: merged, checked and saved (local) or proposed for review (github), answered as POST /changes.
        POST: admin(async (c, rest, staff) => {
          const checked = checkContentPath(rest);
          if (!checked.ok) throw new ApiError('path-refused', { details: [checked.reason] });
          const request = parseUndoRequest(await readChangeBody(c, MAX_BODY_BYTES));
          const plan = await backend.undoPlan(checked.path, request.undo);
          if (!plan) throw new ApiError('undo-not-found', { details: [`site/${checked.path} has no change "${request.undo}" that can be undone.`] });
          return apiAnswer(c, 200, afterSave(await submitChange(backend, validator, { summary: request.summary, files: plan.files, confirmWarnings: request.confirmWarnings, images: [] }, staff)));
        }),
      },
    },
    {
      path: '/changes',
      handlers: {
        // Only a backend with a review step lists submitted changes; locally a save is published at once,
        // and the answer says so as a state (review: false). A 405 here was logged by the browser as an
        // error on every load of the dashboard, for what is a normal answer.
        GET: admin(async (c) => apiAnswer(c, 200, { backend: backend.name, review: Boolean(backend.changes), changes: backend.changes ? await backend.changes() : [] })),
        POST: admin(async (c, _rest, staff) => {
          // Both limits sit under the production host's own (src/content/change-limits.ts, decision 025),
          // so the office meets these words and never the host's refusal.
          const body = await readChangeBody(c, MAX_CHANGE_BODY_BYTES);
          const pictures = isObject(body) && Array.isArray(body.images) ? JSON.stringify(body.images).length : 0;
          if (Buffer.byteLength(JSON.stringify(body)) - pictures > MAX_BODY_BYTES) {
            throw new ApiError('body-too-large', { details: `Without its pictures, the limit is ${Math.round(MAX_BODY_BYTES / 1024)} KiB.` }, { Connection: 'close' });
          }
          const request = parseChangeRequest(body);
          // Pictures are decoded and cleaned once the whole body has passed its cheap checks, and
          // before the save waits its turn, so a picture's decode never holds up another save.
          const images = await cleanPictures(request.images);
          return apiAnswer(c, 200, afterSave(await submitChange(backend, validator, { ...request, images }, staff)));
        }),
      },
    },
    {
      // The owner's week on the website from Plausible (decision 029), or why there is none. The quote
      // form's pages (its funnel's first step) are read from the content when a report is made.
      path: '/visit-counts',
      handlers: { GET: admin(async (c) => apiAnswer(c, 200, await visitCounts.answer(() => quoteFormKindsIn(backend)))) },
    },
  ];
  if (siteUpdates) {
    routes.push({
      // Where a save is on its way to the live site: ?save=<number> from the save's answer (the latest save without it).
      path: '/site-status',
      handlers: {
        GET: admin(async (c) => {
          const asked = c.req.query('save');
          const save = asked !== undefined && /^[1-9]\d{0,9}$/.test(asked) ? Number(asked) : undefined;
          if (asked !== undefined && save === undefined) throw new ApiError('bad-request', { details: ['"save" is the number a save answered, e.g. ?save=3.'] });
          return apiAnswer(c, 200, siteUpdates.status(save));
        }),
      },
    });
  }
  if (backend.publish) {
    const publish = backend.publish;
    routes.push({
      path: '/changes/*',
      handlers: {
        // POST /changes/<number>/publish merges a submitted change; like every route, administrators only.
        POST: admin(async (c, rest, staff) => {
          const number = /^([1-9]\d{0,9})\/publish$/.exec(rest)?.[1];
          if (!number) throw new ApiError('not-found');
          return apiAnswer(c, 200, await publish(Number(number), staff));
        }),
      },
    });
  }
  return routes;
}

// A file broken by hand still opens, as text, so the staff member can see and replace it.
function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
