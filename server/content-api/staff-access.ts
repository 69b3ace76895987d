import type { RouteHandler } from '../http/http-app.ts';
import { createClientAddress } from '../http/client-address.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { createCrmLogin } from './crm-login.ts';
import { createSessionTokens } from './session-token.ts';
import { createSignIn, SIGN_IN_RATE_LIMIT } from './sign-in.ts';
import { createStaffCheck, type StaffCheck } from './staff-check.ts';
import { createWhoamiCheck, type WhoamiOptions } from './whoami-check.ts';

/** How the content API knows who is asking: POST /session to sign in, and the check of every other request. */
export type StaffAccess = { signIn: RouteHandler; check: StaffCheck };

export type StaffAccessOptions = {
  /** Signs the API's own sessions (CONTENT_API_SESSION_SECRET, session-secret.ts). */
  secret: string;
  /** The CRM's POST /login/ address. */
  crmLoginUrl: string;
  /** Only in the optional whoami mode: the CRM's GET /whoami/ address, which then also accepts CRM tokens. */
  whoamiUrl?: string;
  /** Addresses or ranges of the proxies in front, whose X-Forwarded-For is believed (client-address.ts). */
  trustedProxies?: string[];
  /** The clock of the sessions, the sign-in limit and the whoami cache; tests move it. */
  now?: () => number;
  whoami?: Omit<WhoamiOptions, 'now'>;
};

export function createStaffAccess(options: StaffAccessOptions): StaffAccess {
  const now = options.now ?? Date.now;
  const sessions = createSessionTokens(options.secret, now);
  const whoami = options.whoamiUrl ? createWhoamiCheck(options.whoamiUrl, { ...options.whoami, now }) : undefined;
  return {
    signIn: createSignIn({
      login: createCrmLogin(options.crmLoginUrl),
      sessions,
      limiter: createRateLimiter(SIGN_IN_RATE_LIMIT, now),
      clientAddress: createClientAddress(options.trustedProxies ?? []),
    }),
    check: createStaffCheck(sessions, whoami),
  };
}
