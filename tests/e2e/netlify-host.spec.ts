/**
 * The production shape on Netlify's own local runtime (docs/decisions/025-production-host.md): the
 * built dist/ with its _headers and _redirects as Netlify serves them, and the content API as the
 * function netlify.toml names, with the github backend against the GitHub stand-in and the staff
 * login against the CRM stand-in. No browser: each promise here is an HTTP answer.
 */
import { createPublicKey } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { appKeys, REPOSITORY } from '../support/test-github-content-api.ts';
import { startFakeGithub, type FakeGithub } from '../support/fake-github/fake-github.ts';
import { startTestStandIn, type TestStandIn } from '../support/test-stand-in.ts';
import { TEST_SESSION_SECRET } from '../support/test-content-api.ts';
import { startNetlifyDev, type NetlifyDev } from './support/netlify-dev.ts';
import { DEMO_ACCOUNTS } from '../../server/stand-in/demo-accounts.ts';
import { CONTENT_API_BASE_PATH } from '../../server/netlify/content-api-handler.ts';
import { removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';
import { PICTURE_LIST_FILE, type PictureList } from '../../src/content/picture-list.ts';

const dist = resolve(import.meta.dirname, '../../dist');
// Where `netlify dev` keeps its local Blobs (netlify-cli's lib/blobs/blobs.js): the sign-in counts of
// an earlier run would still pause this one's address for 15 minutes.
const localBlobs = resolve(import.meta.dirname, '../../.netlify/blobs-serve');
const [admin] = DEMO_ACCOUNTS;

// One runtime for the file: it takes seconds to start, and every test only reads it or adds a branch.
test.describe.configure({ mode: 'serial' });

let github: FakeGithub;
let crm: TestStandIn;
let netlify: NetlifyDev;
let api: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const keys = appKeys();
  github = await startFakeGithub({ repository: REPOSITORY, baseBranch: 'main', seedSiteDir: join(tempProject(), 'site'), appId: '1234', installationId: '5678', publicKey: createPublicKey(keys.publicKey) });
  crm = await startTestStandIn({ loginRateLimit: { max: 1000, windowMs: 15 * 60 * 1000 } });
  rmSync(localBlobs, { recursive: true, force: true });
  // The settings a site's owner gives the function in Netlify's environment variables (decision 025).
  netlify = await startNetlifyDev(
    (url) => ({
      CONTENT_API_BACKEND: 'github',
      CONTENT_API_SESSION_SECRET: TEST_SESSION_SECRET,
      CONTENT_API_GITHUB_APP_ID: '1234',
      CONTENT_API_GITHUB_INSTALLATION_ID: '5678',
      CONTENT_API_GITHUB_PRIVATE_KEY: keys.privateKey,
      CONTENT_API_GITHUB_REPOSITORY: REPOSITORY,
      CONTENT_API_GITHUB_API_URL: github.url,
      VITE_CRM_API_HOST: crm.url,
      // In production the site's own address (business.url); here the runtime's.
      CONTENT_API_ORIGINS: url,
    }),
    `${CONTENT_API_BASE_PATH}/health`,
    150_000,
  );
  api = `${netlify.url}${CONTENT_API_BASE_PATH}`;
});

test.afterAll(async () => {
  await netlify?.stop();
  await github?.close();
  await crm?.stop();
  removeTempProjects();
});

/** The first block of dist/_headers ("/*"): the security headers every page must carry. */
function pageHeaders(): [string, string][] {
  const block = readFileSync(join(dist, '_headers'), 'utf8').split('\n\n').find((part) => part.includes('\n/*\n') || part.startsWith('/*'))!;
  return block.split('\n').filter((line) => /^\s+\S+:/.test(line)).map((line) => {
    const at = line.indexOf(':');
    return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
  });
}

