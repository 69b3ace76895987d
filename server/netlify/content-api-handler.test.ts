import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API_BASE_PATH, createNetlifyContentApi, withoutBasePath } from './content-api-handler.ts';
import { config as functionConfig } from './functions/content-api.ts';
import { startTestStandIn, type TestStandIn } from '../../tests/support/test-stand-in.ts';
import { appKeys } from '../../tests/support/test-github-content-api.ts';
import { TEST_SESSION_SECRET } from '../../tests/support/test-content-api.ts';
import { removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';
import { scanPublicFiles } from '../../src/content/disk/public-files.ts';
import { PICTURE_LIST_FILE, type PictureList } from '../../src/content/picture-list.ts';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { blobsEnv } from '../../tests/support/local-blobs.ts';
import { startThrowawayServer } from '../../tests/support/throwaway-server.ts';

const SITE = 'https://www.cedarcreeklawn.example';
let crm: TestStandIn;
let root: string;
const key = appKeys().privateKey;
// Netlify's local Blobs server, where the function's instances share the sign-in counts.
let blobsFolder: string;
let blobs: BlobsServer;
let blobsUrl: string;

beforeAll(async () => {
  // The CRM's own failed-login limit is out of the way: the API's is the one under test.
  crm = await startTestStandIn({ loginRateLimit: { max: 1000, windowMs: 15 * 60 * 1000 } });
  root = tempProject();
  // What `npm run build` leaves beside dist/ for the function (tools/build/picture-list.ts).
  writeList(root, { files: await scanPublicFiles(join(root, 'public')) });
  blobsFolder = mkdtempSync(join(tmpdir(), 'blobs-'));
  blobs = new BlobsServer({ directory: blobsFolder, token: 'test-token' });
  blobsUrl = `http://127.0.0.1:${(await blobs.start()).port}`;
});

function writeList(root: string, list: PictureList) {
  mkdirSync(dirname(join(root, PICTURE_LIST_FILE)), { recursive: true });
  writeFileSync(join(root, PICTURE_LIST_FILE), JSON.stringify(list));
}
afterAll(async () => {
  await crm.stop();
  await blobs.stop();
  rmSync(blobsFolder, { recursive: true, force: true });
  removeTempProjects();
});

/** The settings decision 025 lists for Netlify's environment, with `change` applied. */
function settings(change: Record<string, string | undefined> = {}) {
  return {
    CONTENT_API_BACKEND: 'github',
    CONTENT_API_SESSION_SECRET: TEST_SESSION_SECRET,
    CONTENT_API_GITHUB_APP_ID: '1234',
    CONTENT_API_GITHUB_INSTALLATION_ID: '5678',
    CONTENT_API_GITHUB_PRIVATE_KEY: key,
    CONTENT_API_GITHUB_REPOSITORY: 'cedarcreek/website',
    VITE_CRM_API_HOST: crm.url,
    ...blobsEnv(blobsUrl, 'test-token'),
    ...change,
  };
}

const signIn = (password: string) =>
  new Request(`${SITE}${CONTENT_API_BASE_PATH}/session`, { method: 'POST', headers: { Origin: SITE, 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });

describe('the content API as a Netlify function', () => {
  it('answers under the base path its config.path routes to it (Netlify reads that path without running the file)', async () => {
    expect(functionConfig.path).toEqual([CONTENT_API_BASE_PATH, `${CONTENT_API_BASE_PATH}/*`]);
    const handler = createNetlifyContentApi(settings(), root, () => {});
    const res = await handler(new Request(`${SITE}${CONTENT_API_BASE_PATH}/health`), { ip: '203.0.113.5' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, backend: 'github' });
    expect((await handler(new Request(`${SITE}${CONTENT_API_BASE_PATH}`))).status).toBe(404);
  });

  it('signs an administrator in through the CRM, and refuses pages of another site', async () => {
    const handler = createNetlifyContentApi(settings(), root, () => {});
    const res = await handler(signIn('cedar-admin-2026'), { ip: '203.0.113.5' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: 'admin', token: expect.any(String) });
    const foreign = await handler(new Request(`${SITE}${CONTENT_API_BASE_PATH}/health`, { headers: { Origin: 'https://elsewhere.example' } }));
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe('origin-refused');
  });

  it('counts wrong passwords per client by the address Netlify gives (context.ip), not as one shared client', async () => {
    const handler = createNetlifyContentApi(settings(), root, () => {});
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await (await handler(signIn('wrong'), { ip: '198.51.100.7' })).json()).error.code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('password-wrong'));
    expect(codes[10]).toBe('too-many-sign-ins');
    const other = await handler(signIn('wrong'), { ip: '198.51.100.8' });
    expect((await other.json()).error.code).toBe('password-wrong');
  });

  it('counts wrong passwords once for every instance: a second instance refuses the try after the first one\'s ten', async () => {
    const [first, second] = [createNetlifyContentApi(settings(), root, () => {}), createNetlifyContentApi(settings(), root, () => {})];
    for (let i = 0; i < 10; i++) expect((await first(signIn('wrong'), { ip: '198.51.100.20' })).status).toBe(401);
    const paused = await second(signIn('cedar-admin-2026'), { ip: '198.51.100.20' });
    expect(paused.status).toBe(429);
    const body = await paused.json();
    expect(body.error).toMatchObject({ code: 'too-many-sign-ins', title: 'Too many wrong passwords' });
    expect(body.details).toEqual(['Try again in about 15 minutes.']);
  });

  it('refuses a sign-in in plain words when Blobs cannot be reached, never letting it through uncounted', async () => {
    const gone = await startThrowawayServer(() => {});
    await gone.close();
    const logs: string[] = [];
    const handler = createNetlifyContentApi(settings(blobsEnv(gone.url, 'test-token')), root, (line) => logs.push(line));
    const res = await handler(signIn('cedar-admin-2026'), { ip: '198.51.100.30' });
    const text = await res.text();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(JSON.parse(text).error).toEqual({
      code: 'sign-in-check-unavailable',
      title: 'Signing in unavailable',
      message: 'The count of wrong passwords could not be checked just now, so your password was not checked either.',
      hint: 'Try again in a minute. If you are already signed in, you can keep working. If it keeps happening, tell whoever runs the site.',
    });
    expect(text).not.toMatch(/\n\s+at |node:internal|\.ts:\d+|fetch failed/);
    expect(logs.join('\n')).toMatch(/^The sign-in counts could not be read or written: /);
  });

  it('answers a missing or wrong setting in its own words (503 api-not-set-up), the setting named only in the log', async () => {
    for (const [change, named] of [
      [{ CONTENT_API_SESSION_SECRET: undefined }, 'CONTENT_API_SESSION_SECRET'],
      [{ CONTENT_API_GITHUB_APP_ID: undefined }, 'CONTENT_API_GITHUB_APP_ID'],
      [{ CONTENT_API_BACKEND: 'local' }, '"backend": "github"'],
    ] as const) {
      const logs: string[] = [];
      const handler = createNetlifyContentApi(settings(change), root, (line) => logs.push(line));
      const res = await handler(new Request(`${SITE}${CONTENT_API_BASE_PATH}/health`));
      const text = await res.text();
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      // Shown to office staff: plain words, no "content API" or "function's log".
      expect(JSON.parse(text).error).toEqual({
        code: 'api-not-set-up',
        title: 'Saving is not set up yet',
        message: 'Saving is not set up on this website yet.',
        hint: 'Your draft is kept. Tell whoever looks after the website: their hosting log says which setting is missing.',
      });
      expect(text).not.toContain(named);
      expect(logs.join('\n')).toContain(named);
      // Tried again on the next request, not remembered as broken.
      expect((await handler(new Request(`${SITE}${CONTENT_API_BASE_PATH}/health`))).status).toBe(503);
      expect(logs).toHaveLength(2);
    }
  });
});

