import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { CLOSE_AFTER, jsonAnswer } from '../http/answers.ts';
import { readObjectBody, REFUSED } from './object-body.ts';
import { verifyPassword, type PasswordHash } from './passwords.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import type { TokenStore } from './session-tokens.ts';
import type { StoredUser } from './users.ts';

/** Credentials are tiny; anything bigger is not a login. */
export const LOGIN_MAX_BYTES = 16 * 1024;

const TOO_MANY = { detail: 'Too many attempts, try again later.' };
const INVALID = { detail: 'Invalid credentials' };

type Credentials = { username: string; password: string };

function parseCredentials(data: Record<string, unknown> | undefined): Credentials | { problem: string } {
  if (!data) return { problem: 'The body must be a JSON object: {"username": "...", "password": "..."}.' };
  for (const field of ['username', 'password'] as const) {
    const value = data[field];
    if (typeof value !== 'string' || value === '') {
      return { problem: `"${field}" is required and must be a non-empty string.` };
    }
  }
  return { username: data.username as string, password: data.password as string };
}

/**
 * Answers the CRM's POST /login/ contract. `dummy` is a hash of a random password, checked
 * for unknown usernames so they take as long as wrong passwords and reveal nothing. Tokens are
 * remembered in `tokens`, so GET /whoami/ can say whose they are.
 */
export function createLoginHandler(users: StoredUser[], dummy: PasswordHash, limiter: RateLimiter, tokens: TokenStore) {
  return async (c: Context): Promise<Response> => {
    const client = getConnInfo(c).remote.address ?? 'unknown';
    const wait = limiter.retryAfter(client);
    if (wait > 0) return jsonAnswer(c, 429, TOO_MANY, { 'Retry-After': String(wait), ...CLOSE_AFTER });

    const body = await readObjectBody(c.req.raw, LOGIN_MAX_BYTES);
    if (!body.ok && body.problem === 'too-large') {
      return jsonAnswer(c, 413, { detail: 'The request body is larger than 16 KiB.' }, CLOSE_AFTER);
    }
    if (!body.ok) return jsonAnswer(c, 400, { detail: REFUSED[body.problem] });
    const credentials = parseCredentials(body.data);
    if ('problem' in credentials) return jsonAnswer(c, 400, { detail: credentials.problem });

    const attempt = limiter.attempt(client);
    if (!attempt.allowed) {
      return jsonAnswer(c, 429, TOO_MANY, { 'Retry-After': String(attempt.retryAfterSeconds) });
    }
    const user = users.find((candidate) => candidate.username === credentials.username);
    const matches = await verifyPassword(credentials.password, user?.password ?? dummy);
    if (!user || !matches) return jsonAnswer(c, 401, INVALID);

    attempt.forgive();
    return jsonAnswer(c, 200, { token: tokens.issue(user), is_admin: user.is_admin, id: user.id });
  };
}
