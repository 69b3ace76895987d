import { measureChange, type ChangeFit } from './change-size';
import type { VisitCountsAnswer } from '../content/visit-counts-answer';
import { fill } from './studio-words';
import { MAX_IMAGES_PER_CHANGE } from '../content/change-limits';

/**
 * The studio's side of the content API (server/content-api/, docs/decisions/015-content-api.md):
 * confirm the password, list the content files, open one, submit a change. Every call carries the
 * API's own session, which the API checks itself, so nothing here is trusted for who may write.
 */

export interface ContentFileInfo {
  path: string;
}

export interface ContentKind {
  kind: string;
  title: string;
  files: ContentFileInfo[];
}

export interface OpenedFile {
  path: string;
  kind: string;
  /** The file's version when opened: sent back with a change, so the API can tell whether someone saved since. */
  version: string;
  /** The exact text opened: the common ancestor the API merges against. */
  text: string;
  /** The parsed file, or null when it is not valid JSON. */
  data: unknown;
}

/** A problem as the validator reports it (npm run validate --format json). */
export interface Problem {
  file: string;
  line?: number;
  column?: number;
  pointer: string;
  severity: 'error' | 'warning';
  message: string;
  suggestion?: string;
  hint?: string;
  /** The kind of problem: the schema's keyword, or a check across files' name (see src/content/validate/problem.ts). */
  rule?: string;
  /** A check across files' particulars, for the studio's words. */
  values?: Record<string, string>;
}

/** A place both the staff member and someone else changed; a side is absent where it removed the file. */
export interface Conflict {
  path: string;
  pointer: string;
  base?: unknown;
  theirs?: unknown;
  yours?: unknown;
}

export interface FileChange {
  path: string;
  action: 'update' | 'create';
  data: unknown;
  baseVersion?: string;
  baseText?: string;
}

/** What the API says when it cannot do what was asked (its error catalogue, plus details). */
export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly hint: string,
    readonly details: string[] = [],
  ) {
    super(title);
  }
}

/** A picture under public/images, as GET /images lists it; its address is also its thumbnail. */
export interface ImageInfo {
  path: string;
  width: number | null;
  height: number | null;
  bytes: number;
}

/** A new picture sent with the change that uses it: its address-to-be and its bytes in base64. */
export interface NewPicture {
  path: string;
  base64: string;
}

/**
 * What became of a change: saved (with the warnings it has), or not, as a state the studio expects:
 * the site would have errors ("problems"), warnings to confirm ("warnings"), or someone else changed
 * the same fields ("clash"). The API answers these 200, so the browser logs no error for them.
 */
export type SubmitResult =
  | { state: 'saved'; saved: true; warnings: Problem[]; files?: { path: string; action: 'create' | 'update' | 'delete'; version: string | null }[]; siteUpdate?: SiteUpdateTicket }
  | (NotSavedWords & { state: 'problems'; problems: Problem[] })
  | (NotSavedWords & { state: 'warnings'; problems: Problem[] })
  | (NotSavedWords & { state: 'clash'; conflicts: Conflict[] });

/**
 * A save that rebuilds the site (the local backend under npm start): its number, to ask
 * GET /site-status?save=<number> whether the site shows it yet (docs/decisions/024-save-to-live.md).
 */
export interface SiteUpdateTicket {
  save: number;
}

/** Where a save is on its way to the live site; `pages` are the site addresses rendered again with it. */
export interface SiteStatus {
  state: 'idle' | 'updating' | 'live' | 'failed';
  save: number | null;
  savedAt: string | null;
  since: string | null;
  pages: string[];
  problem?: 'build-failed';
}

/** The API's own words for a change not saved (server/content-api/save-outcomes.ts). */
interface NotSavedWords {
  saved: false;
  title: string;
  message: string;
  hint: string;
}

/** A change submitted for review (the "github" backend): its pull request, as staff read it. */
export interface SubmittedChange {
  number: number;
  title: string;
  summary: string;
  author: string | null;
  /** Once published: `publishing` while the site is updated, then `live` (since `liveSince`) or `publish-failed`; `published` when that cannot be told. */
  state: 'waiting-for-review' | 'checks-running' | 'checks-failed' | 'published' | 'publishing' | 'live' | 'publish-failed' | 'closed' | 'unknown';
  failedChecks: { name: string; title: string | null; summary: string | null }[];
  updatedAt: string;
  liveSince?: string | null;
}

