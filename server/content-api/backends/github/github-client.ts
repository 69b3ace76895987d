import { setTimeout as sleep } from 'node:timers/promises';
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';

/**
 * How long the client waits. GitHub's numbers are in seconds and are multiplied by `retryBaseMs`
 * (1000 in production); the tests set it to 1, so a "retry-after: 60" costs 60 ms. `spaceWrites`
 * keeps plugin-throttling's spacing of writes (a second apart, three before a call that notifies
 * people, as GitHub asks of integrations); the tests turn it off, as it would only slow them.
 */
export type GithubTiming = { retryBaseMs: number; spaceWrites: boolean };
export const PRODUCTION_TIMING: GithubTiming = { retryBaseMs: 1000, spaceWrites: true };

/** Stands in for plugin-throttling's write and notification queues when writes are not spaced: runs each job at once. */
const UNSPACED = { key: () => ({ schedule: (_options: unknown, job: (...args: unknown[]) => unknown, ...args: unknown[]) => Promise.resolve(job(...args)) }) } as unknown as NonNullable<ThrottlingOptions['write']>;

/** A server error (5xx, or GitHub not reached) is tried this many times more, after 1, 4 and 9 seconds. */
export const SERVER_ERROR_RETRIES = 3;
/** A rate limit is waited out at most this many times per call... */
export const RATE_LIMIT_RETRIES = 2;
/**
 * ...and only when GitHub asks for no longer than this (seconds): a staff member is waiting for the
 * answer, and a proxy in front of the API may give up after a minute. A longer wait is the staff
 * member's to take: they are told how long (github-busy).
 */
export const LONGEST_WAIT_SECONDS = 20;
/** No single call may hang a staff member's request for longer than this. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * Sent with every request, the token exchange and the tarball (and its redirect to codeload) included,
 * as GitHub asks: the REST API version these calls were written for, so a change of GitHub's default
 * version cannot change its answers, and GitHub's own media type.
 */
export const GITHUB_HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' } as const;

const GithubOctokit = Octokit.plugin(retry, throttling, paginateRest);
export type GithubOctokit = InstanceType<typeof GithubOctokit>;

/**
 * An Octokit for the REST API at `apiUrl` (GitHub's or the tests' stand-in) that retries server
 * errors with growing waits (plugin-retry), waits out rate limits as GitHub's headers ask
 * (plugin-throttling: "retry-after", "x-ratelimit-remaining"/"-reset", the secondary limit's
 * message) and spaces writes as GitHub's best practices ask, and follows `Link` pages
 * (plugin-paginate-rest). Every request carries GITHUB_HEADERS. It sends no token: github-api.ts adds
 * the installation's.
 */
export function createGithubOctokit(apiUrl: string, log: (line: string) => void, timing: GithubTiming = PRODUCTION_TIMING): GithubOctokit {
  const waitOut = (kind: string) => (retryAfter: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
    const again = retryCount < RATE_LIMIT_RETRIES && retryAfter <= LONGEST_WAIT_SECONDS;
    log(`GitHub ${kind} on ${options.method} ${options.url.split('?')[0]}: it asks to wait ${retryAfter} s; ${again ? 'waiting, then trying again' : 'giving up'}.`);
    return again;
  };
  const octokit = new GithubOctokit({
    baseUrl: apiUrl,
    userAgent: 'cedar-creek-content-api',
    request: { fetch: (url: string, init: RequestInit) => fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS) }) },
    // Octokit logs to the console by default; our log has one line per event and never a token.
    log: { debug: () => {}, info: () => {}, warn: (message: string) => log(`GitHub client: ${message}`), error: (message: string) => log(`GitHub client: ${message}`) },
    // Only server errors are retried here: a 4xx is GitHub's decision (limits are the throttling's).
    retry: { retries: SERVER_ERROR_RETRIES, retryAfterBaseValue: timing.retryBaseMs, doNotRetry: [400, 401, 403, 404, 405, 409, 410, 412, 413, 422, 429, 451] },
    throttle: {
      retryAfterBaseValue: timing.retryBaseMs,
      onRateLimit: waitOut('rate limit'),
      onSecondaryRateLimit: waitOut('secondary rate limit'),
      ...(timing.spaceWrites ? {} : { write: UNSPACED, notifications: UNSPACED }),
    },
  });
  // @octokit/core has no option for default headers (it ignores a `headers` one), so every request gets them here.
  octokit.hook.before('request', (options) => void Object.assign(options.headers, GITHUB_HEADERS));
  waitOutPlainRetryAfter(octokit, log, timing);
  return octokit;
}

/** What an Octokit RequestError carries that is read here. */
type Refusal = { status?: number; message?: string; response?: { headers?: Record<string, string | undefined>; data?: unknown } };

/**
 * Seconds a plain 429 asks to wait in its retry-after: one without the secondary limit's words or a
 * used-up hourly limit, which plugin-throttling passes over (it knows only those two), else undefined.
 */
function plainRetryAfter(error: unknown): number | undefined {
  const { status, message, response } = (error ?? {}) as Refusal;
  if (status !== 429 || !response?.headers) return undefined;
  const said = `${message ?? ''} ${String((response.data as { message?: unknown } | undefined)?.message ?? '')}`;
  if (/\bsecondary rate\b/i.test(said) || response.headers['x-ratelimit-remaining'] === '0') return undefined;
  const seconds = Number(response.headers['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * GitHub (or a proxy before it) may answer a plain 429 with retry-after; it still said when to come
 * back, so it is waited out like the other limits: at most RATE_LIMIT_RETRIES times and only for up to
 * LONGEST_WAIT_SECONDS, else github-busy (github-api.ts). A 429 is a refusal before anything was done,
 * so a write may be sent again too. Wrapped outside the plugins, so plugin-retry's own tries stay inside.
 */
function waitOutPlainRetryAfter(octokit: GithubOctokit, log: (line: string) => void, timing: GithubTiming): void {
  octokit.hook.wrap('request', async (request, options) => {
    for (let waits = 0; ; waits++) {
      try {
        return await request(options);
      } catch (error) {
        const seconds = plainRetryAfter(error);
        if (seconds === undefined) throw error;
        const again = waits < RATE_LIMIT_RETRIES && seconds <= LONGEST_WAIT_SECONDS;
        log(`GitHub too many requests (429) on ${options.method} ${options.url.split('?')[0]}: it asks to wait ${seconds} s; ${again ? 'waiting, then trying again' : 'giving up'}.`);
        if (!again) throw error;
        await sleep(seconds * timing.retryBaseMs);
      }
    }
  });
}
