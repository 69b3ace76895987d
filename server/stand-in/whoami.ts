import type { Context } from 'hono';
import { jsonAnswer } from '../http/answers.ts';
import type { TokenStore } from './session-tokens.ts';

// The CRM speaks Django REST Framework's token scheme: "Authorization: Token <key>", {detail} errors.
const CHALLENGE = { 'WWW-Authenticate': 'Token' };

/** The token in an "Authorization: Token <key>" header, or undefined when there is none. */
export function tokenFrom(header: string | undefined): string | undefined {
  const match = /^Token\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * GET /whoami/: who a token belongs to, so a server (the content API) can check a staff member's
 * role itself instead of trusting what the browser says. 200 {id, user, is_admin}, or 401.
 */
export function createWhoamiHandler(tokens: TokenStore) {
  return async (c: Context): Promise<Response> => {
    const token = tokenFrom(c.req.header('authorization'));
    if (!token) {
      return jsonAnswer(c, 401, { detail: 'Authentication credentials were not provided.' }, CHALLENGE);
    }
    const user = tokens.lookup(token);
    if (!user) return jsonAnswer(c, 401, { detail: 'Invalid token.' }, CHALLENGE);
    return jsonAnswer(c, 200, { id: user.id, user: user.username, is_admin: user.is_admin }, { 'Cache-Control': 'no-store' });
  };
}