/**
 * One change of a file, as GET /history/<path> lists it; `version` opens the text it left (null: none to open).
 * `delivered` is no change but the file as the website was delivered, last in the list (no user or summary).
 */
export interface FileHistoryEntry {
  at: string;
  user: string;
  summary: string;
  action: 'created' | 'changed' | 'deleted' | 'delivered';
  version: string | null;
  /** The change's id, to undo it (null: it cannot be undone, e.g. what it replaced was not kept). */
  undo: string | null;
}

export interface ContentClient {
  list(): Promise<ContentKind[]>;
  /** The submitted changes, or null where saves are published at once (the local backend answers review: false). */
  changes(): Promise<SubmittedChange[] | null>;
  publish(number: number): Promise<void>;
  open(path: string): Promise<OpenedFile>;
  /** Every content file, opened: the whole site, for the live preview and the checks in the browser. */
  site(): Promise<OpenedFile[]>;
  /** The pictures a page may show (public/images), with their sizes. */
  images(): Promise<ImageInfo[]>;
  /** One of those pictures as a data: address, for one saved since the site was last built (which the site does not serve yet). */
  picture(path: string): Promise<string>;
  submit(change: { summary: string; files: FileChange[]; confirmWarnings?: boolean; images?: NewPicture[] }): Promise<SubmitResult>;
  /** The file's recent changes, newest first. */
  history(path: string): Promise<FileHistoryEntry[]>;
  /** The file as one change in its history left it, opened like the file itself. */
  openVersion(path: string, version: string): Promise<OpenedFile>;
  /** Undoes one change of the file's history: its reverse, merged and checked like any change, then saved (local) or sent for review (github). */
  undo(path: string, change: { undo: string; summary: string; confirmWarnings?: boolean }): Promise<SubmitResult>;
  /** Whether the site shows a save yet (only for a save that answered a siteUpdate). */
  siteStatus(save: number): Promise<SiteStatus>;
  /** The owner's week on the website from the visit counts. */
  visitCounts(): Promise<VisitCountsAnswer>;
}

type ErrorBody = { error?: { code?: string; title?: string; message?: string; hint?: string }; details?: string[] };

/** The client's own words (from the studio's content) for answers the API could not word itself. */
export interface ClientWords {
  offline: string;
  offlineHint: string;
  unexpectedAnswer: string;
  /** A change with more new pictures than one save carries: {item} is how many, {value} the most (in both). */
  tooManyPictures: string;
  tooManyPicturesHint: string;
  /** A change larger than the content API accepts. */
  changeTooLarge: string;
  changeTooLargeHint: string;
}

/** The answer header that carries the session renewed (server/content-api/staff-check.ts). */
export const SESSION_HEADER = 'Content-Api-Session';

/** The API's answers that mean "no session, or it ended": the password is asked again and the call repeated. */
const SESSION_ENDED = new Set(['token-missing', 'token-invalid', 'session-expired']);

/** A session of the content API, as POST /session gives it. */
export interface ApiSession {
  token: string;
  user: string;
  id: number | string | null;
}

/** How the client signs its calls, and what it does when the session is missing or has ended. */
export interface ClientAuth {
  token(): string | null;
  /** Every answer to a signed call carries the session renewed; the latest one is kept. */
  renewed(token: string): void;
  /**
   * Asks the staff member to confirm her password (with the API's refusal, when there was one):
   * resolves once she has, and the call is then repeated; rejects when she gives up.
   */
  askAgain(refusal?: ContentApiError): Promise<void>;
}

async function errorFrom(response: Response, words: ClientWords): Promise<ContentApiError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const error = body.error ?? {};
  return new ContentApiError(
    response.status,
    error.code ?? 'unknown',
    error.title ?? words.unexpectedAnswer.replace('{item}', String(response.status)),
    [error.message, error.hint].filter(Boolean).join(' '),
    body.details ?? [],
  );
}

const offline = (words: ClientWords) => new ContentApiError(0, 'offline', words.offline, words.offlineHint);

