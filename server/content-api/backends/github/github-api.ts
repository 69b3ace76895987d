import { ApiError } from '../../errors.ts';

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

/** Headers every GitHub REST call carries (GitHub refuses calls without a User-Agent). */
export const GITHUB_HEADERS = {
  Accept: 'application/vnd.github+json',
  'X-GitHub-Api-Version': '2022-11-28',
  'User-Agent': 'cedar-creek-content-api',
};

export type GithubApi = {
  /** Calls `path` (e.g. "/repos/o/r/pulls") and returns the parsed answer; anything but 2xx throws a GithubError. */
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
};

export function createGithubApi(apiUrl: string, tokens: TokenSource, log: (line: string) => void): GithubApi {
  async function once(method: string, path: string, body: unknown): Promise<Response> {
    const token = await tokens.token();
    try {
      return await fetch(`${apiUrl}${path}`, {
        method,
        headers: { ...GITHUB_HEADERS, Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      log(`GitHub ${method} ${path} failed: ${(error as Error).message}`);
      throw new GithubError(0, `${method} ${path.split('?')[0]}`, (error as Error).message);
    }
  }

  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      let res = await once(method, path, body);
      // A token revoked or expired early: fetch a new one, once.
      if (res.status === 401) {
        tokens.invalidate();
        res = await once(method, path, body);
      }
      const text = await res.text();
      if (!res.ok) {
        const message = githubMessage(text);
        log(`GitHub ${method} ${path} answered ${res.status}: ${message}`);
        throw new GithubError(res.status, `${method} ${path.split('?')[0]}`, message);
      }
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

export function githubMessage(text: string): string {
  try {
    return String((JSON.parse(text) as { message?: unknown }).message ?? text.slice(0, 200));
  } catch {
    return text.slice(0, 200);
  }
}