describe('the function without public/', () => {
  // As Netlify packs it: site/site.json and the build's picture list, no public/ folder.
  const packedRoot = (list?: PictureList) => {
    const dir = mkdtempSync(join(tmpdir(), 'function-'));
    cpSync(join(root, 'site'), join(dir, 'site'), { recursive: true });
    if (list) writeList(dir, list);
    return dir;
  };
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('lists the pictures of the build\'s list (GET /images), not of a folder', async () => {
    const photo = { path: '/images/uploads/front-lawn.webp', bytes: 120_000, width: 1600, height: 900, variants: ['/assets/pictures/front-lawn-0123456789-412.webp'] };
    const dir = packedRoot({ files: [photo, { path: '/media/hero-loop.mp4', bytes: 231_555, width: null, height: null, variants: [] }] });
    made.push(dir);
    const handler = createNetlifyContentApi(settings(), dir, () => {});
    const { token } = await (await handler(signIn('cedar-admin-2026'), { ip: '203.0.113.9' })).json();
    const res = await handler(new Request(`${SITE}${CONTENT_API_BASE_PATH}/images`, { headers: { Authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ images: [{ path: photo.path, bytes: 120_000, width: 1600, height: 900 }] });
    // The bytes are the site's to serve (the list and the site come from one deploy), never the function's.
    const one = await handler(new Request(`${SITE}${CONTENT_API_BASE_PATH}${photo.path}`, { headers: { Authorization: `Bearer ${token}` } }));
    expect((await one.json()).error.code).toBe('image-not-found');
  });

  it('without the build\'s list answers 503 api-not-set-up, and the log says to build before packing', async () => {
    const dir = packedRoot();
    made.push(dir);
    const logs: string[] = [];
    const handler = createNetlifyContentApi(settings(), dir, (line) => logs.push(line));
    const res = await handler(new Request(`${SITE}${CONTENT_API_BASE_PATH}/health`));
    expect(res.status).toBe(503);
    expect(logs.join('\n')).toContain(`${PICTURE_LIST_FILE} is missing: \`npm run build\` writes it`);
  });
});

describe('withoutBasePath', () => {
  it('gives the app its own addresses, query kept, and leaves other addresses as they are', async () => {
    expect(new URL(withoutBasePath(new Request(`${SITE}/api/content/files/towns/benson.json?x=1`)).url).pathname).toBe('/files/towns/benson.json');
    expect(new URL(withoutBasePath(new Request(`${SITE}/api/content/history/site.json?version=abc`)).url).search).toBe('?version=abc');
    expect(new URL(withoutBasePath(new Request(`${SITE}/api/content`)).url).pathname).toBe('/');
    expect(new URL(withoutBasePath(new Request(`${SITE}/api/contents/x`)).url).pathname).toBe('/api/contents/x');
  });

  it('passes a body on unread, with the method and headers', async () => {
    const moved = withoutBasePath(new Request(`${SITE}/api/content/changes`, { method: 'POST', headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' }, body: '{"summary":"s"}' }));
    expect(moved.method).toBe('POST');
    expect(moved.headers.get('authorization')).toBe('Bearer t');
    expect(await moved.text()).toBe('{"summary":"s"}');
  });
});
