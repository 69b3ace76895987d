// Shared by the *.test.ts files: a real stand-in (logins, tokens) and a real content API with the
// local backend over a temp copy of the project, both on free loopback ports. The administrator
// signs in as the studio does (POST /session, the password checked by the stand-in's /login/).
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../../server/stand-in/demo-accounts.ts';
import { postJson, startTestStandIn, type TestStandIn } from './test-stand-in.ts';
import { removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';
import { createLocalBackend, type LocalBackendOptions } from '../../server/content-api/backends/local/local-backend.ts';
import { startContentApi, type ContentApi } from '../../server/content-api/content-api-server.ts';
import { createStaffAccess, type StaffAccessOptions } from '../../server/content-api/staff-access.ts';
import { createDiskCountStore } from '../../server/content-api/sign-in-limit/disk-count-store.ts';
import { sharedValidator } from './shared-validator.ts';
import type { LiveBuild } from '../../server/content-api/live-build/site-updates.ts';
import { createVisitCounts } from '../../server/content-api/visit-counts/visit-counts.ts';
import { DEFAULT_ANALYTICS_KEY } from '../../server/stand-in/analytics-query.ts';

export const SITE_ORIGIN = 'http://localhost:4173';
/** The tests' session secret, so a test can sign a token the server accepts (one that has expired, say). */
export const TEST_SESSION_SECRET = 'test-secret-for-the-content-api-sessions-0123456789';

export type TestContentApi = {
  api: ContentApi;
  standIn: TestStandIn;
  /** The temp project: root/site is what the API reads and writes. */
  root: string;
  auditLog: string;
  /** The administrator's session on the API (POST /session), sent as "Bearer <token>". */
  adminToken: string;
  /** An ordinary staff member's token from the CRM's /login/: the API accepts no CRM token by default. */
  crewToken: string;
  logs: string[];
  /** Reads a file of the temp project's site/ folder. */
  siteFile(path: string): string;
  stop(): Promise<void>;
};

/** `access` changes how staff are recognised: the clock, trusted proxies, or `whoami: true` for the stand-in's /whoami/ mode. */
export async function startTestContentApi(
  extra: Partial<LocalBackendOptions> = {},
  access: Partial<StaffAccessOptions> & { whoami?: boolean } = {},
  /**
   * `liveBuild`: the site rebuilt after each save (GET /site-status), as under npm start.
   * `visitCounts`: the owner's numbers asked of this stand-in's Stats API (for `domain`), never kept.
   * `origins`: the pages that may call it (the site of the tests' own server, say).
   */
  server: { liveBuild?: LiveBuild; visitCounts?: { domain: string }; origins?: string[] } = {},
): Promise<TestContentApi> {
  const { whoami, ...options } = access;
  const root = tempProject();
  const auditLog = join(root, '.local', 'content-audit.jsonl');
  // The CRM's own limit (5 wrong passwords per address) is raised, so the API's sign-in limit is what a test meets.
  const standIn = await startTestStandIn({ loginRateLimit: { max: 1000, windowMs: 15 * 60 * 1000 } });
  const logs: string[] = [];
  const { visitCounts, origins, ...more } = server;
  const api = await startContentApi({
    port: 0,
    backend: createLocalBackend({ root, auditLog, log: (line) => logs.push(line), ...extra }),
    staff: createStaffAccess({
      secret: TEST_SESSION_SECRET,
      crmLoginUrl: `${standIn.url}/login/`,
      ...(whoami ? { whoamiUrl: `${standIn.url}/whoami/` } : {}),
      signInCounts: createDiskCountStore(join(root, '.local', 'sign-in-failures')),
      log: (line) => logs.push(line),
      ...options,
    }),
    allowedOrigins: origins ?? [SITE_ORIGIN],
    log: (line) => logs.push(line),
    validator: sharedValidator(),
    ...(visitCounts ? { visitCounts: createVisitCounts({ host: standIn.url, domain: visitCounts.domain, key: DEFAULT_ANALYTICS_KEY }, { cacheMs: 0, log: (line) => logs.push(line) }) } : {}),
    ...more,
  });
  const crmLogin = async (index: 0 | 1) => {
    const { username, password } = DEMO_ACCOUNTS[index];
    return (await (await postJson(`${standIn.url}/login/`, { username, password })).json()).token as string;
  };
  const running: TestContentApi = {
    api,
    standIn,
    root,
    auditLog,
    adminToken: await signIn(api.url, DEMO_ACCOUNTS[0]),
    crewToken: await crmLogin(1),
    logs,
    siteFile: (path) => readFileSync(join(root, 'site', path), 'utf8'),
    // Read from the object, so a test that restarts the stand-in can put the new one in its place.
    async stop() {
      await api.close();
      await running.standIn.stop();
      removeTempProjects();
    },
  };
  return running;
}

/** Confirms a password as the studio does, and gives the API's session token. */
export async function signIn(apiUrl: string, account: { username: string; password: string }): Promise<string> {
  const res = await postJson(`${apiUrl}/session`, { username: account.username, password: account.password });
  if (res.status !== 200) throw new Error(`POST /session answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export function getFile(t: TestContentApi, path: string, token = t.adminToken) {
  return fetch(`${t.api.url}/files/${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** Opens a file the way the studio does: its text, version and data. */
export async function openFile(t: TestContentApi, path: string): Promise<{ text: string; version: string; data: Record<string, any> }> {
  const res = await getFile(t, path);
  if (res.status !== 200) throw new Error(`GET /files/${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export function submit(t: TestContentApi, body: unknown, token: string | undefined = t.adminToken, headers: Record<string, string> = {}) {
  return fetch(`${t.api.url}/changes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An update of one opened file: the change the studio sends after editing `data`. */
export function updateOf(opened: { text: string; version: string }, path: string, data: unknown) {
  return { path, action: 'update', baseVersion: opened.version, baseText: opened.text, data };
}

/** Lines that differ between two texts of the same length in lines (the minimal-diff checks). */
export function changedLines(before: string, after: string): { line: number; before?: string; after?: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const out: { line: number; before?: string; after?: string }[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) out.push({ line: i + 1, before: a[i], after: b[i] });
  return out;
}
