import type { LoginAnswer } from '../../app/session/session-store';

/** Long enough for a slow phone connection, short enough that a dead server gives an answer. */
export const LOGIN_TIMEOUT_MS = 15_000;

export type LoginResult = { ok: true; answer: LoginAnswer } | { ok: false; reason: 'invalid' | 'server' };

/** The CRM's answer {token, is_admin, id}; anything without a token is not a login. */
export function parseLoginAnswer(data: unknown): LoginAnswer | null {
  if (!data || typeof data !== 'object') return null;
  const { token, is_admin: isAdmin, id } = data as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  return {
    token,
    isAdmin: isAdmin === true,
    userId: typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null,
  };
}

/** 400 and 401 mean wrong credentials (spec section 8); everything else is the server's fault. */
export function reasonFor(status: number | undefined): 'invalid' | 'server' {
  return status === 400 || status === 401 ? 'invalid' : 'server';
}

/**
 * POST {apiHost}/login/ with JSON {username, password}. axios is imported here, on submit, so it
 * never weighs on the first load of any page.
 */
export async function requestLogin(
  apiHost: string,
  credentials: { username: string; password: string },
  timeout = LOGIN_TIMEOUT_MS,
): Promise<LoginResult> {
  const { default: axios, isAxiosError } = await import('axios');
  try {
    const response = await axios.post(`${apiHost.replace(/\/+$/, '')}/login/`, credentials, {
      timeout,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    const answer = parseLoginAnswer(response.data);
    return answer ? { ok: true, answer } : { ok: false, reason: 'server' };
  } catch (error) {
    return { ok: false, reason: reasonFor(isAxiosError(error) ? error.response?.status : undefined) };
  }
}
