import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../../src/testing/temp-project.ts';
import { updateOf } from '../../../../tests/support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';
import { contentVersion } from '../../version.ts';

let t: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const open = async (t: TestGithubContentApi, path: string) => (await t.call('GET', `/files/${path}`)).body as { text: string; version: string; data: any };
const count = (t: TestGithubContentApi, call: string) => t.github.calls.filter((c) => c === call).length;
const repo = '/repos/cedarcreek/website';

/** The paths of site/ that differ between a commit and its parent. */
function changedFiles(t: TestGithubContentApi, sha: string): string[] {
  const commit = t.github.store.commits.get(sha)!;
  const before = t.github.store.files(t.github.store.commits.get(commit.parents[0]!)!.tree);
  const after = t.github.store.files(commit.tree);
  return [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path)).sort();
}

describe('github backend: reading the published branch', () => {
  it('lists and reads the files of site/ on main, versioned by their blob ids', async () => {
    t = await startTestGithubContentApi();
    const list = await t.call('GET', '/files');
    expect(list.status).toBe(200);
    expect(list.body.backend).toBe('github');
    const towns = list.body.kinds.find((k: { kind: string }) => k.kind === 'townFile').files;
    const benson = readFileSync(join(projectRoot, 'site', 'towns', 'benson.json'), 'utf8');
    expect(towns).toContainEqual({ path: 'towns/benson.json', version: contentVersion(benson) });

    const file = await t.call('GET', '/files/towns/benson.json');
    expect(file.body).toMatchObject({ path: 'towns/benson.json', kind: 'townFile', version: contentVersion(benson), text: benson });
    expect((await t.call('GET', '/files/towns/nowhere.json')).status).toBe(404);
  });
});

