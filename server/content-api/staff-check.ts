import { ApiError } from './errors.ts';

/** Who sent a request, as the CRM says (never as the browser says). */
export type Staff = { id: number | string | null; user: string };

export type StaffCheck = (authorization: string | undefined) => Promise<Staff>;

/** Long enough for a slow CRM, short enough that the studio gets an answer it can show. */
export const WHOAMI_TIMEOUT_MS = 5_000;

/**
 * Asks the CRM's "who is this token" address (GET, "Authorization: Token <key>", answered
 * {id, user, is_admin}) whether the token belongs to an administrator. Every request is checked
 * afresh: the API keeps no sessions, so a token the CRM revokes stops working at once.
 */
export function createStaffCheck(whoamiUrl: string, timeoutMs = WHOAMI_TIMEOUT_MS): StaffCheck {
  return async (authorization) => {
    const token = /^Token\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (!token) throw new ApiError('token-missing', {}, { 'WWW-Authenticate': 'Token' });

    let res: Response;
    let answer: unknown;
    try {
      res = await fetch(whoamiUrl, { headers: { Authorization: `Token ${token}`, Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      answer = res.status === 200 ? await res.json() : undefined;
    } catch {
      throw new ApiError('login-service-unavailable');
    }
    if (res.status === 401 || res.status === 403) throw new ApiError('token-invalid', {}, { 'WWW-Authenticate': 'Token' });
    const { id, user, is_admin: isAdmin } = (answer ?? {}) as Record<string, unknown>;
    // Anything but a clear answer is the login service's fault, and never counts as an administrator.
    if (res.status !== 200 || typeof user !== 'string' || typeof isAdmin !== 'boolean') throw new ApiError('login-service-unavailable');
    if (!isAdmin) throw new ApiError('not-admin');
    return { id: typeof id === 'number' || typeof id === 'string' ? id : null, user };
  };
}
