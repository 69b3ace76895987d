import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { createAppAuth } from '@octokit/auth-app';
import { githubFailure, type TokenSource } from './github-api.ts';
import { createGithubOctokit, type GithubTiming } from './github-client.ts';
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
 * Installation tokens from @octokit/auth-app: it trades the app's JWT for a token and makes callers
 * asking at the same time share one exchange. Two things stay ours: the JWT is signed here so its
 * clock is the one given (the tests move it), and the token cache forgets a token
 * TOKEN_REFRESH_MARGIN_MS before GitHub says it expires, on that same clock.
 */
export function createInstallationTokens(apiUrl: string, app: GithubApp, options: { now?: () => number; log?: (line: string) => void; timing?: GithubTiming } = {}): TokenSource {
  const { now = Date.now, log = () => {} } = options;
  const key = parseAppKey(app.privateKey);
  const tokens = new Map<string, string>();
  // auth-app keeps "token|createdAt|expiresAt|…" per installation.
  const cache = {
    get(cacheKey: string) {
      const value = tokens.get(cacheKey);
      const expiresAt = Date.parse(value?.split('|')[2] ?? '');
      if (value && expiresAt - TOKEN_REFRESH_MARGIN_MS > now()) return value;
      tokens.delete(cacheKey);
      return undefined as unknown as string;
    },
    set: (cacheKey: string, value: string) => void tokens.set(cacheKey, value),
  };
  const auth = createAppAuth({
    appId: app.appId,
    installationId: app.installationId,
    createJwt: async (appId) => {
      const signedAt = now();
      return { jwt: appJwt(String(appId), key, signedAt), expiresAt: new Date(signedAt + 9 * 60_000).toISOString() };
    },
    cache,
    request: createGithubOctokit(apiUrl, log, options.timing).request,
    log: { warn: (message: string) => log(`GitHub app auth: ${message}`) },
  });
  let refresh = false;

  return {
    async token() {
      const forced = refresh;
      refresh = false;
      try {
        const { token } = (await auth({ type: 'installation', refresh: forced })) as { token: string };
        return token;
      } catch (error) {
        throw githubFailure(error, `POST /app/installations/${app.installationId}/access_tokens`, log);
      }
    },
    invalidate() {
      refresh = true;
    },
  };
}
