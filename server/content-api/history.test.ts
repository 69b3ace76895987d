import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFile, startTestContentApi, submit, updateOf, type TestContentApi } from '../../tests/support/test-content-api.ts';
import { HISTORY_LIMIT } from './backend.ts';
import { contentVersion } from './version.ts';

// A file's recent changes and the texts they left, with the local backend (the github backend's are in backends/github/github-history.test.ts).
let t: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const TOWN = 'towns/benson.json';
const history = (path: string, query = '', token = t!.adminToken) => fetch(`${t!.api.url}/history/${path}${query}`, { headers: { Authorization: `Bearer ${token}` } });

/** Saves the town with a new heading, as the studio would, and gives the saved text. */
async function saveHeading(heading: string, summary: string): Promise<string> {
  const opened = await openFile(t!, TOWN);
  opened.data.landing.heading = heading;
  const res = await submit(t!, { summary, files: [updateOf(opened, TOWN, opened.data)] });
  expect(res.status, await res.clone().text()).toBe(200);
  return t!.siteFile(TOWN);
}

describe('GET /history/<path> (local backend)', () => {
  it('lists each save of the file newest first, in the staff member\'s words, then the file as delivered, and reads back the text each one left', async () => {
    t = await startTestContentApi();
    const delivered = t.siteFile(TOWN);
    const first = await saveHeading('Benson lawns, first try', 'Heading reworded');
    const second = await saveHeading('Benson lawns, second try', 'Heading made shorter');
    // Another file's save is not in this file's history.
    const site = await openFile(t, 'site.json');
    site.data.business.phone = '(919) 555-0177';
    const phoneSave = await submit(t, { summary: 'Phone number updated', files: [updateOf(site, 'site.json', site.data)] });
    // 200 also answers a refused save (a state): this one must be saved.
    expect([phoneSave.status, (await phoneSave.json()).state]).toEqual([200, 'saved']);

    const res = await history(TOWN);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { changes } = await res.json();
    expect(changes).toEqual([
      { at: expect.any(String), user: 'admin', summary: 'Heading made shorter', action: 'changed', version: contentVersion(second), undo: expect.any(String) },
      { at: expect.any(String), user: 'admin', summary: 'Heading reworded', action: 'changed', version: contentVersion(first), undo: expect.any(String) },
      // The text the first save replaced, kept by that save; when it was replaced, and nothing to undo.
      { at: changes[1].at, user: '', summary: '', action: 'delivered', version: contentVersion(delivered), undo: null },
    ]);
    expect(Date.parse(changes[0].at)).toBeGreaterThanOrEqual(Date.parse(changes[1].at));

    const back = await history(TOWN, `?version=${changes[1].version}`);
    expect(back.status).toBe(200);
    const body = await back.json();
    expect(body).toMatchObject({ path: TOWN, kind: 'townFile', version: contentVersion(first), text: first });
    expect(body.data.landing.heading).toBe('Benson lawns, first try');

    // Going back to the file as delivered is the same: read it back, then save it as any change.
    const shipped = await history(TOWN, `?version=${contentVersion(delivered)}`);
    expect(shipped.status).toBe(200);
    const shippedBody = await shipped.json();
    expect(shippedBody).toMatchObject({ path: TOWN, kind: 'townFile', version: contentVersion(delivered), text: delivered });
    const current = await openFile(t, TOWN);
    const goneBack = await submit(t, { summary: 'Back to how the website was delivered', files: [updateOf(current, TOWN, shippedBody.data)] });
    expect([goneBack.status, (await goneBack.json()).state]).toEqual([200, 'saved']);
    expect(JSON.parse(t.siteFile(TOWN))).toEqual(JSON.parse(delivered));
    // Still the file's first entry after going back to it.
    const after = (await (await history(TOWN)).json()).changes;
    expect(after.map((change: { action: string; version: string }) => [change.action, change.version])).toEqual([
      ['changed', contentVersion(t.siteFile(TOWN))],
      ['changed', contentVersion(second)],
      ['changed', contentVersion(first)],
      ['delivered', contentVersion(delivered)],
    ]);
  });

  it('keeps each text by its version before the file is put in place, so a crash there still leaves it readable', async () => {
    let keptAtRename: string[] = [];
    t = await startTestContentApi({
      atStep: async (step) => {
        if (step === 'journal-written') keptAtRename = readdirSync(join(t!.root, '.local', 'content-audit-versions'));
      },
    });
    const saved = await saveHeading('Benson lawns, kept', 'Heading kept');
    // The text it replaced is kept too, so the change can be undone.
    expect(keptAtRename.sort()).toEqual([`${contentVersion(saved)}.json`, `${contentVersion(readFileSync(join(process.cwd(), 'site', TOWN), 'utf8'))}.json`].sort());
    expect(readFileSync(join(t.root, '.local', 'content-audit-versions', `${contentVersion(saved)}.json`), 'utf8')).toBe(saved);
  });

  it('answers at most the limit, and a change whose text was not kept without a version to go back to', async () => {
    t = await startTestContentApi();
    const saved = await saveHeading('Benson lawns, kept', 'Heading kept');
    // Lines written before texts were kept (and one cut short by a crash) are read as they are.
    const old = (n: number) => JSON.stringify({ id: `old-${n}`, at: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(), user: 'maria', userId: 3, backend: 'local', summary: `Old change ${n}`, files: [{ path: TOWN, action: 'update', version: 'a'.repeat(40) }] });
    const lines = Array.from({ length: HISTORY_LIMIT + 5 }, (_, n) => old(n));
    writeFileSync(t.auditLog, `${lines.join('\n')}\n{"id":"cut short\n${readFileSync(t.auditLog, 'utf8')}`);
    const { changes } = await (await history(TOWN)).json();
    expect(changes).toHaveLength(HISTORY_LIMIT);
    expect(changes[0]).toMatchObject({ summary: 'Heading kept', version: contentVersion(saved) });
    expect(changes[1]).toEqual({ at: expect.any(String), user: 'maria', summary: `Old change ${HISTORY_LIMIT + 4}`, action: 'changed', version: null, undo: null });
    expect((await history(TOWN, `?version=${'a'.repeat(40)}`)).status).toBe(404);
  });

  it('answers 404 in plain words for a version not in the file\'s history, another file\'s included', async () => {
    t = await startTestContentApi();
    await saveHeading('Benson lawns, kept', 'Heading kept');
    const site = await openFile(t, 'site.json');
    site.data.business.phone = '(919) 555-0177';
    const phoneSave = await submit(t, { summary: 'Phone number updated', files: [updateOf(site, 'site.json', site.data)] });
    // 200 also answers a refused save (a state): this one must be saved.
    expect([phoneSave.status, (await phoneSave.json()).state]).toEqual([200, 'saved']);
    const siteVersion = contentVersion(t.siteFile('site.json'));
    for (const version of [siteVersion, 'f'.repeat(40), '..%2F..%2Fpackage.json', '']) {
      const res = await history(TOWN, `?version=${version}`);
      expect(res.status, version).toBe(404);
      const body = await res.json();
      expect(body.error).toMatchObject({ code: 'version-not-found', title: 'No such earlier version', message: "That earlier version is not in this file's history." });
      expect(JSON.stringify(body)).not.toContain('package.json');
    }
    // A file never saved from the studio has an empty history.
    expect((await (await history('towns/selma.json')).json()).changes).toEqual([]);
  });

  it('is for administrators only, and only for content files', async () => {
    t = await startTestContentApi();
    expect((await fetch(`${t.api.url}/history/${TOWN}`)).status).toBe(401);
    const crew = await history(TOWN, '', t.crewToken);
    expect([crew.status, (await crew.json()).error.code]).toEqual([401, 'token-invalid']);
    for (const path of ['..%2F..%2Fpackage.json', '.local%2Fcontent-audit.jsonl', 'towns/benson.txt']) {
      const res = await history(path);
      expect([res.status, (await res.json()).error.code]).toEqual([400, 'path-refused']);
    }
    expect(existsSync(join(t.root, '.local', 'content-audit-versions'))).toBe(false);
  });
});
