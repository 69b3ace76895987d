import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { changedLines, openFile, startTestContentApi, submit, updateOf, type TestContentApi } from '../../tests/support/test-content-api.ts';
import { contentVersion } from './version.ts';

let t: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const auditLines = (t: TestContentApi) =>
  existsSync(t.auditLog) ? readFileSync(t.auditLog, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];

describe('POST /changes: checking the whole site first', () => {
  it('refuses a link to a missing page with the validator\'s own message, and writes nothing', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, 'pages/about.json');
    const before = t.siteFile('pages/about.json');
    const data = structuredClone(opened.data);
    data.sections[0].actions[1].href = '/meet-the-crew';
    const res = await submit(t, { summary: 'Button goes to the crew page', files: [updateOf(opened, 'pages/about.json', data)] });

    // An expected outcome of saving, answered as a state (the browser logs any 4xx as a console error).
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ state: 'problems', saved: false, title: 'Not saved: the site would have errors' });
    expect(body.error).toBeUndefined();
    expect(body.problems).toContainEqual(expect.objectContaining({
      file: 'site/pages/about.json',
      pointer: '/sections/0/actions/1/href',
      severity: 'error',
      message: expect.stringContaining('/meet-the-crew'),
      line: 21,
      rule: 'missing-page',
    }));
    expect(t.siteFile('pages/about.json')).toBe(before);
    expect(auditLines(t)).toEqual([]);
  });

  it('asks for confirmation of new warnings (a copied town text), then saves when confirmed', async () => {
    t = await startTestContentApi();
    const benson = await openFile(t, 'towns/benson.json');
    const clayton = await openFile(t, 'towns/clayton.json');
    const data = structuredClone(clayton.data);
    data.intro[0] = benson.data.intro[0];
    const change = { summary: 'Clayton intro rewritten', files: [updateOf(clayton, 'towns/clayton.json', data)] };

    const unconfirmed = await submit(t, change);
    expect(unconfirmed.status).toBe(200);
    const refused = await unconfirmed.json();
    expect(refused).toMatchObject({ state: 'warnings', saved: false, title: 'Please confirm the warnings' });
    expect(refused.problems).toContainEqual(expect.objectContaining({
      file: 'site/towns/clayton.json',
      pointer: '/intro/0',
      severity: 'warning',
      message: expect.stringContaining('nearly the same as paragraph 1 of site/towns/benson.json'),
      rule: 'similar-paragraph',
      values: { other: 'Benson', paragraph: '1', otherParagraph: '1', percent: expect.stringMatching(/^\d+$/) },
    }));
    expect(t.siteFile('towns/clayton.json')).toBe(clayton.text);

    const confirmed = await submit(t, { ...change, confirmWarnings: true });
    expect(confirmed.status).toBe(200);
    const saved = await confirmed.json();
    expect(saved).toMatchObject({ state: 'saved', saved: true });
    expect(saved.warnings).toEqual(expect.arrayContaining(refused.problems));
    expect(JSON.parse(t.siteFile('towns/clayton.json')).intro[0]).toBe(benson.data.intro[0]);
  });
});

describe('POST /changes: writing with the local backend', () => {
  it('changes only the line of the changed field, keeping formatting and key order, and logs who, what and when', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, 'site.json');
    const data = structuredClone(opened.data);
    data.business.phone = '(919) 555-0199';
    const res = await submit(t, { summary: 'Phone number changed', files: [updateOf(opened, 'site.json', data)] });

    expect(res.status).toBe(200);
    const after = t.siteFile('site.json');
    expect(changedLines(opened.text, after)).toEqual([{ line: 7, before: '    "phone": "(919) 555-0142",', after: '    "phone": "(919) 555-0199",' }]);
    expect(await res.json()).toEqual({
      state: 'saved',
      saved: true,
      backend: 'local',
      files: [{ path: 'site.json', action: 'update', version: contentVersion(after), merged: false, unchanged: false }],
      warnings: [],
    });
    const [entry, ...rest] = auditLines(t);
    expect(rest).toEqual([]);
    expect(entry).toEqual({
      id: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}$/),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: 'admin',
      userId: 1,
      backend: 'local',
      summary: 'Phone number changed',
      files: [{ path: 'site.json', action: 'update', version: contentVersion(after), before: opened.version }],
    });
    expect(validateSite({ root: t.root }).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('adds a new town as two-space JSON, then deletes it', async () => {
    t = await startTestContentApi();
    const benson = await openFile(t, 'towns/benson.json');
    const copy = structuredClone(benson.data);
    copy.slug = 'benson-east';
    const res = await submit(t, {
      summary: 'Added town: Benson East',
      files: [{ path: 'towns/benson-east.json', action: 'create', data: copy }],
      confirmWarnings: true,
    });
    expect(res.status).toBe(200);
    expect(t.siteFile('towns/benson-east.json')).toBe(`${JSON.stringify(copy, null, 2)}\n`);
    expect(auditLines(t).at(-1)).toMatchObject({ summary: 'Added town: Benson East', files: [{ path: 'towns/benson-east.json', action: 'create' }] });

    const removed = await submit(t, { summary: 'Removed Benson East', files: [{ path: 'towns/benson-east.json', action: 'delete', baseVersion: contentVersion(t.siteFile('towns/benson-east.json')) }] });
    expect(removed.status).toBe(200);
    expect(existsSync(join(t.root, 'site', 'towns', 'benson-east.json'))).toBe(false);
    expect(auditLines(t).at(-1)).toMatchObject({ files: [{ path: 'towns/benson-east.json', action: 'delete', version: null }] });
  });

  it('leaves no temp file behind and saves nothing for a change that changes nothing', async () => {
    t = await startTestContentApi();
    const opened = await openFile(t, 'towns/benson.json');
    const res = await submit(t, { summary: 'No real change', files: [updateOf(opened, 'towns/benson.json', opened.data)] });
    expect(res.status).toBe(200);
    expect((await res.json()).files).toEqual([{ path: 'towns/benson.json', action: 'update', version: opened.version, merged: false, unchanged: true }]);
    expect(auditLines(t)).toEqual([]);
    expect(readdirSync(join(t.root, 'site', 'towns')).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
