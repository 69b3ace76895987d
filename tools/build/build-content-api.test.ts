import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApi } from './build-content-api.ts';
import { DEMO_ACCOUNTS } from '../../server/stand-in/demo-accounts.ts';
import { removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';
import { postJson, startTestStandIn, type TestStandIn } from '../../tests/support/test-stand-in.ts';

// The compiled content API, run as its image runs it: plain node, from a temp project under the
// system's temp folder, where no node_modules can be found by walking up.
let root: string;
let standIn: TestStandIn;
let api: ChildProcess | undefined;
let url: string;
let output = '';

beforeAll(async () => {
  root = tempProject();
  const bundle = await buildContentApi(join(root, 'dist-server'));
  standIn = await startTestStandIn();
  // Plain node: no loader (NODE_OPTIONS), and none of this shell's content API settings.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && name !== 'VITE_CRM_API_HOST' && !name.startsWith('CONTENT_API_')));
  api = spawn(process.execPath, [bundle], {
    // No CONTENT_API_ROOT: the bundle finds the project it sits in, as in the image.
    env: { ...env, CONTENT_API_PORT: '0', CONTENT_API_HOST: '127.0.0.1', CONTENT_API_BACKEND: 'local', VITE_CRM_API_HOST: standIn.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (listening) resolve(listening);
    };
    api!.stdout!.on('data', read);
    api!.stderr!.on('data', read);
    api!.once('exit', (code) => reject(new Error(`The compiled content API exited (${code}) before listening:\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api!.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await standIn?.stop();
  removeTempProjects();
});

describe('the compiled content API (npm run build:content-api)', () => {
  it('is one file that imports nothing but Node itself', () => {
    const code = readFileSync(join(root, 'dist-server', 'content-api.mjs'), 'utf8');
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((name) => !name!.startsWith('node:'))).toEqual([]);
    expect(existsSync(join(root, 'node_modules'))).toBe(false);
  });

  it('starts with plain node and answers /health', async () => {
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, backend: 'local' });
  });

  it('checks a change with the bundled validator and saves it into the project it sits in', async () => {
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
});
