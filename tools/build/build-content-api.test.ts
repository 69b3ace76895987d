import { spawn, type ChildProcess } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApi } from './build-content-api.ts';
import { DEMO_ACCOUNTS } from '../../server/stand-in/demo-accounts.ts';
import { projectRoot, removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';
import { ownPublic } from '../../tests/support/test-images.ts';
import { phonePhoto, SERIAL } from '../../tests/support/test-photos.ts';
import { postJson, startTestStandIn, type TestStandIn } from '../../tests/support/test-stand-in.ts';
import { startFakeGithub } from '../../tests/support/fake-github/fake-github.ts';
import { appKeys } from '../../tests/support/test-github-content-api.ts';

// The compiled content API, run as its image runs it: plain node, from a temp project under the
// system's temp folder, where no node_modules can be found by walking up.
let root: string;
let standIn: TestStandIn;
let api: ChildProcess | undefined;
let url: string;

beforeAll(async () => {
  root = tempProject();
  const bundle = await buildContentApi(join(root, 'dist-server'));
  standIn = await startTestStandIn();
  api = spawn(process.execPath, [bundle], {
    // No CONTENT_API_ROOT: the bundle finds the project it sits in, as in the image.
    env: { ...plainEnv(), CONTENT_API_PORT: '0', CONTENT_API_HOST: '127.0.0.1', CONTENT_API_BACKEND: 'local', VITE_CRM_API_HOST: standIn.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await listening(api);
}, 120_000);

// Plain node: no loader (NODE_OPTIONS), and none of this shell's content API settings.
function plainEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && name !== 'VITE_CRM_API_HOST' && !name.startsWith('CONTENT_API_')));
}

/** The address the compiled API says it listens on (each child's own output is searched). */
function listening(child: ChildProcess): Promise<string> {
  let own = '';
  return new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      own += chunk.toString();
      const address = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(own)?.[1];
      if (address) resolve(address);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The compiled content API exited (${code}) before listening:\n${own}`)));
  });
}

async function stop(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

afterAll(async () => {
  await stop(api);
  await standIn?.stop();
  removeTempProjects();
});

describe('the compiled content API (npm run build:content-api)', () => {
  it('is two files, the server and its validation thread, importing nothing but Node itself and sharp, which is copied beside them with its native code', () => {
    expect(readdirSync(join(root, 'dist-server')).sort()).toEqual(['content-api.mjs', 'node_modules', 'validation-worker.mjs']);
    for (const file of ['content-api.mjs', 'validation-worker.mjs']) {
      const code = readFileSync(join(root, 'dist-server', file), 'utf8');
      const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
      expect(imports.length).toBeGreaterThan(0);
      expect(imports.filter((name) => !name!.startsWith('node:'))).toEqual(file === 'content-api.mjs' ? ['sharp'] : []);
    }
    // The validator is in the thread's file only: the server itself never runs it.
    expect(readFileSync(join(root, 'dist-server', 'content-api.mjs'), 'utf8')).not.toMatch(/function validateSite\(/);
    expect(readFileSync(join(root, 'dist-server', 'validation-worker.mjs'), 'utf8')).toMatch(/function validateSite\(/);
    expect(existsSync(join(root, 'node_modules'))).toBe(false);
    // The version package-lock.json pins, with its dependencies and this platform's binary and libvips.
    const copied = join(root, 'dist-server', 'node_modules');
    const version = (name: string) => JSON.parse(readFileSync(join(copied, name, 'package.json'), 'utf8')).version;
    const locked = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')).packages;
    expect(version('sharp')).toBe(locked['node_modules/sharp'].version);
    for (const name of ['@img/colour', 'detect-libc', 'semver', `@img/sharp-${process.platform}-${process.arch}`]) expect(version(name)).toBe(locked[`node_modules/${name}`].version);
  });

  it('starts with plain node and answers /health', async () => {
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, backend: 'local' });
  });

  it('checks a change with the bundled validator, on its own thread, and saves it into the project it sits in', async () => {
    const { username, password } = DEMO_ACCOUNTS[0];
    const token = (await (await postJson(`${url}/session`, { username, password })).json()).token as string;
    const headers = { Authorization: `Bearer ${token}` };
    const opened = await (await fetch(`${url}/files/site.json`, { headers })).json();
    const data = structuredClone(opened.data);
    data.business.phone = '(919) 555-0199';
    const change = { summary: 'Phone number changed', files: [{ path: 'site.json', action: 'update', baseVersion: opened.version, baseText: opened.text, data }] };
    const res = await postJson(`${url}/changes`, change, headers);
    expect(res.status).toBe(200);
    expect(readFileSync(join(root, 'site', 'site.json'), 'utf8')).toContain('(919) 555-0199');
  });

  it('decodes a new picture with the copied sharp and saves it without its metadata', async () => {
    ownPublic(root);
    const { username, password } = DEMO_ACCOUNTS[0];
    const token = (await (await postJson(`${url}/session`, { username, password })).json()).token as string;
    const headers = { Authorization: `Bearer ${token}` };
    const opened = await (await fetch(`${url}/files/towns/benson.json`, { headers })).json();
    const data = structuredClone(opened.data);
    const path = '/images/uploads/lawn-in-benson.jpg';
    data.image = { ...data.image, src: path, width: 120, height: 80, alt: 'A lawn in Benson' };
    const files = [{ path: 'towns/benson.json', action: 'update', baseVersion: opened.version, baseText: opened.text, data }];
    const res = await postJson(`${url}/changes`, { summary: 'New picture of Benson', files, images: [{ path, base64: (await phonePhoto('jpeg')).toString('base64') }] }, headers);
    expect(res.status).toBe(200);
    const saved = readFileSync(join(root, 'public', path));
    expect(saved.includes(SERIAL)).toBe(false);
    expect((await sharp(saved).metadata()).exif).toBeUndefined();
  });
});

describe('the compiled content API with the github backend', () => {
  it('talks to GitHub through the bundled Octokit client: app token, a server error tried again, the files read', async () => {
    const keys = appKeys();
    const github = await startFakeGithub({ repository: 'cedarcreek/website', baseBranch: 'main', seedSiteDir: join(root, 'site'), appId: '1234', installationId: '5678', publicKey: createPublicKey(keys.publicKey) });
    github.badDays.serverError('GET', /\/git\/ref\/heads\/main$/, 1);
    const child = spawn(process.execPath, [join(root, 'dist-server', 'content-api.mjs')], {
      env: {
        ...plainEnv(),
        CONTENT_API_PORT: '0',
        CONTENT_API_HOST: '127.0.0.1',
        CONTENT_API_BACKEND: 'github',
        VITE_CRM_API_HOST: standIn.url,
        // Required with the github backend: its sessions must outlive a restart and be shared by every instance.
        CONTENT_API_SESSION_SECRET: 'a-session-secret-for-the-compiled-api-test-0123',
        CONTENT_API_GITHUB_REPOSITORY: 'cedarcreek/website',
        CONTENT_API_GITHUB_API_URL: github.url,
        CONTENT_API_GITHUB_APP_ID: '1234',
        CONTENT_API_GITHUB_INSTALLATION_ID: '5678',
        CONTENT_API_GITHUB_PRIVATE_KEY: keys.privateKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const address = await listening(child);
      const { username, password } = DEMO_ACCOUNTS[0];
      const token = (await (await postJson(`${address}/session`, { username, password })).json()).token as string;
      const res = await fetch(`${address}/files/site.json`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect((await res.json()).text).toBe(readFileSync(join(root, 'site', 'site.json'), 'utf8'));
      expect(github.calls.filter((call) => call.endsWith('/git/ref/heads/main'))).toHaveLength(2);
      expect(github.auth.exchanges()).toBe(1);
    } finally {
      await stop(child);
      await github.close();
    }
  }, 60_000);
});
