import { ApiError } from './errors.ts';
import type { SessionTokens } from './session-token.ts';
import type { Staff } from './staff.ts';

// Who sent a request, as the content API's own session (or the CRM) says, never as the browser says.
// Its own file, so session-token.ts can name it without importing this one back.
export type { Staff } from './staff.ts';

/** A checked request: who sent it, and for an own session the renewed token its answer carries. */
export type CheckedStaff = { staff: Staff; renewed?: string };

export type StaffCheck = (authorization: string | undefined) => Promise<CheckedStaff>;

/** Checks a CRM token (the optional /whoami/ mode, whoami-check.ts). */
export type CrmTokenCheck = (token: string) => Promise<CheckedStaff>;

/** The answer header that carries a renewed session token; the studio keeps the latest one it sees. */
export const SESSION_HEADER = 'Content-Api-Session';

/**
 * Checks the Authorization header of every request but POST /session, with no call to anyone by
 * default: "Bearer <token>" is the API's own session (session-token.ts), issued by POST /session
 * once the CRM confirmed an administrator's password. "Token <key>" (the CRM's own scheme) is
 * accepted only in the optional whoami mode, checked with the CRM.
 */
export function createStaffCheck(sessions: SessionTokens, crmToken?: CrmTokenCheck): StaffCheck {
  const challenge = { 'WWW-Authenticate': crmToken ? 'Bearer, Token' : 'Bearer' };
  return async (authorization) => {
    const [, scheme, value] = /^(Bearer|Token)\s+(\S+)\s*$/i.exec(authorization ?? '') ?? [];
    if (!scheme || !value) throw new ApiError('token-missing', {}, challenge);
    if (scheme.toLowerCase() === 'token') {
      if (crmToken) return crmToken(value);
      throw new ApiError('token-invalid', {}, challenge);
    }
    const checked = sessions.check(value);
    if (!checked.ok) throw new ApiError(checked.problem === 'expired' ? 'session-expired' : 'token-invalid', {}, challenge);
    return { staff: checked.staff, renewed: checked.renewed };
  };
}
