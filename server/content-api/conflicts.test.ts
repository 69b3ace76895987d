import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedLines, openFile, startTestContentApi, submit, updateOf, type TestContentApi } from '../../tests/support/test-content-api.ts';

let t: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const TOWN = 'towns/benson.json';

/** Someone else's save: opened at the same time, saved first. */
async function saveAs(t: TestContentApi, opened: { text: string; version: string; data: Record<string, any> }, edit: (data: any) => void, summary: string) {
  const data = structuredClone(opened.data);
  edit(data);
  return submit(t, { summary, files: [updateOf(opened, TOWN, data)] });
}

describe('a file changed by someone else since it was opened', () => {
  it('merges changes to different fields, keeping both and the file\'s formatting', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, TOWN);
    expect((await saveAs(t, opened, (d) => (d.landing.heading = 'Lawn Care at the South End'), 'Heading changed')).status).toBe(200);

    const res = await saveAs(t, opened, (d) => (d.geo.lat = 35.3822), 'Map point moved');
    expect(res.status).toBe(200);
    expect((await res.json()).files[0]).toMatchObject({ path: TOWN, merged: true });
    const saved = JSON.parse(t.siteFile(TOWN));
    expect(saved.landing.heading).toBe('Lawn Care at the South End');
    expect(saved.geo.lat).toBe(35.3822);
    expect(changedLines(opened.text, t.siteFile(TOWN)).map((line) => line.line)).toEqual([8, 32]);
  });

  it('answers 409 with both values, and the base, where both changed the same field; nothing is written', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, TOWN);
    expect((await saveAs(t, opened, (d) => (d.landing.heading = 'Theirs'), 'Heading changed')).status).toBe(200);
    const theirsText = t.siteFile(TOWN);

    const res = await saveAs(t, opened, (d) => {
      d.landing.heading = 'Yours';
      d.geo.lat = 35.4;
    }, 'Heading and map point changed');
    // A clash is an expected outcome of saving, answered as a state: the browser logs any 4xx as a console error.
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ state: 'clash', saved: false, title: 'Changed by someone else' });
    expect(body.conflicts).toEqual([{ path: TOWN, pointer: '/landing/heading', base: opened.data.landing.heading, theirs: 'Theirs', yours: 'Yours' }]);
    expect(t.siteFile(TOWN)).toBe(theirsText);
  });

  it('merges with an edit made by hand in the file meanwhile', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, TOWN);
    writeFileSync(join(t.root, 'site', TOWN), opened.text.replace('"order": 99', '"order": 98'));
    const res = await saveAs(t, opened, (d) => (d.menu.show = true), 'Benson in the menu');
    expect(res.status).toBe(200);
    expect(JSON.parse(t.siteFile(TOWN)).menu).toEqual({ show: true, order: 98 });
  });

  it('refuses to delete a file changed since it was opened, and to create one that now exists with other content', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, TOWN);
    expect((await saveAs(t, opened, (d) => (d.landing.heading = 'Theirs'), 'Heading changed')).status).toBe(200);
    const removed = await submit(t, { summary: 'Removed Benson', files: [{ path: TOWN, action: 'delete', baseVersion: opened.version }] });
    expect(removed.status).toBe(200);
    const removal = await removed.json();
    expect(removal).toMatchObject({ state: 'clash', saved: false });
    expect(removal.conflicts).toEqual([{ path: TOWN, pointer: '', theirs: JSON.parse(t.siteFile(TOWN)) }]);

    const created = await submit(t, { summary: 'Added Benson', files: [{ path: TOWN, action: 'create', data: opened.data }] });
    expect(created.status).toBe(200);
    const creation = await created.json();
    expect(creation).toMatchObject({ state: 'clash', saved: false });
    expect(creation.conflicts[0]).toMatchObject({ path: TOWN, pointer: '', yours: opened.data });
  });

  it('refuses a base text that is not the opened version', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, TOWN);
    const res = await submit(t, { summary: 'x', files: [{ ...updateOf(opened, TOWN, opened.data), baseText: opened.text.replace('Benson', 'Bensen') }] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('base-mismatch');
  });
});

describe('changes sent at the same moment', () => {
  it('saves both when they touch different fields, one after the other', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, TOWN);
    const edits: [string, (d: any) => void][] = [
      ['Heading changed', (d) => (d.landing.heading = 'A new heading')],
      ['Map point moved', (d) => (d.geo.lng = -78.55)],
      ['Benson in the menu', (d) => (d.menu.show = true)],
    ];
    const results = await Promise.all(edits.map(([summary, edit]) => saveAs(t!, opened, edit, summary)));
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    const saved = JSON.parse(t.siteFile(TOWN));
    expect([saved.landing.heading, saved.geo.lng, saved.menu.show]).toEqual(['A new heading', -78.55, true]);
    expect(changedLines(opened.text, t.siteFile(TOWN))).toHaveLength(3);
  });

  it('saves exactly one when they change the same field differently; the others are told of the clash', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, TOWN);
    const results = await Promise.all(['First', 'Second', 'Third'].map((heading) => saveAs(t!, opened, (d) => (d.landing.heading = heading), `Heading: ${heading}`)));
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    const states = await Promise.all(results.map(async (res) => (await res.json()).state as string));
    expect([...states].sort()).toEqual(['clash', 'clash', 'saved']);
    const winner = states.indexOf('saved');
    expect(JSON.parse(t.siteFile(TOWN)).landing.heading).toBe(['First', 'Second', 'Third'][winner]);
  });
});