describe('github backend: a submitted change becomes one branch, one commit and one pull request', () => {
  it('puts both files of a change in one commit on a new branch, and opens one pull request naming the change and the staff member', async () => {
    t = await startTestGithubContentApi();
    const mainBefore = t.github.store.refs.get('heads/main')!;
    const site = await open(t, 'site.json');
    const benson = await open(t, 'towns/benson.json');
    const siteData = structuredClone(site.data);
    siteData.business.phone = '(919) 555-0199';
    const kinston = { ...structuredClone(benson.data), slug: 'kinston', name: 'Kinston' };
    const res = await t.call('POST', '/changes', {
      summary: 'Added town: Kinston; phone number changed',
      files: [updateOf(site, 'site.json', siteData), { path: 'towns/kinston.json', action: 'create', data: kinston }],
      confirmWarnings: true,
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ saved: true, backend: 'github', reference: expect.stringMatching(/\/cedarcreek\/website\/pull\/1$/) });
    const today = new Date().toISOString().slice(0, 10);
    const branch = `content/${today}-added-town-kinston-phone-number-changed`;
    expect(t.github.branches()).toEqual([branch, 'main']);
    expect(t.github.store.refs.get('heads/main')).toBe(mainBefore);
    for (const call of [`POST ${repo}/git/trees`, `POST ${repo}/git/commits`, `POST ${repo}/git/refs`, `POST ${repo}/pulls`]) expect(count(t, call)).toBe(1);

    const head = t.github.store.refs.get(`heads/${branch}`)!;
    expect(t.github.store.commits.get(head)!.parents).toEqual([mainBefore]);
    expect(changedFiles(t, head)).toEqual(['site/site.json', 'site/towns/kinston.json']);
    expect(JSON.parse(t.github.fileAt(branch, 'site.json')!).business.phone).toBe('(919) 555-0199');
    expect(t.github.fileAt(branch, 'towns/kinston.json')).toBe(`${JSON.stringify(kinston, null, 2)}\n`);
    expect(res.body.files).toEqual([
      { path: 'site.json', action: 'update', version: contentVersion(t.github.fileAt(branch, 'site.json')!), merged: false, unchanged: false },
      { path: 'towns/kinston.json', action: 'create', version: contentVersion(t.github.fileAt(branch, 'towns/kinston.json')!), merged: false, unchanged: false },
    ]);

    const [pull, ...others] = t.github.pulls.records;
    expect(others).toEqual([]);
    expect(pull).toMatchObject({ title: 'Added town: Kinston; phone number changed', head: branch, base: 'main', state: 'open' });
    expect(pull!.body).toContain('**Added town: Kinston; phone number changed**');
    expect(pull!.body).toContain('Submitted by **admin** in the content studio');
    expect(pull!.body).toContain('- Changed site settings — Business facts › Phone (`site/site.json`)');
    expect(pull!.body).toContain('- Added town: Kinston (`site/towns/kinston.json`)');
    expect(t.github.store.commits.get(head)!.message).toMatch(/^Added town: Kinston; phone number changed\n\nSubmitted by admin in the content studio\./);
  });

  it('never moves a branch that exists: the same summary on the same day gets its own branch', async () => {
    t = await startTestGithubContentApi();
    for (const phone of ['(919) 555-0101', '(919) 555-0102']) {
      const site = await open(t, 'site.json');
      const data = structuredClone(site.data);
      data.business.phone = phone;
      expect((await t.call('POST', '/changes', { summary: 'Phone number changed', files: [updateOf(site, 'site.json', data)] })).status).toBe(200);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(t.github.branches()).toEqual([`content/${today}-phone-number-changed`, `content/${today}-phone-number-changed-2`, 'main']);
    expect(JSON.parse(t.github.fileAt(`content/${today}-phone-number-changed`, 'site.json')!).business.phone).toBe('(919) 555-0101');
    expect(t.github.pulls.records.map((p) => p.head)).toEqual(t.github.branches().slice(0, 2));
  });
});

describe('github backend: the published branch moving while a change is checked', () => {
  it('merges a colleague\'s commit to another field made meanwhile, and builds on it', async () => {
    let colleague: string | undefined;
    t = await startTestGithubContentApi({
      beforeSave: async () => {
        if (colleague) return;
        const text = t!.github.fileAt('main', 'site.json')!;
        colleague = t!.github.commitOn('main', { 'site.json': text.replace('"(919) 555-0142"', '"(919) 555-0150"') }, 'Phone changed by hand');
      },
    });
    const site = await open(t, 'site.json');
    const data = structuredClone(site.data);
    data.business.email = 'office@cedarcreeklawn.example';
    const res = await t.call('POST', '/changes', { summary: 'Email changed', files: [updateOf(site, 'site.json', data)] });

    expect(res.status).toBe(200);
    expect(res.body.files).toMatchObject([{ path: 'site.json', merged: true }]);
    expect(count(t, `POST ${repo}/git/commits`)).toBe(1);
    const branch = t.github.pulls.records[0]!.head;
    const head = t.github.store.refs.get(`heads/${branch}`)!;
    expect(t.github.store.commits.get(head)!.parents).toEqual([colleague]);
    const saved = JSON.parse(t.github.fileAt(branch, 'site.json')!);
    expect(saved.business).toMatchObject({ phone: '(919) 555-0150', email: 'office@cedarcreeklawn.example' });
  });

  it('answers a clash with both values when the colleague changed the same field, and makes no branch, commit or pull request', async () => {
    let moved = false;
    t = await startTestGithubContentApi({
      beforeSave: async () => {
        if (moved) return;
        moved = true;
        const text = t!.github.fileAt('main', 'site.json')!;
        t!.github.commitOn('main', { 'site.json': text.replace('"(919) 555-0142"', '"(919) 555-0150"') }, 'Phone changed by hand');
      },
    });
    const site = await open(t, 'site.json');
    const data = structuredClone(site.data);
    data.business.phone = '(919) 555-0199';
    const res = await t.call('POST', '/changes', { summary: 'Phone number changed', files: [updateOf(site, 'site.json', data)] });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'clash', saved: false });
    expect(res.body.conflicts).toEqual([{ path: 'site.json', pointer: '/business/phone', base: '(919) 555-0142', theirs: '(919) 555-0150', yours: '(919) 555-0199' }]);
    expect(t.github.branches()).toEqual(['main']);
    expect(count(t, `POST ${repo}/git/commits`)).toBe(0);
    expect(t.github.pulls.records).toEqual([]);
  });
});
