import { ApiError } from './errors.ts';
import type { Staff } from './staff-check.ts';

/** Long enough for a slow CRM, short enough that the studio gets an answer it can show. */
export const CRM_LOGIN_TIMEOUT_MS = 5_000;

export type CrmLogin = (username: string, password: string) => Promise<Staff>;

/**
 * Asks the CRM whether a username and password belong to an administrator, with the one call the
 * spec shows: POST {crm}/login/ {username, password} → {token, is_admin, id}; 400 or 401 for a wrong
 * password (as the site's own login reads it). The CRM's token is not kept: the content API issues
 * its own session. Only `is_admin === true` passes; anything unclear is the CRM's fault, never a pass.
 */
export function createCrmLogin(loginUrl: string, timeoutMs = CRM_LOGIN_TIMEOUT_MS): CrmLogin {
  return async (username, password) => {
    let res: Response;
    let answer: unknown;
    try {
      res = await fetch(loginUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username, password }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = res.status === 200 ? await res.json() : undefined;
    } catch {
      throw new ApiError('login-service-unavailable');
    }
    if (res.status === 400 || res.status === 401) throw new ApiError('password-wrong');
    if (res.status === 429) {
      // The CRM's own limit (it sees every sign-in as coming from this server): its wait is passed on.
      const wait = /^\d{1,6}$/.test(res.headers.get('retry-after') ?? '') ? res.headers.get('retry-after')! : '60';
      throw new ApiError('too-many-sign-ins', {}, { 'Retry-After': wait });
    }
    const { token, is_admin: isAdmin, id } = (answer ?? {}) as Record<string, unknown>;
    if (res.status !== 200 || typeof token !== 'string' || token === '' || typeof isAdmin !== 'boolean') throw new ApiError('login-service-unavailable');
    if (isAdmin !== true) throw new ApiError('not-admin');
    return { user: username, id: typeof id === 'number' || typeof id === 'string' ? id : null };
  };
}
