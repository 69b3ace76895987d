import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveDist } from './serve.ts';

// A real server over a real folder, rebuilt under it while it serves (npm start's live build).
let dir: string;
let server: Server | undefined;
afterEach(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Replaces a file as the build does: written beside it, then renamed over it. */
function replace(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

async function start() {
  dir = mkdtempSync(join(tmpdir(), 'serve-'));
  mkdirSync(join(dir, 'benson'));
  writeFileSync(join(dir, 'index.html'), '<p>home</p>');
  writeFileSync(join(dir, 'app-shell.html'), '<p>shell</p>');
  writeFileSync(join(dir, 'benson', 'index.html'), '<p>old words</p>');
  writeFileSync(join(dir, '_headers'), '/*\n  X-Version: one\n');
  writeFileSync(join(dir, '_redirects'), '/old-benson /benson 301\n');
  server = await serveDist(dir, 0);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the static server while the site is rebuilt under it', () => {
  it('serves a page replaced since it started, compressed or not', async () => {
    const base = await start();
    expect(await (await fetch(`${base}/benson`)).text()).toBe('<p>old words</p>');
    replace(join(dir, 'benson', 'index.html'), '<p>new words</p>');
    // fetch asks for gzip: the compressed copy is made again for the new file.
    expect(await (await fetch(`${base}/benson`)).text()).toBe('<p>new words</p>');
    expect(await (await fetch(`${base}/benson`, { headers: { 'accept-encoding': 'identity' } })).text()).toBe('<p>new words</p>');
  });

  it('serves a page added since it started (a new town)', async () => {
    const base = await start();
    expect((await fetch(`${base}/selma`)).status).toBe(404);
    mkdirSync(join(dir, 'selma'));
    replace(join(dir, 'selma', 'index.html'), '<p>Selma</p>');
    const response = await fetch(`${base}/selma`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>Selma</p>');
  });

  it('reads _headers and _redirects again when the build rewrites them', async () => {
    const base = await start();
    expect((await fetch(`${base}/`)).headers.get('x-version')).toBe('one');
    expect((await fetch(`${base}/old-selma`, { redirect: 'manual' })).status).toBe(404);
    replace(join(dir, '_headers'), '/*\n  X-Version: two\n');
    replace(join(dir, '_redirects'), '/old-benson /benson 301\n/old-selma /selma 301\n');
    expect((await fetch(`${base}/`)).headers.get('x-version')).toBe('two');
    const moved = await fetch(`${base}/old-selma`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/selma');
  });
});
