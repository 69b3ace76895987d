import { createHash } from 'node:crypto';
import { ApiError } from './errors.ts';
import type { CrmTokenCheck, Staff } from './staff-check.ts';

export type WhoamiOptions = {
  /** Long enough for a slow CRM, short enough that the studio gets an answer it can show. */
  timeoutMs?: number;
  /** How long an answer (yes or no) is reused: a token the CRM revokes works this much longer at most. */
  cacheMs?: number;
  /** Answers kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** Tokens asked about at once at most: made-up tokens cannot keep more calls than this open on the CRM. */
  maxLookups?: number;
  now?: () => number;
};

export const WHOAMI_DEFAULTS = { timeoutMs: 5_000, cacheMs: 60_000, maxEntries: 1_000, maxLookups: 4 } as const;

type Outcome = { staff: Staff } | { refused: 'token-invalid' | 'not-admin' };

/**
 * The optional /whoami/ mode (CONTENT_API_STAFF_CHECK=whoami): asks the CRM's "who is this token"
 * address (GET, "Authorization: Token <key>", answered {id, user, is_admin}), an address the spec
 * does not show, so never the default. Answers are cached per token hash for a minute, refusals
 * too, so repeating a made-up token costs the CRM nothing; one lookup per token at a time, and a
 * few tokens at once at most, so inventing new ones cannot flood it either.
 */
export function createWhoamiCheck(whoamiUrl: string, options: WhoamiOptions = {}): CrmTokenCheck {
  const { timeoutMs, cacheMs, maxEntries, maxLookups } = { ...WHOAMI_DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  const cache = new Map<string, { outcome: Outcome; until: number }>();
  const lookups = new Map<string, Promise<Outcome>>();

  const lookUp = async (token: string): Promise<Outcome> => {
    let res: Response;
    let answer: unknown;
    try {
      res = await fetch(whoamiUrl, { headers: { Authorization: `Token ${token}`, Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      answer = res.status === 200 ? await res.json() : undefined;
    } catch {
      throw new ApiError('login-service-unavailable');
    }
    if (res.status === 401 || res.status === 403) return { refused: 'token-invalid' };
    const { id, user, is_admin: isAdmin } = (answer ?? {}) as Record<string, unknown>;
    // Anything but a clear answer is the login service's fault, and never counts as an administrator.
    if (res.status !== 200 || typeof user !== 'string' || typeof isAdmin !== 'boolean') throw new ApiError('login-service-unavailable');
    if (!isAdmin) return { refused: 'not-admin' };
    return { staff: { id: typeof id === 'number' || typeof id === 'string' ? id : null, user } };
  };

  const remember = (key: string, outcome: Outcome) => {
    cache.delete(key);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(key, { outcome, until: now() + cacheMs });
  };

  return async (token) => {
    const key = createHash('sha256').update(token).digest('hex');
    const cached = cache.get(key);
    let outcome = cached && cached.until > now() ? cached.outcome : undefined;
    // Used again: it moves to the back of the line, so the least recently used answer is the one dropped.
    if (outcome) {
      cache.delete(key);
      cache.set(key, cached!);
    }
    if (!outcome) {
      let pending = lookups.get(key);
      if (!pending) {
        if (lookups.size >= maxLookups) throw new ApiError('login-checks-busy', {}, { 'Retry-After': '5' });
        pending = lookUp(token).finally(() => lookups.delete(key));
        lookups.set(key, pending);
        // Cached once, by the lookup itself, however many requests wait on it.
        pending.then((result) => remember(key, result), () => {});
      }
      outcome = await pending;
    }
    if ('refused' in outcome) throw new ApiError(outcome.refused, {}, outcome.refused === 'token-invalid' ? { 'WWW-Authenticate': 'Bearer, Token' } : {});
    return { staff: outcome.staff };
  };
}
