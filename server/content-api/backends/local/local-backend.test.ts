import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempProjects, tempProject } from '../../../../src/testing/temp-project.ts';
import type { PreparedFile } from './atomic-write.ts';
import { FilesMovedError } from '../../backend.ts';
import { createLocalBackend } from './local-backend.ts';
import { getFile, openFile, startTestContentApi, submit, updateOf, type TestContentApi } from '../../../../tests/support/test-content-api.ts';
import { contentVersion } from '../../version.ts';

let t: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  removeTempProjects();
});

const TOWN = 'towns/benson.json';
const hidden = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('.'));
const staff = { id: 1, user: 'admin' };

describe('atomic writes', () => {
  it('writes the new text beside the file first, and a crash before the rename leaves the old file whole', async () => {
    const seen: { temp: string; tempText: string; targetText: string }[] = [];
    t = await startTestContentApi({
      beforeCommit: async (files: PreparedFile[]) => {
        for (const file of files) seen.push({ temp: file.temp, tempText: readFileSync(file.temp, 'utf8'), targetText: readFileSync(file.target, 'utf8') });
        throw new Error('simulated power cut');
      },
    });
    const opened = await openFile(t, TOWN);
    const data = structuredClone(opened.data);
    data.landing.heading = 'New heading';
    const res = await submit(t, { summary: 'Heading changed', files: [updateOf(opened, TOWN, data)] });

    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body).error.code).toBe('internal');
    expect(body).not.toMatch(/simulated power cut|at .*\.ts:\d+/);
    expect(t.logs.some((line) => line.includes('simulated power cut'))).toBe(true);

    const townsDir = join(t.root, 'site', 'towns');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.temp.startsWith(`${townsDir}/.benson.json.`)).toBe(true);
    expect(JSON.parse(seen[0]!.tempText).landing.heading).toBe('New heading');
    expect(seen[0]!.targetText).toBe(opened.text);
    expect(t.siteFile(TOWN)).toBe(opened.text);
    expect(hidden(townsDir)).toEqual([]);
    expect(existsSync(t.auditLog)).toBe(false);
  });

  it('finishes from its journal a save that fails after the journal is written, and answers that it is saved', async () => {
    t = await startTestContentApi({
      atStep: async (step) => {
        if (step === 'first-file-in-place') throw new Error('simulated disk error');
      },
    });
    const [site, town] = [await openFile(t, 'site.json'), await openFile(t, TOWN)];
    site.data.business.phone = '(919) 555-0188';
    town.data.landing.heading = 'New heading';
    const res = await submit(t, { summary: 'Two files', files: [updateOf(site, 'site.json', site.data), updateOf(town, TOWN, town.data)] });

    expect(res.status).toBe(200);
    expect(JSON.parse(t.siteFile('site.json')).business.phone).toBe('(919) 555-0188');
    expect(JSON.parse(t.siteFile(TOWN)).landing.heading).toBe('New heading');
    const audit = readFileSync(t.auditLog, 'utf8').trim().split('\n');
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!)).toMatchObject({ summary: 'Two files' });
    expect(readdirSync(join(t.root, '.local', 'content-audit-pending'))).toEqual([]);
    expect(t.logs.some((line) => line.includes('A save stopped after its journal was written (simulated disk error)'))).toBe(true);
    expect(t.logs.some((line) => /Finished a save a stop interrupted .*: 1 of 2 file\(s\) put in place now, 1 already were; audit line written now\./.test(line))).toBe(true);
    expect(hidden(join(t.root, 'site'))).toEqual([]);
    expect(hidden(join(t.root, 'site', 'towns'))).toEqual([]);
  });

  it('ignores a temp file a crash left behind: not listed, not validated', async () => {
    t = await startTestContentApi();
    const townsDir = join(t.root, 'site', 'towns');
    writeFileSync(join(townsDir, '.benson.json.0a1b2c.tmp'), '{ "half": ');
    const list = await (await fetch(`${t.api.url}/files`, { headers: { Authorization: `Bearer ${t.adminToken}` } })).json();
    expect(JSON.stringify(list)).not.toContain('.tmp');
    const opened = await openFile(t, TOWN);
    const data = structuredClone(opened.data);
    data.menu.order = 98;
    expect((await submit(t, { summary: 'Menu order', files: [updateOf(opened, TOWN, data)] })).status).toBe(200);
  });
});

