import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteFile } from '../../src/generated/site-types.ts';
import { readGithubRepository, type GithubRepository } from './backends/github/github-settings.ts';
import { proxyList } from '../http/client-address.ts';
import { applyEnvOverrides } from '../../src/content/bundles.ts';

export const DEFAULT_CONTENT_API_PORT = 8789;
/** Where the site runs on a developer's machine (`npm start`, `npm run dev`), for the local backend. */
const LOCAL_ORIGINS = ['http://localhost:4173', 'http://127.0.0.1:4173', 'http://localhost:5173', 'http://127.0.0.1:5173'];

export type ContentApiConfig = {
  root: string;
  host: string;
  port: number;
  backend: 'local' | 'github';
  /** The CRM's POST /login/, which confirms an administrator's password (POST /session). */
  crmLoginUrl: string;
  /** "session": the API's own signed sessions only (the default); "whoami": CRM tokens are also accepted, checked at whoamiUrl. */
  staffCheck: 'session' | 'whoami';
  whoamiUrl?: string;
  /** Proxies whose X-Forwarded-For names the client, for the sign-in limit (addresses or ranges). */
  trustedProxies: string[];
  allowedOrigins: string[];
  auditLog: string;
  /** The folder of the sign-in limit's counts (sign-in-limit/disk-count-store.ts), shared by the instances on this disk. */
  signInCounts: string;
  /** The github backend's repository and branches (its app secrets are read at start, from the environment only). */
  github?: GithubRepository;
  /**
   * Where the pages send their visit counts (site.json integrations.analytics, or VITE_ANALYTICS_HOST
   * and VITE_ANALYTICS_DOMAIN as for the build), for the owner's numbers; the Stats API key is read at
   * start, from the environment only (visit-counts/visit-counts.ts).
   */
  visitCounts?: { host: string; domain: string };
};

type Env = Record<string, string | undefined>;

/**
 * The content API's settings: the backend from site/site.json ("integrations.contentApi"), the rest
 * from where it runs. Environment variables win, so one build of the site can be served by an API
 * started differently in development, in the tests and in production. Bad values stop the start
 * with a sentence saying which variable to fix.
 */
export function readContentApiConfig(env: Env, defaultRoot: string): ContentApiConfig {
  const root = resolve(env.CONTENT_API_ROOT || defaultRoot);
  const sitePath = join(root, 'site', 'site.json');
  let site: SiteFile;
  try {
    site = JSON.parse(readFileSync(sitePath, 'utf8')) as SiteFile;
  } catch (error) {
    throw new Error(`Cannot read ${sitePath} (${(error as Error).message}); set CONTENT_API_ROOT to the project folder.`);
  }
  const settings = site.integrations?.contentApi;
  // The same host and domain the build gives the pages, so the numbers asked for are the ones they send.
  const analytics = site.integrations && site.business ? applyEnvOverrides(site, env).integrations.analytics : undefined;

  const backend = env.CONTENT_API_BACKEND || settings?.backend || 'local';
  if (backend !== 'local' && backend !== 'github') throw new Error(`CONTENT_API_BACKEND is "${backend}"; use "local" or "github".`);

  // A password is checked by the CRM that issued it: where the site's login posts (VITE_CRM_API_HOST
  // when the build points it elsewhere, as for the local stand-in).
  const apiHost = (env.VITE_CRM_API_HOST || site.integrations?.crm?.apiHost || '').replace(/\/+$/, '');
  const crmLoginUrl = `${apiHost}/login/`;
  if (!URL.canParse(crmLoginUrl)) throw new Error(`The CRM's address "${apiHost}" is not a URL; set integrations.crm.apiHost in site/site.json, or VITE_CRM_API_HOST, e.g. http://127.0.0.1:8787.`);

  // /whoami/ is a contract the spec does not show: only when asked for, by name or by its address.
  const staffCheck = env.CONTENT_API_STAFF_CHECK || (env.CONTENT_API_WHOAMI_URL ? 'whoami' : 'session');
  if (staffCheck !== 'session' && staffCheck !== 'whoami') throw new Error(`CONTENT_API_STAFF_CHECK is "${staffCheck}"; use "session" (the default) or "whoami".`);
  const whoamiUrl = staffCheck === 'whoami' ? env.CONTENT_API_WHOAMI_URL || `${apiHost}/whoami/` : undefined;
  if (whoamiUrl !== undefined && !URL.canParse(whoamiUrl)) throw new Error(`The token check address "${whoamiUrl}" is not a URL; set CONTENT_API_WHOAMI_URL, e.g. http://127.0.0.1:8787/whoami/.`);

  const trustedProxies = (env.CONTENT_API_TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  proxyList(trustedProxies);

  const siteOrigin = URL.canParse(site.business?.url ?? '') ? [new URL(site.business.url).origin] : [];
  const allowedOrigins = env.CONTENT_API_ORIGINS
    ? env.CONTENT_API_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
    : // Pages on this machine may call a local backend only: in production they would be anyone's.
      [...siteOrigin, ...(backend === 'local' ? LOCAL_ORIGINS : [])];

  return {
    root,
    host: env.CONTENT_API_HOST || '127.0.0.1',
    port: readPort(env.CONTENT_API_PORT),
    backend,
    crmLoginUrl,
    staffCheck,
    ...(whoamiUrl ? { whoamiUrl } : {}),
    trustedProxies,
    allowedOrigins,
    auditLog: resolve(env.CONTENT_API_AUDIT_LOG || join(root, '.local', 'content-audit.jsonl')),
    signInCounts: join(root, '.local', 'sign-in-failures'),
    ...(backend === 'github' ? { github: readGithubRepository(env, settings?.github) } : {}),
    ...(analytics ? { visitCounts: { host: analytics.host, domain: analytics.domain } } : {}),
  };
}

function readPort(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_CONTENT_API_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`CONTENT_API_PORT is "${text}"; use a whole number from 0 to 65535 (0 picks a free port).`);
  }
  return port;
}