/** A change not sent because the API would refuse it (change-size.ts), said as the API's refusals are. */
function notSent(fit: Exclude<ChangeFit, { fits: true }>, words: ClientWords): ContentApiError {
  if (fit.problem === 'too-large') return new ContentApiError(0, 'change-too-large', words.changeTooLarge, words.changeTooLargeHint);
  const counts = { item: String(fit.pictures), value: String(MAX_IMAGES_PER_CHANGE) };
  return new ContentApiError(0, 'too-many-pictures', fill(words.tooManyPictures, counts), fill(words.tooManyPicturesHint, counts));
}

/** POST /session: the CRM checks the password; the answer is the API's own session, or the refusal in its words. */
export async function signIn(baseUrl: string, username: string, password: string, words: ClientWords, fetchImpl: typeof fetch = fetch): Promise<ApiSession> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/session`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw offline(words);
  }
  if (!response.ok) throw await errorFrom(response, words);
  const { token, user, id } = (await response.json()) as ApiSession;
  return { token, user, id };
}

/** A client for the API at `baseUrl`, signed with the session `auth` keeps; `fetchImpl` is the browser's fetch. */
export function createContentClient(baseUrl: string, auth: ClientAuth, words: ClientWords, fetchImpl: typeof fetch = fetch): ContentClient {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    // A few rounds at most: each one either waits for the staff member or follows a session that changed meanwhile.
    let refusal: ContentApiError | undefined;
    for (let round = 0; round < 5; round++) {
      const token = auth.token();
      if (!token) {
        await auth.askAgain(refusal);
        continue;
      }
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}${path}`, {
          ...init,
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
        });
      } catch {
        throw offline(words);
      }
      const renewed = response.headers.get(SESSION_HEADER);
      // Only while the session this call was signed with is still the one kept: a slow answer must
      // not put an older session (perhaps another account's) back over one confirmed meanwhile.
      if (renewed && auth.token() === token) auth.renewed(renewed);
      if (response.ok) return (await response.json().catch(() => ({}))) as T;
      refusal = await errorFrom(response, words);
      if (response.status !== 401 || !SESSION_ENDED.has(refusal.code)) throw refusal;
      // Signed in again meanwhile (another call asked first): repeat with the new session; otherwise ask.
      if (auth.token() === token) await auth.askAgain(refusal);
    }
    throw refusal ?? new ContentApiError(401, 'token-missing', words.unexpectedAnswer.replace('{item}', '401'), '');
  };
  return {
    list: async () => (await call<{ kinds: ContentKind[] }>('/files')).kinds,
    visitCounts: () => call<VisitCountsAnswer>('/visit-counts'),
    open: (path) => call<OpenedFile>(`/files/${path.split('/').map(encodeURIComponent).join('/')}`),
    site: async () => (await call<{ files: OpenedFile[] }>('/site')).files,
    images: async () => (await call<{ images: ImageInfo[] }>('/images')).images,
    picture: async (path) => {
      const { type, base64 } = await call<{ type: string; base64: string }>(path.split('/').map(encodeURIComponent).join('/'));
      return `data:${type};base64,${base64}`;
    },
    // Measured before it is sent: a change the API would refuse is said in plain words, and no request is made.
    submit: async (change) => {
      const fit = measureChange(change);
      if (!fit.fits) throw notSent(fit, words);
      return call<SubmitResult>('/changes', { method: 'POST', body: fit.body });
    },
    changes: async () => {
      const answer = await call<{ review: boolean; changes: SubmittedChange[] }>('/changes');
      return answer.review ? answer.changes : null;
    },
    publish: async (number) => {
      await call(`/changes/${number}/publish`, { method: 'POST', body: '{}' });
    },
    history: async (path) => (await call<{ changes: FileHistoryEntry[] }>(`/history/${encodedPath(path)}`)).changes,
    openVersion: (path, version) => call<OpenedFile>(`/history/${encodedPath(path)}?version=${encodeURIComponent(version)}`),
    undo: (path, change) => call<SubmitResult>(`/history/${encodedPath(path)}`, { method: 'POST', body: JSON.stringify(change) }),
    siteStatus: (save) => call<SiteStatus>(`/site-status?save=${save}`),
  };
}

/** "towns/benson.json" as an address's path, each part encoded. */
const encodedPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
