import { ApiError } from '../../errors.ts';
import { createGithubOctokit, PRODUCTION_TIMING, type GithubOctokit, type GithubTiming } from './github-client.ts';

/** Where the installation token comes from (github-app-token.ts); `invalidate` drops a token GitHub refused. */
export type TokenSource = { token(): Promise<string>; invalidate(): void };

/** GitHub refused or failed a call. The answer to the studio names the call and status only; GitHub's words go to the log. */
export class GithubError extends ApiError {
  constructor(
    readonly status: number,
    readonly call: string,
    readonly githubMessage: string,
  ) {
    super('github-failed', { details: [status ? `GitHub answered ${status} to ${call}.` : `GitHub could not be reached for ${call}.`] });
  }
}

export type GithubApi = {
  /** Calls `path` (e.g. "/repos/o/r/pulls") and returns the parsed answer; anything but 2xx throws a GithubError (or github-busy). */
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** Every item of a listed path, following GitHub's `Link` pages, but never more than `maxPages` pages. */
  pages<T>(path: string, maxPages: number): Promise<T[]>;
  /** A binary answer (a tarball), following GitHub's redirect to where it is served. */
  download(path: string): Promise<Buffer>;
};

/** What an Octokit RequestError carries that we read. */
type Failure = { status?: number; message?: string; response?: { headers: Record<string, string | undefined>; data?: unknown } };

/**
 * GitHub's refusal as the studio's answer. A rate limit GitHub would not let us wait out is
 * github-busy with the minutes it asked for; anything else is github-failed naming the call.
 * GitHub's own words go to the log only.
 */
export function githubFailure(error: unknown, call: string, log: (line: string) => void): ApiError {
  if (error instanceof ApiError) return error;
  const failure = error as Failure;
  const headers = failure.response?.headers ?? {};
  const data = failure.response?.data as { message?: unknown } | string | undefined;
  const message = typeof data === 'string' ? data.slice(0, 200) : String(data?.message ?? failure.message ?? 'no answer').slice(0, 200);
  if (!failure.response) {
    log(`GitHub ${call} failed: ${failure.message ?? String(error)}`);
    return new GithubError(0, call, failure.message ?? String(error));
  }
  const status = failure.status ?? 0;
  log(`GitHub ${call} answered ${status}: ${message}`);
  const wait = limitWait(status, message, headers);
  if (wait !== undefined) {
    const minutes = Math.max(1, Math.round(wait / 60));
    return new ApiError('github-busy', { details: [`GitHub asked us to wait about ${minutes} minute${minutes === 1 ? '' : 's'}.`] }, { 'Retry-After': String(Math.max(1, Math.ceil(wait))) });
  }
  return new GithubError(status, call, message);
}

/**
 * Seconds GitHub asks us to wait when its answer is a rate limit (primary or secondary, or a plain 429),
 * or a 503 that says when to come back, else undefined.
 */
function limitWait(status: number, message: string, headers: Record<string, string | undefined>): number | undefined {
  const retryAfter = Number(headers['retry-after']);
  // Reads were tried again already (plugin-retry); writes are sent once. Either way GitHub said how long.
  if (status === 503) return retryAfter > 0 ? retryAfter : undefined;
  if (status !== 403 && status !== 429) return undefined;
  if (/\bsecondary rate\b/i.test(message)) return retryAfter > 0 ? retryAfter : 60;
  if (headers['x-ratelimit-remaining'] === '0') return Math.max(0, Number(headers['x-ratelimit-reset']) - Date.now() / 1000);
  if (status === 429) return retryAfter > 0 ? retryAfter : 60;
  return undefined;
}

const isTokenExchange = (url: string) => /\/app\/installations\/[^/]+\/access_tokens$/.test(url.split('?')[0]!);

/**
 * The repository calls of the github backend, on the Octokit of github-client.ts, each with the
 * installation's token. A 401 means the token was revoked or expired early: a new one is fetched
 * and the call made once more.
 */
export function createGithubApi(apiUrl: string, tokens: TokenSource, log: (line: string) => void, timing: GithubTiming = PRODUCTION_TIMING): GithubApi {
  const octokit: GithubOctokit = createGithubOctokit(apiUrl, log, timing);
  // The outermost step of every request (retries and waits happen inside it, with the same token).
  octokit.hook.wrap('request', async (request, options) => {
    if (isTokenExchange(options.url)) return request(options);
    // The hooks inside this one were handed this very `options` object, so the token is set on it.
    const send = (token: string) => {
      options.headers.authorization = `token ${token}`;
      return request(options);
    };
    const token = await tokens.token();
    try {
      return await send(token);
    } catch (error) {
      if ((error as Failure).status !== 401) throw error;
      tokens.invalidate();
      return send(await tokens.token());
    }
  });

  const name = (method: string, path: string) => `${method} ${path.split('?')[0]}`;
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      try {
        // `data` is the request body as is: field names such as "body" or "headers" stay fields.
        const res = await octokit.request({ method, url: path, ...(body === undefined ? {} : { data: body }), ...(repeatable(method, path) ? {} : { request: { retries: 0 } }) } as never);
        return (res as { data: T }).data;
      } catch (error) {
        throw githubFailure(error, name(method, path), log);
      }
    },
    async pages<T>(path: string, maxPages: number): Promise<T[]> {
      const items: T[] = [];
      let read = 0;
      try {
        for await (const page of octokit.paginate.iterator(`GET ${path}` as never)) {
          items.push(...((page as { data: T[] }).data));
          if (++read >= maxPages) break;
        }
      } catch (error) {
        throw githubFailure(error, name('GET', path), log);
      }
      return items;
    },
    async download(path: string): Promise<Buffer> {
      try {
        const res = await octokit.request({ method: 'GET', url: path } as never);
        const data = (res as { data: unknown }).data;
        if (!(data instanceof ArrayBuffer)) throw new GithubError(200, name('GET', path), 'The answer was not a file.');
        return Buffer.from(data);
      } catch (error) {
        throw githubFailure(error, name('GET', path), log);
      }
    },
  };
}

/**
 * Whether a call may be sent again after a server error or a timeout, when GitHub may have done it
 * already: reads, and the git objects, which are named by their content (a second blob, tree or
 * commit is the same object or an unused one). Creating a branch or a pull request, or merging, is
 * never repeated blindly: done twice it would make a second branch, a 422 read as a failure, or a
 * 405 for a change already published. Their callers look at what GitHub has instead.
 */
export function repeatable(method: string, path: string): boolean {
  return method === 'GET' || (method === 'POST' && /\/git\/(blobs|trees|commits)$/.test(path.split('?')[0]!));
}
