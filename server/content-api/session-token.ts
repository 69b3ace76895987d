import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Staff } from './staff.ts';

/** A session ends 8 hours after the password was confirmed, whatever happens (a working day). */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** …and after 30 minutes without a request (a studio left open on a shared office computer). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** The secret must be hard to guess: a key for HMAC-SHA256 wants at least 256 bits. */
export const MIN_SECRET_LENGTH = 32;
/** Far longer than any real token (about 200 characters); a longer one is not read at all. */
const MAX_TOKEN_LENGTH = 2048;
/** Names what is signed, so a signature made for anything else with the same secret never passes. */
const PURPOSE = 'content-api-session.1';

/** What a session token carries, times in milliseconds since 1970. */
export type SessionClaims = { user: string; id: number | string | null; issuedAt: number; lastActivity: number; expiresAt: number };

export type SessionCheck =
  | { ok: true; staff: Staff; claims: SessionClaims; renewed: string }
  | { ok: false; problem: 'invalid' | 'expired' };

export type SessionTokens = {
  issue(staff: Staff): { token: string; claims: SessionClaims };
  /** Checks a token; a good one comes back renewed (its last activity now), which slides the idle limit. */
  check(token: string): SessionCheck;
};

/**
 * The content API's own sessions, stateless: `<claims>.<signature>`, both base64url, the signature
 * HMAC-SHA256 of the claims with the server's secret. Nothing is stored, so any number of API
 * processes with the same secret accept each other's tokens, and changing the secret ends every session.
 */
export function createSessionTokens(secret: string, now: () => number = Date.now): SessionTokens {
  const sign = (claims: string) => createHmac('sha256', secret).update(`${PURPOSE}.${claims}`).digest();
  const encode = (claims: SessionClaims) => {
    const part = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${part}.${sign(part).toString('base64url')}`;
  };

  return {
    issue(staff) {
      const at = now();
      const claims = { user: staff.user, id: staff.id, issuedAt: at, lastActivity: at, expiresAt: at + SESSION_LIFETIME_MS };
      return { token: encode(claims), claims };
    },
    check(token) {
      const [part, signature, extra] = token.length <= MAX_TOKEN_LENGTH ? token.split('.') : [];
      if (!part || !signature || extra !== undefined) return { ok: false, problem: 'invalid' };
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(part);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'invalid' };
      const claims = readClaims(part);
      if (!claims) return { ok: false, problem: 'invalid' };
      const at = now();
      if (at >= claims.expiresAt || at - claims.lastActivity >= SESSION_IDLE_MS) return { ok: false, problem: 'expired' };
      const renewed = { ...claims, lastActivity: Math.max(at, claims.lastActivity) };
      return { ok: true, staff: { user: claims.user, id: claims.id }, claims: renewed, renewed: encode(renewed) };
    },
  };
}

// Signed by this server, so well formed; checked anyway, so a secret leaked to someone careless cannot crash a check.
function readClaims(part: string): SessionClaims | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const claims = value as Partial<SessionClaims> | null;
  if (!claims || typeof claims !== 'object' || typeof claims.user !== 'string') return undefined;
  if (!(claims.id === null || typeof claims.id === 'number' || typeof claims.id === 'string')) return undefined;
  const times = [claims.issuedAt, claims.lastActivity, claims.expiresAt];
  if (!times.every((time) => Number.isSafeInteger(time))) return undefined;
  return { user: claims.user, id: claims.id, issuedAt: claims.issuedAt!, lastActivity: claims.lastActivity!, expiresAt: claims.expiresAt! };
}
