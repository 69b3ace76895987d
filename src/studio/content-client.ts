/**
 * The studio's side of the content API (server/content-api/, docs/decisions/015-content-api.md):
 * list the content files, open one, submit a change. Every call carries the staff token; the API
 * checks it with the CRM, so nothing here is trusted for who may write.
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
    readonly problems: Problem[] = [],
    readonly conflicts: Conflict[] = [],
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

export interface SubmitResult {
  saved: true;
  warnings: Problem[];
}

/** A change submitted for review (the "github" backend): its pull request, as staff read it. */
export interface SubmittedChange {
  number: number;
  title: string;
  summary: string;
  author: string | null;
  state: 'waiting-for-review' | 'checks-running' | 'checks-failed' | 'published' | 'closed' | 'unknown';
  failedChecks: { name: string; title: string | null; summary: string | null }[];
  updatedAt: string;
}

export interface ContentClient {
  list(): Promise<ContentKind[]>;
  /** The submitted changes, or null where saves are published at once (the local backend has no list). */
  changes(): Promise<SubmittedChange[] | null>;
  publish(number: number): Promise<void>;
  open(path: string): Promise<OpenedFile>;
  /** Every content file, opened: the whole site, for the live preview and the checks in the browser. */
  site(): Promise<OpenedFile[]>;
  /** The pictures a page may show (public/images), with their sizes. */
  images(): Promise<ImageInfo[]>;
  submit(change: { summary: string; files: FileChange[]; confirmWarnings?: boolean; images?: NewPicture[] }): Promise<SubmitResult>;
}

type ErrorBody = { error?: { code?: string; title?: string; message?: string; hint?: string }; details?: string[]; problems?: Problem[]; conflicts?: Conflict[] };

/** The client's own words (from the studio's content) for answers the API could not word itself. */
export interface ClientWords {
  offline: string;
  offlineHint: string;
  unexpectedAnswer: string;
}

/** A client for the API at `baseUrl`, signed with the staff `token`; `fetchImpl` is the browser's fetch. */
export function createContentClient(baseUrl: string, token: string, words: ClientWords, fetchImpl: typeof fetch = fetch): ContentClient {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}${path}`, {
        ...init,
        headers: { Accept: 'application/json', Authorization: `Token ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      });
    } catch {
      throw new ContentApiError(0, 'offline', words.offline, words.offlineHint);
    }
    const body = (await response.json().catch(() => ({}))) as ErrorBody & T;
    if (response.ok) return body;
    const error = body.error ?? {};
    throw new ContentApiError(
      response.status,
      error.code ?? 'unknown',
      error.title ?? words.unexpectedAnswer.replace('{item}', String(response.status)),
      [error.message, error.hint].filter(Boolean).join(' '),
      body.details ?? [],
      body.problems ?? [],
      body.conflicts ?? [],
    );
  };
  return {
    list: async () => (await call<{ kinds: ContentKind[] }>('/files')).kinds,
    open: (path) => call<OpenedFile>(`/files/${path.split('/').map(encodeURIComponent).join('/')}`),
    site: async () => (await call<{ files: OpenedFile[] }>('/site')).files,
    images: async () => (await call<{ images: ImageInfo[] }>('/images')).images,
    submit: (change) => call<SubmitResult>('/changes', { method: 'POST', body: JSON.stringify(change) }),
    changes: async () => {
      try {
        return (await call<{ changes: SubmittedChange[] }>('/changes')).changes;
      } catch (error) {
        if (error instanceof ContentApiError && error.status === 405) return null;
        throw error;
      }
    },
    publish: async (number) => {
      await call(`/changes/${number}/publish`, { method: 'POST', body: '{}' });
    },
  };
}
