// Shared by the github backend's tests: the CRM stand-in (logins), the fake GitHub seeded with a
// copy of site/, a fresh app key pair, and a content API with the github backend, all on free
// loopback ports. The clock is the test's, so token expiry is tested by moving it, not by waiting.
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../../server/stand-in/demo-accounts.ts';
import { postJson, startTestStandIn, type TestStandIn } from './test-stand-in.ts';
import { projectRoot, removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';
import { createGithubApi, type GithubApi, type TokenSource } from '../../server/content-api/backends/github/github-api.ts';
import type { GithubTiming } from '../../server/content-api/backends/github/github-client.ts';
import { createInstallationTokens } from '../../server/content-api/backends/github/github-app-token.ts';
import { createGithubBackend, type GithubBackendOptions } from '../../server/content-api/backends/github/github-backend.ts';
import type { GithubApp, GithubRepository } from '../../server/content-api/backends/github/github-settings.ts';
import { startFakeGithub, type FakeGithub } from './fake-github/fake-github.ts';
import { startContentApi, type ContentApi } from '../../server/content-api/content-api-server.ts';
import { sharedValidator } from './shared-validator.ts';
import { createStaffAccess } from '../../server/content-api/staff-access.ts';
import { createDiskCountStore } from '../../server/content-api/sign-in-limit/disk-count-store.ts';
import { signIn, SITE_ORIGIN, TEST_SESSION_SECRET } from './test-content-api.ts';

export const REPOSITORY = 'cedarcreek/website';
/** GitHub's waits in milliseconds instead of seconds (a "retry-after: 60" costs the test 60 ms), and writes not spaced. */
export const TEST_TIMING: GithubTiming = { retryBaseMs: 1, spaceWrites: false };

export type TestGithubContentApi = {
  api: ContentApi;
  github: FakeGithub;
  crm: TestStandIn;
  app: GithubApp;
  repository: GithubRepository;
  tokens: TokenSource;
  githubApi: GithubApi;
  /** The clock the token cache and the stand-in read; tests move it forward. */
  clock: { ms: number };
  adminToken: string;
  /** The content API's and the token source's log lines (GitHub's own messages go here). */
  logs: string[];
  /** Every answer body the content API gave through `call`, for the check that no secret leaks. */
  answers: string[];
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
};

export function appKeys() {
  return generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
}

export async function startTestGithubContentApi(extra: Partial<Pick<GithubBackendOptions, 'beforeSave'>> & { installationId?: string; origins?: string[] } = {}): Promise<TestGithubContentApi> {
  const keys = appKeys();
  const clock = { ms: Date.now() };
  const now = () => clock.ms;
  const seed = tempProject();
  const github = await startFakeGithub({ repository: REPOSITORY, baseBranch: 'main', seedSiteDir: join(seed, 'site'), appId: '1234', installationId: '5678', publicKey: createPublicKey(keys.publicKey), now });
  const crm = await startTestStandIn();
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const app: GithubApp = { appId: '1234', installationId: extra.installationId ?? '5678', privateKey: keys.privateKey };
  const repository: GithubRepository = { apiUrl: github.url, owner: 'cedarcreek', name: 'website', baseBranch: 'main', branchPrefix: 'content/' };
  const tokens = createInstallationTokens(github.url, app, { now, log, timing: TEST_TIMING });
  const githubApi = createGithubApi(github.url, tokens, log, TEST_TIMING);
  const api = await startContentApi({
    port: 0,
    backend: createGithubBackend({ repository, api: githubApi, pictures: { publicDir: join(projectRoot, 'public') }, log, beforeSave: extra.beforeSave }),
    staff: createStaffAccess({ secret: TEST_SESSION_SECRET, crmLoginUrl: `${crm.url}/login/`, signInCounts: createDiskCountStore(join(seed, '.local', 'sign-in-failures')), log }),
    // `origins`: a real site's, for a browser test that sends the studio to this API.
    allowedOrigins: [SITE_ORIGIN, ...(extra.origins ?? [])],
    log,
    validator: sharedValidator(),
  });
  const adminToken = await signIn(api.url, DEMO_ACCOUNTS[0]);
  const answers: string[] = [];
  return {
    api,
    github,
    crm,
    app,
    repository,
    tokens,
    githubApi,
    clock,
    adminToken,
    logs,
    answers,
    async call(method, path, body) {
      const res = await fetch(`${api.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      answers.push(text);
      return { status: res.status, body: JSON.parse(text) };
    },
    async stop() {
      await api.close();
      await github.close();
      await crm.stop();
      removeTempProjects();
    },
  };
}

