import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { removeTempProjects, tempProject } from '../../../../src/testing/temp-project.ts';
import { greenPng, ownPublic } from '../../../../tests/support/test-images.ts';
import { journalFolder } from './save-journal.ts';
import { VALIDATION_COPIES_DIR } from '../../validation/validation-copies.ts';

// A save is stopped by SIGKILL at each of its steps, in a real process (tests/support/crashing-content-api.ts);
// the API is then started again on the same folder, and the files, the audit log and the leftovers are checked.
const ENTRY = new URL('../../../../tests/support/crashing-content-api.ts', import.meta.url).pathname;
const TOKEN = 'crash-test';
const ORIGIN = 'http://localhost:4173';
const PICTURE = '/images/uploads/lawn-after-the-crash.png';
const FILES = ['site.json', 'towns/benson.json'];

type Running = { child: ChildProcess; url: string; output: string[] };
const running: Running[] = [];
afterEach(async () => {
  for (const { child } of running.splice(0)) await stop(child);
  removeTempProjects();
});

function start(root: string, crashAt: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, root, auditLog(root), crashAt, TOKEN, ORIGIN], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let buffered = '';
    const read = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      output.push(...lines);
      const url = lines.map((line) => /^listening on (http:\/\/\S+)$/.exec(line)?.[1]).find(Boolean);
      if (url) {
        const started = { child, url, output };
        running.push(started);
        resolve(started);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`The content API stopped (${code ?? signal}) before listening:\n${output.join('\n')}${buffered}`)));
  });
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode ?? child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
}

async function stop(child: ChildProcess): Promise<void> {
  const done = exited(child);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await done;
}

const auditLog = (root: string) => join(root, '.local', 'content-audit.jsonl');
const auditLines = (root: string) => (existsSync(auditLog(root)) ? readFileSync(auditLog(root), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : []);
const read = (root: string, path: string) => readFileSync(join(root, 'site', path), 'utf8');
const picture = (root: string) => join(root, 'public', PICTURE);

/** Every hidden temp file of a save, in site/, the uploads folder and the journals' folder. */
function leftovers(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.tmp')) found.push(join(dir, entry.name));
    }
  };
  walk(join(root, 'site'));
  walk(join(root, 'public', 'images', 'uploads'));
  walk(journalFolder(auditLog(root)));
  return found;
}
const journals = (root: string) => (existsSync(journalFolder(auditLog(root))) ? readdirSync(journalFolder(auditLog(root))).filter((name) => name.endsWith('.json')) : []);

const open = async (url: string, path: string) => (await fetch(`${url}/files/${path}`, { headers: { Authorization: `Token ${TOKEN}` } })).json();

/** A change of two files and a new picture, as the studio sends it. */
async function change(url: string) {
  const [site, town] = await Promise.all(FILES.map((path) => open(url, path)));
  site.data.business.phone = '(919) 555-0177';
  town.data.image = { ...town.data.image, src: PICTURE, width: 40, height: 30, alt: 'A lawn in Benson' };
  return {
    summary: 'New phone, and a new picture of Benson',
    files: [site, town].map((opened, index) => ({ path: FILES[index], action: 'update', baseVersion: opened.version, baseText: opened.text, data: opened.data })),
    images: [{ path: PICTURE, base64: greenPng(40, 30).toString('base64') }],
  };
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(`${url}/changes`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Token ${TOKEN}` }, body: JSON.stringify(body) });
}

function project(): string {
  const root = tempProject();
  ownPublic(root);
  return root;
}

// The texts of a save nobody stopped: what "wholly new" means below.
let before: Record<string, string>;
let after: Record<string, string>;
beforeAll(async () => {
  const root = project();
  before = Object.fromEntries(FILES.map((path) => [path, read(root, path)]));
  const api = await start(root, 'never');
  const res = await post(api.url, await change(api.url));
  expect(res.status).toBe(200);
  after = Object.fromEntries(FILES.map((path) => [path, read(root, path)]));
  for (const path of FILES) expect(after[path]).not.toBe(before[path]);
  expect(auditLines(root)).toHaveLength(1);
  expect(journals(root)).toEqual([]);
  expect(leftovers(root)).toEqual([]);
}, 60_000);

describe('a save stopped by SIGKILL, then the API started again on the same folder', () => {
  it.each([
    // step, the change after the restart, what the restart says it did (of a stop while checking, see below)
    ['while-checking', 'old', null],
    ['before-journal', 'old', /^Removed a temp file left by an interrupted save: .*\.tmp$/],
    ['journal-written', 'new', /: 3 of 3 file\(s\) put in place now, 0 already were; audit line written now\.$/],
    ['first-file-in-place', 'new', /: 2 of 3 file\(s\) put in place now, 1 already were; audit line written now\.$/],
    ['all-files-in-place', 'new', /: 0 of 3 file\(s\) put in place now, 3 already were; audit line written now\.$/],
    ['audit-written', 'new', /: 0 of 3 file\(s\) put in place now, 3 already were; audit line already written\.$/],
  ] as const)('stopped at %s: after the restart the change is wholly %s, logged once if saved, and nothing is left over', async (step, outcome, said) => {
    const root = project();
    const first = await start(root, step);
    const answer = post(first.url, await change(first.url)).then(
      (res) => `answered ${res.status}`,
      () => 'no answer',
    );
    expect(await exited(first.child)).toBe('SIGKILL');
    expect(await answer).toBe('no answer');

    // Stopped: each file is whole, the old text or the new.
    for (const path of FILES) expect([before[path], after[path]]).toContain(read(root, path));

    const again = await start(root, 'never');
    const expected = outcome === 'new' ? after : before;
    for (const path of FILES) expect(read(root, path)).toBe(expected[path]);
    expect(existsSync(picture(root))).toBe(outcome === 'new');
    const audit = auditLines(root);
    expect(audit).toHaveLength(outcome === 'new' ? 1 : 0);
    if (outcome === 'new') expect(audit[0]).toMatchObject({ summary: 'New phone, and a new picture of Benson', user: 'admin', images: [`public${PICTURE}`], files: FILES.map((path) => ({ path, action: 'update' })) });
    expect(journals(root)).toEqual([]);
    expect(leftovers(root)).toEqual([]);
    if (said) expect(again.output.some((line) => said.test(line))).toBe(true);
    // The stopped process's validation copy is gone: removed by this start, or by another API started
    // meanwhile (other test files run at the same time), so which one says so is not asserted.
    expect(readdirSync(VALIDATION_COPIES_DIR).filter((name) => name.startsWith(`${first.child.pid}-`))).toEqual([]);

    // And the API saves again as usual.
    const site = await open(again.url, 'site.json');
    site.data.business.phone = '(919) 555-0166';
    const res = await post(again.url, { summary: 'Phone again', files: [{ path: 'site.json', action: 'update', baseVersion: site.version, baseText: site.text, data: site.data }] });
    expect(res.status).toBe(200);
    expect(auditLines(root)).toHaveLength(audit.length + 1);
  }, 60_000);
});