describe('createLocalBackend', () => {
  it('refuses to save over a file that moved since the change was merged, and writes nothing', async () => {
    const root = tempProject();
    const backend = createLocalBackend({ root, auditLog: join(root, '.local', 'audit.jsonl') });
    const before = (await backend.read(TOWN))!;
    const other = (await backend.read('towns/clayton.json'))!;
    writeFileSync(join(root, 'site', TOWN), before.text.replace('"order": 99', '"order": 97'));
    const save = backend.save({
      staff,
      summary: 'Two files',
      files: [
        { path: 'towns/clayton.json', action: 'update', text: `${other.text} `, expectedVersion: other.version },
        { path: TOWN, action: 'update', text: before.text.replace('Benson', 'Bensen'), expectedVersion: before.version },
      ],
    });
    await expect(save).rejects.toBeInstanceOf(FilesMovedError);
    await expect(save).rejects.toMatchObject({ paths: [TOWN] });
    expect((await backend.read('towns/clayton.json'))!.text).toBe(other.text);
    expect(existsSync(join(root, '.local', 'audit.jsonl'))).toBe(false);
  });

  it('versions a file by its git blob id', async () => {
    const root = tempProject();
    const backend = createLocalBackend({ root, auditLog: join(root, 'audit.jsonl') });
    // `printf '{}\n' | git hash-object --stdin`
    expect(contentVersion('{}\n')).toBe('0967ef424bce6791893e9a57bb952f80fd536e93');
    expect((await backend.read(TOWN))!.version).toBe(contentVersion(readFileSync(join(root, 'site', TOWN), 'utf8')));
  });

  it('does not follow a link from site/ to a file outside it', async () => {
    t = await startTestContentApi();
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    try {
      writeFileSync(join(outside, 'secret.json'), '{"secret": true}\n');
      symlinkSync(join(outside, 'secret.json'), join(t.root, 'site', 'towns', 'linked.json'));
      const res = await getFile(t, 'towns/linked.json');
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('path-refused');
      const write = await submit(t, { summary: 'x', files: [{ path: 'towns/linked.json', action: 'delete', baseVersion: contentVersion('{"secret": true}\n') }] });
      expect(write.status).toBe(400);
      expect(readFileSync(join(outside, 'secret.json'), 'utf8')).toBe('{"secret": true}\n');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('leaves links out of the copy it validates, so a link out of site/ neither blocks other saves nor has its target quoted', async () => {
    t = await startTestContentApi();
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    try {
      // A town file that would fail every check, and a folder of them, both reachable only through links.
      writeFileSync(join(outside, 'evil.json'), '{"slug": "outside-secret-value", "name": 42}\n');
      symlinkSync(join(outside, 'evil.json'), join(t.root, 'site', 'towns', 'evil.json'));
      symlinkSync(outside, join(t.root, 'site', 'collections-elsewhere'));
      const file = await openFile(t, TOWN);
      const res = await submit(t, { summary: 'Intro reworded', files: [{ path: TOWN, action: 'update', baseVersion: file.version, baseText: file.text, data: { ...file.data, intro: [...file.data.intro.slice(0, -1), `${file.data.intro.at(-1)} Mowing weekly.`] } }] });
      const text = await res.text();
      expect(res.status, text).toBe(200);
      expect(text).not.toContain('outside-secret-value');
      expect(t.siteFile(TOWN)).toContain('Mowing weekly.');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
