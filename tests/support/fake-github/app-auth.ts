import { randomBytes, verify, type KeyObject } from 'node:crypto';

/** GitHub's installation tokens last an hour. */
export const TOKEN_LIFETIME_MS = 60 * 60_000;

export type AppAuthOptions = { appId: string; installationId: string; publicKey: KeyObject; now: () => number };

/**
 * GitHub App authentication as GitHub does it: an RS256 JWT signed with the app's private key buys an
 * installation token (POST /app/installations/{id}/access_tokens); repository calls need that token.
 */
export function createAppAuth(options: AppAuthOptions) {
  const tokens = new Map<string, number>();
  const seenJwts: string[] = [];
  let exchanges = 0;

  /** Why the JWT is refused, or undefined when it is good. */
  function checkJwt(jwt: string): string | undefined {
    const [head, body, signature] = jwt.split('.');
    if (!head || !body || !signature) return 'A JSON web token could not be decoded';
    const header = parse(head);
    const claims = parse(body);
    if (header?.alg !== 'RS256') return "'alg' must be RS256";
    if (!verify('RSA-SHA256', Buffer.from(`${head}.${body}`), options.publicKey, Buffer.from(signature, 'base64url'))) return 'A JSON web token could not be decoded';
    const nowSeconds = Math.floor(options.now() / 1000);
    if (claims?.iss !== Number(options.appId)) return "'Issuer' claim ('iss') must be an Integer";
    if (typeof claims?.exp !== 'number' || typeof claims.iat !== 'number') return "'Expiration time' claim ('exp') must be a numeric value";
    if (claims.exp <= nowSeconds) return "'Expiration time' claim ('exp') is too far in the past";
    if (claims.exp - claims.iat > 600) return "'Expiration time' claim ('exp') is too far in the future";
    if (claims.iat > nowSeconds + 60) return "'Issued at' claim ('iat') must be an Integer representing a time in the past";
    return undefined;
  }

  return {
    checkJwt,
    installationId: options.installationId,
    issue(jwt: string): { token: string; expires_at: string } {
      exchanges++;
      seenJwts.push(jwt);
      const token = `ghs_${randomBytes(18).toString('hex')}`;
      const expiresAt = options.now() + TOKEN_LIFETIME_MS;
      tokens.set(token, expiresAt);
      return { token, expires_at: new Date(expiresAt).toISOString() };
    },
    /** Whether "Authorization: Bearer <token>" (or "token <token>") names a live installation token. */
    allows(authorization: string | undefined): boolean {
      const token = /^(?:Bearer|token)\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      const expiresAt = token ? tokens.get(token) : undefined;
      return expiresAt !== undefined && expiresAt > options.now();
    },
    /** Every token and JWT seen, for tests that check none of them leaks. */
    secrets: () => [...tokens.keys(), ...seenJwts],
    exchanges: () => exchanges,
    /** Drops every token, as when an app's tokens are revoked. */
    revokeAll: () => tokens.clear(),
  };
}

function parse(part: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
