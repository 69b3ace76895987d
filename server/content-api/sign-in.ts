import type { Context } from 'hono';
import { apiAnswer, readChangeBody } from './api-answers.ts';
import type { CrmLogin } from './crm-login.ts';
import { ApiError } from './errors.ts';
import { SESSION_IDLE_MS, type SessionTokens } from './session-token.ts';
import type { ClientAddress } from '../http/client-address.ts';
import type { RateLimit } from '../http/rate-limit.ts';
import { CountsUnavailableError, type SharedAttempt, type SharedLimiter } from './sign-in-limit/shared-limiter.ts';
import { isObject } from '../../src/content/json-values.ts';

/** A username and a password are tiny; anything bigger is not a sign-in. */
export const SIGN_IN_MAX_BYTES = 16 * 1024;
const MAX_USERNAME = 150;
const MAX_PASSWORD = 1024;

/**
 * Ten wrong passwords per 15 minutes per address: enough for an office behind one address to make
 * a few typos each, far too few to guess a password (the CRM has its own limit behind this one).
 */
export const SIGN_IN_RATE_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60 * 1000 };

export type SignInOptions = { login: CrmLogin; sessions: SessionTokens; limiter: SharedLimiter; clientAddress: ClientAddress; log: (line: string) => void };

/**
 * POST /session {username, password}: the administrator confirms the password once per editing
 * session (as GitHub's sudo mode asks); the CRM checks it and says whether she is an administrator,
 * and the answer is the API's own session {token, user, id, expiresAt, idleMinutes}. Only wrong
 * passwords count towards the limit: a right one, or a CRM that did not answer, is forgiven.
 * The counts are shared by every instance (sign-in-limit/); when they cannot be read or written the
 * try is refused (503 `sign-in-check-unavailable`), never let through uncounted: see decision 015.
 */
export function createSignIn({ login, sessions, limiter, clientAddress, log }: SignInOptions) {
  const tooMany = (seconds: number) =>
    new ApiError('too-many-sign-ins', { details: [`Try again in about ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`] }, { 'Retry-After': String(seconds) });

  return async (c: Context): Promise<Response> => {
    const client = clientAddress(c);
    // Refused before the body is read: a paused address costs nothing more.
    const wait = await counted(() => limiter.retryAfter(client));
    if (wait > 0) throw tooMany(wait);
    const { username, password } = readCredentials(await readChangeBody(c, SIGN_IN_MAX_BYTES));

    const attempt = await counted(() => limiter.attempt(client));
    if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);
    // A forgiveness the store missed leaves one failure counted too many: the safe side, so the answer stands.
    const forgive = (attempt: Extract<SharedAttempt, { allowed: true }>) => attempt.forgive().catch((error) => log(`${(error as Error).message}; one right sign-in stays counted as wrong.`));
    try {
      const staff = await login(username, password);
      await forgive(attempt);
      const { token, claims } = sessions.issue(staff);
      return apiAnswer(c, 200, { token, user: claims.user, id: claims.id, expiresAt: new Date(claims.expiresAt).toISOString(), idleMinutes: SESSION_IDLE_MS / 60_000 });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'password-wrong')) await forgive(attempt);
      throw error;
    }
  };

  async function counted<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof CountsUnavailableError)) throw error;
      log(error.message);
      throw new ApiError('sign-in-check-unavailable', {}, { 'Retry-After': '60' });
    }
  }
}

function readCredentials(body: unknown): { username: string; password: string } {
  if (!isObject(body)) throw new ApiError('sign-in-incomplete', { details: ['Send {"username": "...", "password": "..."}.'] });
  const extra = Object.keys(body).filter((key) => key !== 'username' && key !== 'password');
  if (extra.length) throw new ApiError('sign-in-incomplete', { details: [`Only "username" and "password" are read; remove ${extra.map((key) => `"${key}"`).join(', ')}.`] });
  const { username, password } = body;
  if (typeof username !== 'string' || username === '' || username.length > MAX_USERNAME) throw new ApiError('sign-in-incomplete', { details: [`"username" must be text of 1 to ${MAX_USERNAME} characters.`] });
  if (typeof password !== 'string' || password === '' || password.length > MAX_PASSWORD) throw new ApiError('sign-in-incomplete', { details: [`"password" must be text of 1 to ${MAX_PASSWORD} characters.`] });
  return { username, password };
}
