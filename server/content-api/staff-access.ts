import type { RouteHandler } from '../http/http-app.ts';
import { createClientAddress } from '../http/client-address.ts';
import type { CountStore } from './sign-in-limit/count-store.ts';
import { createSharedLimiter } from './sign-in-limit/shared-limiter.ts';
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
  /** Where failed sign-ins are counted, shared by every instance: a folder on disk, or Netlify Blobs (sign-in-limit/). */
  signInCounts: CountStore;
  /** Addresses or ranges of the proxies in front, whose X-Forwarded-For is believed (client-address.ts). */
  trustedProxies?: string[];
  /** The clock of the sessions, the sign-in limit and the whoami cache; tests move it. */
  now?: () => number;
  whoami?: Omit<WhoamiOptions, 'now'>;
  /** Where a store that cannot be read is reported (the server's log). */
  log?: (line: string) => void;
};

export function createStaffAccess(options: StaffAccessOptions): StaffAccess {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const sessions = createSessionTokens(options.secret, now);
  const whoami = options.whoamiUrl ? createWhoamiCheck(options.whoamiUrl, { ...options.whoami, now }) : undefined;
  return {
    signIn: createSignIn({
      login: createCrmLogin(options.crmLoginUrl),
      sessions,
      limiter: createSharedLimiter(SIGN_IN_RATE_LIMIT, options.signInCounts, { now, log }),
      clientAddress: createClientAddress(options.trustedProxies ?? []),
      log,
    }),
    check: createStaffCheck(sessions, whoami),
  };
}