test('a page is served as built, with the security headers of _headers', async () => {
  const res = await fetch(`${netlify.url}/four-oaks`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(readFileSync(join(dist, 'four-oaks/index.html'), 'utf8'));
  const expected = pageHeaders();
  expect(expected.map(([name]) => name)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy']));
  for (const [name, value] of expected) expect(res.headers.get(name), name).toBe(value);
  // Not the /assets/* Cache-Control: the local runtime answers max-age=0 for every file, whatever _headers says.
});

test('_redirects work: a portfolio type that was not built gets the app shell, an unknown address the 404 page', async () => {
  const shell = readFileSync(join(dist, 'app-shell.html'), 'utf8');
  const portfolio = await fetch(`${netlify.url}/gardening/portfolio`);
  expect(portfolio.status).toBe(200);
  expect(await portfolio.text()).toBe(shell);
  const unknown = await fetch(`${netlify.url}/no-such-page`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toBe(readFileSync(join(dist, '404.html'), 'utf8'));
  // A built page wins over a rule, as on Netlify: the old /fouroaks address is its own forwarding page.
  const old = await fetch(`${netlify.url}/fouroaks`, { redirect: 'manual' });
  expect(await old.text()).toContain('url=/four-oaks');
});

test('the content API answers /health through the function, on the site\'s own origin', async () => {
  const res = await fetch(`${api}/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, backend: 'github' });
  expect(res.headers.get('cache-control')).toBe('no-store');
});

test('an administrator signs in, is shown the pictures of the build\'s list, and a change saved through the function becomes a pull request on GitHub', async () => {
  const origin = { Origin: netlify.url };
  const session = await fetch(`${api}/session`, { method: 'POST', headers: { ...origin, 'Content-Type': 'application/json' }, body: JSON.stringify({ username: admin.username, password: admin.password }) });
  expect(session.status).toBe(200);
  const { token, user } = (await session.json()) as { token: string; user: string };
  expect(user).toBe(admin.username);
  const auth = { ...origin, Authorization: `Bearer ${token}` };

  // The pictures come from the list the build wrote for the function, which carries no public/ (decision 025).
  const list = JSON.parse(readFileSync(resolve(import.meta.dirname, '../..', PICTURE_LIST_FILE), 'utf8')) as PictureList;
  const images = (await (await fetch(`${api}/images`, { headers: auth })).json()) as { images: { path: string }[] };
  expect(images.images.map((image) => image.path)).toEqual(list.files.map((file) => file.path).filter((path) => path.startsWith('/images/')));
  expect(images.images.length).toBeGreaterThan(50);

  const opened = (await (await fetch(`${api}/files/towns/benson.json`, { headers: auth })).json()) as { text: string; version: string; data: Record<string, unknown> };
  const data = { ...opened.data, name: 'Benson (Johnston County)' };
  const saved = await fetch(`${api}/changes`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ summary: 'Benson named with its county', files: [{ path: 'towns/benson.json', action: 'update', baseVersion: opened.version, baseText: opened.text, data }], confirmWarnings: true }),
  });
  const answer = await saved.json();
  expect(saved.status, JSON.stringify(answer)).toBe(200);
  expect(answer).toMatchObject({ state: 'saved', saved: true, backend: 'github' });

  const pulls = github.pulls.records.filter((pull) => pull.state === 'open');
  expect(pulls).toHaveLength(1);
  expect(pulls[0]!.title).toContain('Benson named with its county');
  expect(github.fileAt(pulls[0]!.head, 'towns/benson.json')).toContain('"Benson (Johnston County)"');
  expect(github.fileAt('main', 'towns/benson.json')).toBe(opened.text);

  const listed = (await (await fetch(`${api}/changes`, { headers: auth })).json()) as { changes: { number: number; author: string }[] };
  expect(listed.changes).toEqual([expect.objectContaining({ number: pulls[0]!.number, author: admin.username })]);
});

test('a bad request gets the API\'s documented error shape, never a stack trace', async () => {
  const signIn = await fetch(`${api}/session`, { method: 'POST', headers: { Origin: netlify.url, 'Content-Type': 'application/json' }, body: JSON.stringify({ username: admin.username, password: admin.password }) });
  const { token } = (await signIn.json()) as { token: string };
  const cases: [string, RequestInit, number, string][] = [
    ['/changes', { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{"summary": "half a' }, 400, 'bad-json'],
    ['/files/secrets.txt', { headers: { Authorization: `Bearer ${token}` } }, 400, 'path-refused'],
    ['/files', {}, 401, 'token-missing'],
    ['/no-such-address', {}, 404, 'not-found'],
    ['/health', { headers: { Origin: 'https://elsewhere.example' } }, 403, 'origin-refused'],
  ];
  for (const [path, init, status, code] of cases) {
    const res = await fetch(`${api}${path}`, init);
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).toBe(status);
    const body = JSON.parse(text);
    expect(body.error).toEqual({ code, title: expect.any(String), message: expect.any(String), hint: expect.any(String) });
    expect(text).not.toMatch(/\n\s+at |node:internal|\.ts:\d+|\.mjs:\d+/);
  }
});

// Last: it leaves this runtime's address paused. The runtime runs a Functions v2 invocation in a new
// worker thread that imports the function afresh (netlify-cli, lib/functions/runtimes/js/index.js),
// so each of these requests is served by an instance of its own with nothing in memory from the
// others: only the runtime's shared Blobs store can carry the count from one to the next. With the
// counts in memory (before #41) the eleventh try was answered 401, like the first.
test('wrong passwords are counted once for every function instance, in the Blobs store they share', async () => {
  const signIn = (password: string) => fetch(`${api}/session`, { method: 'POST', headers: { Origin: netlify.url, 'Content-Type': 'application/json' }, body: JSON.stringify({ username: admin.username, password }) });
  for (let i = 0; i < 10; i++) {
    const wrong = await signIn('not-the-password');
    expect(wrong.status, `wrong password ${i + 1}`).toBe(401);
  }
  const paused = await signIn(admin.password);
  expect(paused.status).toBe(429);
  // Counted from the first wrong password, however long the ten took on a busy machine.
  const wait = Number(paused.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(15 * 60);
  const body = (await paused.json()) as { error: { code: string; title: string }; details: string[] };
  expect(body.error).toMatchObject({ code: 'too-many-sign-ins', title: 'Too many wrong passwords' });
  expect(body.details).toEqual([`Try again in about ${Math.ceil(wait / 60)} minutes.`]);
});
