import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { GITHUB_HEADERS, GithubError, githubMessage, type TokenSource } from './github-api.ts';
import type { GithubApp } from './github-settings.ts';

/** A token is renewed this long before GitHub says it expires, so no call starts with one about to lapse. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * Parses the app's private key at start, so a wrong one stops the server with a plain sentence
 * instead of failing the first staff member's save. The message never repeats the key.
 */
export function parseAppKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('The GitHub App private key (CONTENT_API_GITHUB_PRIVATE_KEY or _FILE) is not a readable PEM private key. Use the .pem file GitHub generated for the app, whole, from its "-----BEGIN" line to its "-----END" line.');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`The GitHub App private key is an ${key.asymmetricKeyType} key; GitHub Apps sign with RSA keys. Generate a new private key on the app's settings page.`);
  return key;
}

/** The app's JWT (RS256): GitHub allows at most 10 minutes; issued a minute back against clock drift; `iss` a number, as GitHub asks. */
export function appJwt(appId: string, key: KeyObject, nowMs: number): string {
  const now = Math.floor(nowMs / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iat: now - 60, exp: now + 9 * 60, iss: Number(appId) })}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
}

/**
 * Installation tokens, exchanged for a fresh JWT when needed and kept until shortly before they
 * expire. Callers asking at the same time share one exchange.
 */
export function createInstallationTokens(apiUrl: string, app: GithubApp, options: { now?: () => number; log?: (line: string) => void } = {}): TokenSource {
  const { now = Date.now, log = () => {} } = options;
  const key = parseAppKey(app.privateKey);
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function exchange(): Promise<string> {
    const call = `POST /app/installations/${app.installationId}/access_tokens`;
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/app/installations/${app.installationId}/access_tokens`, {
        method: 'POST',
        headers: { ...GITHUB_HEADERS, Authorization: `Bearer ${appJwt(app.appId, key, now())}` },
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      log(`GitHub ${call} failed: ${(error as Error).message}`);
      throw new GithubError(0, call, (error as Error).message);
    }
    const text = await res.text();
    if (res.status !== 201) {
      log(`GitHub ${call} answered ${res.status}: ${githubMessage(text)}`);
      throw new GithubError(res.status, call, githubMessage(text));
    }
    const { token, expires_at: expiresAt } = JSON.parse(text) as { token: string; expires_at: string };
    cached = { token, expiresAt: Date.parse(expiresAt) };
    return token;
  }

  return {
    token() {
      if (cached && cached.expiresAt - TOKEN_REFRESH_MARGIN_MS > now()) return Promise.resolve(cached.token);
      pending ??= exchange().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
