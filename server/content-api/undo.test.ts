import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFile, startTestContentApi, submit, updateOf, type TestContentApi } from '../../tests/support/test-content-api.ts';
import { reverseFile } from './undo-change.ts';
import { contentVersion } from './version.ts';

// Undo of a change with the local backend: its reverse saved through the normal save path (the github backend's: backends/github/github-undo.test.ts).
let t: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const TOWN = 'towns/benson.json';
type Entry = { summary: string; action: string; undo: string | null };
const auth = () => ({ Authorization: `Bearer ${t!.adminToken}` });
const history = async (path: string): Promise<Entry[]> => (await (await fetch(`${t!.api.url}/history/${path}`, { headers: auth() })).json()).changes;
const undo = (path: string, body: unknown, token = t!.adminToken) =>
  fetch(`${t!.api.url}/history/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
const auditLines = () => readFileSync(t!.auditLog, 'utf8').trim().split('\n').map((line) => JSON.parse(line));

async function saveTown(summary: string, edit: (data: Record<string, any>) => void): Promise<void> {
  const opened = await openFile(t!, TOWN);
  edit(opened.data);
  const res = await submit(t!, { summary, files: [updateOf(opened, TOWN, opened.data)] });
  expect((await res.json()).state).toBe('saved');
}

describe('POST /history/<path> {"undo"} (local backend)', () => {
  it('saves the file as it was before the change, logged in her words, and the undo can itself be undone', async () => {
    t = await startTestContentApi();
    const original = t.siteFile(TOWN);
    await saveTown('Heading reworded', (data) => (data.landing.heading = 'Benson lawns, reworded'));
    const [change] = await history(TOWN);
    expect(change).toMatchObject({ summary: 'Heading reworded', undo: expect.any(String) });

    const res = await undo(TOWN, { undo: change!.undo, summary: 'Undo: Heading reworded' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: 'saved', saved: true, files: [{ path: TOWN, action: 'update' }] });
    expect(t.siteFile(TOWN)).toBe(original);
    expect(auditLines().at(-1)).toMatchObject({ user: 'admin', summary: 'Undo: Heading reworded', files: [{ path: TOWN, action: 'update', version: contentVersion(original) }] });

    const [undone] = await history(TOWN);
    expect(undone).toMatchObject({ summary: 'Undo: Heading reworded', undo: expect.any(String) });
    expect((await (await undo(TOWN, { undo: undone!.undo, summary: 'Undo: Undo: Heading reworded' })).json()).state).toBe('saved');
    expect(JSON.parse(t.siteFile(TOWN)).landing.heading).toBe('Benson lawns, reworded');
  });

  it('undoes only that change: a later change to another field stays, one to the same field is a clash to choose', async () => {
    t = await startTestContentApi();
    const original = JSON.parse(t.siteFile(TOWN));
    await saveTown('Heading reworded', (data) => (data.landing.heading = 'Benson lawns, reworded'));
    await saveTown('Subheading reworded', (data) => (data.landing.subheading = 'Plain talk, hard work.'));
    const [later, first] = await history(TOWN);
    expect((await (await undo(TOWN, { undo: first!.undo, summary: 'Undo: Heading reworded' })).json()).state).toBe('saved');
    const now = JSON.parse(t.siteFile(TOWN));
    expect([now.landing.heading, now.landing.subheading]).toEqual([original.landing.heading, 'Plain talk, hard work.']);

    await saveTown('Subheading again', (data) => (data.landing.subheading = 'Plain talk, harder work.'));
    const before = t.siteFile(TOWN);
    const clash = await (await undo(TOWN, { undo: later!.undo, summary: 'Undo: Subheading reworded' })).json();
    expect(clash).toMatchObject({ state: 'clash', saved: false, conflicts: [{ path: TOWN, pointer: '/landing/subheading', theirs: 'Plain talk, harder work.', yours: original.landing.subheading }] });
    expect(t.siteFile(TOWN)).toBe(before);
  });

  it('removes a town the change created, and restores one it removed, checked like any save: a town another file now needs stays', async () => {
    t = await startTestContentApi();
    const benson = await openFile(t, TOWN);
    const east = { ...structuredClone(benson.data), slug: 'benson-east', name: 'Benson East' };
    const created = await submit(t, { summary: 'Added Benson East', files: [{ path: 'towns/benson-east.json', action: 'create', data: east }], confirmWarnings: true });
    expect((await created.json()).state).toBe('saved');
    const [added] = await history('towns/benson-east.json');
    expect(added).toMatchObject({ action: 'created', undo: expect.any(String) });

    // The questions page now links to the new town: removing it would break that link.
    const faqs = await openFile(t, 'collections/faqs.json');
    const linked = JSON.parse(JSON.stringify(faqs.data).replace('"href":"/benson"', '"href":"/benson-east"'));
    expect((await (await submit(t, { summary: 'Link to Benson East', files: [updateOf(faqs, 'collections/faqs.json', linked)], confirmWarnings: true })).json()).state).toBe('saved');
    const refused = await (await undo('towns/benson-east.json', { undo: added!.undo, summary: 'Undo: Added Benson East' })).json();
    expect(refused).toMatchObject({ state: 'problems', saved: false });
    expect(JSON.stringify(refused.problems)).toContain('benson-east');
    expect(existsSync(join(t.root, 'site', 'towns', 'benson-east.json'))).toBe(true);

    // With the link gone again, the undo removes the town; undoing that brings it back.
    const faqsNow = await openFile(t, 'collections/faqs.json');
    expect((await (await submit(t, { summary: 'Link back to Benson', files: [updateOf(faqsNow, 'collections/faqs.json', faqs.data)], confirmWarnings: true })).json()).state).toBe('saved');
    expect((await (await undo('towns/benson-east.json', { undo: added!.undo, summary: 'Undo: Added Benson East', confirmWarnings: true })).json()).state).toBe('saved');
    expect(existsSync(join(t.root, 'site', 'towns', 'benson-east.json'))).toBe(false);
    const [removed] = await history('towns/benson-east.json');
    expect(removed).toMatchObject({ action: 'deleted', summary: 'Undo: Added Benson East', undo: expect.any(String) });
    expect((await (await undo('towns/benson-east.json', { undo: removed!.undo, summary: 'Undo: Undo: Added Benson East', confirmWarnings: true })).json()).state).toBe('saved');
    expect(JSON.parse(t.siteFile('towns/benson-east.json')).name).toBe('Benson East');
  });

  it('refuses in plain words a change not in the file\'s history, one whose earlier text was not kept, a bad body and a non-administrator', async () => {
    t = await startTestContentApi();
    await saveTown('Heading reworded', (data) => (data.landing.heading = 'Benson lawns, reworded'));
    const [change] = await history(TOWN);
    // Another file's change is not this file's to undo.
    for (const [path, id] of [['towns/selma.json', change!.undo], [TOWN, 'no-such-change']] as const) {
      const res = await undo(path, { undo: id, summary: 'Undo' });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({ code: 'undo-not-found', title: 'This change cannot be undone' });
    }
    const bad = await undo(TOWN, { undo: '../x', summary: '' });
    expect([bad.status, (await bad.json()).error.code]).toEqual([400, 'bad-request']);
    const crew = await undo(TOWN, { undo: change!.undo, summary: 'Undo' }, t.crewToken);
    expect(crew.status).toBe(401);
    const refused = await undo('..%2Fpackage.json', { undo: change!.undo, summary: 'Undo' });
    expect(refused.status).toBe(400);
  });
});

describe('reverseFile', () => {
  const before = '{"a": 1}\n';
  const after = '{"a": 2}\n';
  it('merges the text before against the text the change left, removes a file the change created and creates one it removed', () => {
    expect(reverseFile('x.json', before, after)).toEqual({ path: 'x.json', action: 'update', baseVersion: contentVersion(after), baseText: after, data: { a: 1 } });
    expect(reverseFile('x.json', undefined, after)).toEqual({ path: 'x.json', action: 'delete', baseVersion: contentVersion(after) });
    expect(reverseFile('x.json', before, undefined)).toEqual({ path: 'x.json', action: 'create', data: { a: 1 } });
  });
  it('has no reverse for a text that is not a JSON object', () => {
    expect(reverseFile('x.json', 'not json', after)).toBeUndefined();
    expect(reverseFile('x.json', before, '[1]')).toBeUndefined();
    expect(reverseFile('x.json', undefined, undefined)).toBeUndefined();
  });
});
