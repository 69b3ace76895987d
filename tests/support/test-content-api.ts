// Shared by the *.test.ts files: a real stand-in (logins, tokens) and a real content API with the
// local backend over a temp copy of the project, both on free loopback ports.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../../server/stand-in/demo-accounts.ts';
import { postJson, startTestStandIn, type TestStandIn } from './test-stand-in.ts';
import { removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';
import { createLocalBackend, type LocalBackendOptions } from '../../server/content-api/backends/local/local-backend.ts';
import { startContentApi, type ContentApi } from '../../server/content-api/content-api-server.ts';
import { createStaffCheck } from '../../server/content-api/staff-check.ts';
import { sharedValidator } from './shared-validator.ts';

export const SITE_ORIGIN = 'http://localhost:4173';

export type TestContentApi = {
  api: ContentApi;
  standIn: TestStandIn;
  /** The temp project: root/site is what the API reads and writes. */
  root: string;
  auditLog: string;
  adminToken: string;
  crewToken: string;
  logs: string[];
  /** Reads a file of the temp project's site/ folder. */
  siteFile(path: string): string;
  stop(): Promise<void>;
};

export async function startTestContentApi(extra: Partial<LocalBackendOptions> = {}): Promise<TestContentApi> {
  const root = tempProject();
  const auditLog = join(root, '.local', 'content-audit.jsonl');
  const standIn = await startTestStandIn();
  const logs: string[] = [];
  const api = await startContentApi({
    port: 0,
    backend: createLocalBackend({ root, auditLog, log: (line) => logs.push(line), ...extra }),
    checkStaff: createStaffCheck(`${standIn.url}/whoami/`),
    allowedOrigins: [SITE_ORIGIN],
    log: (line) => logs.push(line),
    validator: sharedValidator(),
  });
  const login = async (index: 0 | 1) => {
    const { username, password } = DEMO_ACCOUNTS[index];
    return (await (await postJson(`${standIn.url}/login/`, { username, password })).json()).token as string;
  };
  const running: TestContentApi = {
    api,
    standIn,
    root,
    auditLog,
    adminToken: await login(0),
    crewToken: await login(1),
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

export function getFile(t: TestContentApi, path: string, token = t.adminToken) {
  return fetch(`${t.api.url}/files/${path}`, { headers: { Authorization: `Token ${token}` } });
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
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Token ${token}` } : {}), ...headers },
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
