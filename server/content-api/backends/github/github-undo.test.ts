import { afterEach, describe, expect, it } from 'vitest';
import { updateOf } from '../../../../tests/support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';

// Undo of a published change with the github backend: a new pull request that reverses it, checked and published like any other.
let t: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

type Entry = { summary: string; undo: string | null };

/** Submits and publishes a change to site.json's business facts, as the office would. */
async function publishBusiness(summary: string, edit: (business: Record<string, any>) => void): Promise<void> {
  const site = (await t!.call('GET', '/files/site.json')).body;
  const data = structuredClone(site.data);
  edit(data.business);
  expect((await t!.call('POST', '/changes', { summary, files: [updateOf(site, 'site.json', data)] })).status).toBe(200);
  expect((await t!.call('POST', `/changes/${t!.github.pulls.records.length}/publish`)).status).toBe(200);
}

describe('POST /history/<path> {"undo"} (github backend)', () => {
  it('opens a pull request in her words from the published branch that puts back what the change replaced, published like any other', async () => {
    t = await startTestGithubContentApi();
    const original = t.github.fileAt('main', 'site.json')!;
    await publishBusiness('Phone number updated', (business) => (business.phone = '(919) 555-0101'));
    const changes: Entry[] = (await t.call('GET', '/history/site.json')).body.changes;
    expect(changes.map((c) => [c.summary, c.undo === null])).toEqual([
      ['Phone number updated', false],
      // The repository's first commit has nothing before it.
      ['Seed the stand-in repository', true],
    ]);

    const pullsBefore = t.github.pulls.records.length;
    const res = await t.call('POST', '/history/site.json', { undo: changes[0]!.undo, summary: 'Undo: Phone number updated' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'saved', saved: true, backend: 'github', reference: expect.any(String) });
    // Nothing is live until it is published: the published branch still has the new phone.
    expect(JSON.parse(t.github.fileAt('main', 'site.json')!).business.phone).toBe('(919) 555-0101');
    const pull = t.github.pulls.records.at(-1)!;
    expect(t.github.pulls.records.length).toBe(pullsBefore + 1);
    expect(pull).toMatchObject({ title: 'Undo: Phone number updated', base: 'main', state: 'open' });
    expect(pull.head).toMatch(/^content\/\d{4}-\d\d-\d\d-undo-phone-number-updated/);
    expect(t.github.fileAt(pull.head, 'site.json')).toBe(original);

    expect((await t.call('POST', `/changes/${pull.number}/publish`)).status).toBe(200);
    expect(t.github.fileAt('main', 'site.json')).toBe(original);
  });

  it('keeps a later change to another field, and says a later change to the same field clashes, opening nothing', async () => {
    t = await startTestGithubContentApi();
    const original = JSON.parse(t.github.fileAt('main', 'site.json')!);
    await publishBusiness('Phone number updated', (business) => (business.phone = '(919) 555-0101'));
    await publishBusiness('E-mail updated', (business) => (business.email = 'office@cedarcreeklawn.example'));
    const [email, phone] = (await t.call('GET', '/history/site.json')).body.changes as Entry[];

    const undone = await t.call('POST', '/history/site.json', { undo: phone!.undo, summary: 'Undo: Phone number updated' });
    expect(undone.body.state).toBe('saved');
    const head = t.github.pulls.records.at(-1)!.head;
    expect(JSON.parse(t.github.fileAt(head, 'site.json')!).business).toMatchObject({ phone: original.business.phone, email: 'office@cedarcreeklawn.example' });

    // A colleague changed the e-mail again on GitHub itself: undoing the first e-mail change clashes with it.
    const now = t.github.fileAt('main', 'site.json')!;
    t.github.commitOn('main', { 'site.json': now.replace('office@cedarcreeklawn.example', 'hello@cedarcreeklawn.example') }, 'E-mail fixed by hand');
    const pulls = t.github.pulls.records.length;
    const clash = await t.call('POST', '/history/site.json', { undo: email!.undo, summary: 'Undo: E-mail updated' });
    expect(clash.body).toMatchObject({ state: 'clash', saved: false, conflicts: [{ path: 'site.json', pointer: '/business/email', theirs: 'hello@cedarcreeklawn.example', yours: original.business.email }] });
    expect(t.github.pulls.records.length).toBe(pulls);
  });

  it('undoes a commit that added a town and changed another file by proposing both back: the town removed, the other file as before', async () => {
    t = await startTestGithubContentApi();
    const benson = JSON.parse(t.github.fileAt('main', 'towns/benson.json')!);
    const faqs = t.github.fileAt('main', 'collections/faqs.json')!;
    const kinston = `${JSON.stringify({ ...benson, slug: 'kinston', name: 'Kinston' }, null, 2)}\n`;
    t.github.commitOn('main', { 'towns/kinston.json': kinston, 'collections/faqs.json': faqs.replace('"href": "/benson"', '"href": "/kinston"') }, 'Kinston added (#9)');
    const [added] = (await t.call('GET', '/history/towns/kinston.json')).body.changes as Entry[];
    const res = await t.call('POST', '/history/towns/kinston.json', { undo: added!.undo, summary: 'Undo: Kinston added', confirmWarnings: true });
    expect(res.body).toMatchObject({ state: 'saved', files: expect.arrayContaining([expect.objectContaining({ path: 'towns/kinston.json', action: 'delete' })]) });
    const head = t.github.pulls.records.at(-1)!.head;
    expect(t.github.fileAt(head, 'towns/kinston.json')).toBeUndefined();
    expect(t.github.fileAt(head, 'collections/faqs.json')).toBe(faqs);
  });

  it('refuses in plain words a commit that is not in the file\'s published history', async () => {
    t = await startTestGithubContentApi();
    await publishBusiness('Phone number updated', (business) => (business.phone = '(919) 555-0101'));
    const [change] = (await t.call('GET', '/history/site.json')).body.changes as Entry[];
    for (const [path, id] of [['towns/benson.json', change!.undo], ['site.json', 'f'.repeat(40)]] as const) {
      const res = await t.call('POST', `/history/${path}`, { undo: id, summary: 'Undo' });
      expect(res.status, path).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'undo-not-found' });
    }
  });
});
