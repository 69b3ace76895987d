import { afterEach, describe, expect, it } from 'vitest';
import { startTestContentApi, updateOf, type TestContentApi } from '../../../../tests/support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';

let t: TestGithubContentApi | undefined;
let local: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  await local?.stop();
  t = local = undefined;
});

async function submitPhone(t: TestGithubContentApi, summary: string, phone: string) {
  const site = (await t.call('GET', '/files/site.json')).body;
  const data = structuredClone(site.data);
  data.business.phone = phone;
  const res = await t.call('POST', '/changes', { summary, files: [updateOf(site, 'site.json', data)] });
  expect(res.status).toBe(200);
  return res.body.reference as string;
}

describe('GET /changes and POST /changes/<number>/publish (github backend)', () => {
  it('lists the submitted changes with their state: waiting for review, checks failed with their messages, published', async () => {
    t = await startTestGithubContentApi();
    await submitPhone(t, 'Phone number changed', '(919) 555-0101');
    await submitPhone(t, 'Office phone corrected', '(919) 555-0102');
    const failing = t.github.pulls.records[1]!;
    t.github.pulls.setCheckRuns(t.github.store.refs.get(`heads/${failing.head}`)!, [
      { name: 'validate', status: 'completed', conclusion: 'failure', output: { title: '1 error', summary: 'site/site.json:7:14 /business/phone — does not match the pattern' } },
    ]);

    const listed = await t.call('GET', '/changes');
    expect(listed.status).toBe(200);
    expect(listed.body.backend).toBe('github');
    expect(listed.body.review).toBe(true);
    expect(listed.body.changes).toEqual([
      expect.objectContaining({ number: 2, summary: 'Office phone corrected', author: 'admin', state: 'checks-failed', failedChecks: [{ name: 'validate', title: '1 error', summary: 'site/site.json:7:14 /business/phone — does not match the pattern', url: null }] }),
      expect.objectContaining({ number: 1, title: 'Phone number changed', summary: 'Phone number changed', author: 'admin', state: 'waiting-for-review', failedChecks: [], url: expect.stringMatching(/\/pull\/1$/), branch: expect.stringMatching(/^content\//), updatedAt: expect.any(String) }),
    ]);

    const published = await t.call('POST', '/changes/1/publish');
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ number: 1, published: true, commit: t.github.store.refs.get('heads/main') });
    expect(t.github.store.commits.get(published.body.commit)!.message).toBe('Phone number changed (#1)\n\nSubmitted by admin in the content studio.\nPublished by admin in the content studio.');
    expect(JSON.parse((await t.call('GET', '/files/site.json')).body.text).business.phone).toBe('(919) 555-0101');
    expect((await t.call('GET', '/changes')).body.changes.find((c: { number: number }) => c.number === 1).state).toBe('published');
  });

  it('refuses to publish a change twice, one that clashes with a published change, one not from the studio, or an unknown number', async () => {
    t = await startTestGithubContentApi();
    await submitPhone(t, 'Phone number changed', '(919) 555-0101');
    await submitPhone(t, 'Phone number changed again', '(919) 555-0102');
    expect((await t.call('POST', '/changes/1/publish')).status).toBe(200);

    const twice = await t.call('POST', '/changes/1/publish');
    expect([twice.status, twice.body.error.code, twice.body.details]).toEqual([409, 'change-not-open', ['#1 is already published.']]);
    const clash = await t.call('POST', '/changes/2/publish');
    expect([clash.status, clash.body.error.code, clash.body.details]).toEqual([409, 'change-not-mergeable', ['GitHub says: Pull Request is not mergeable']]);

    const main = t.github.store.refs.get('heads/main')!;
    t.github.store.refs.set('heads/hand-edit', main);
    t.github.pulls.create({ title: 'A developer\'s change', head: 'hand-edit', base: 'main', body: '' });
    const foreign = await t.call('POST', '/changes/3/publish');
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'change-not-found']);
    expect(t.github.store.refs.get('heads/main')).toBe(main);
    expect((await t.call('GET', '/changes')).body.changes.map((c: { number: number }) => c.number)).toEqual([2, 1]);

    expect((await t.call('POST', '/changes/99/publish')).body.error.code).toBe('change-not-found');
    expect((await t.call('POST', '/changes/1/merge')).status).toBe(404);
  });

  it('never puts a token, a JWT or the private key in an answer', async () => {
    t = await startTestGithubContentApi();
    await submitPhone(t, 'Phone number changed', '(919) 555-0101');
    await t.call('GET', '/changes');
    await t.call('POST', '/changes/1/publish');
    await t.call('POST', '/changes/1/publish');
    t.github.auth.revokeAll();
    await t.call('GET', '/files');
    const keyLines = t.app.privateKey.split('\n').filter((line) => line && !line.startsWith('-----'));
    const secrets = [...t.github.auth.secrets(), ...keyLines];
    expect(secrets.length).toBeGreaterThan(3);
    for (const answer of t.answers) for (const secret of secrets) expect(answer).not.toContain(secret);
    for (const line of t.logs) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});

describe('submitted changes with the local backend', () => {
  it('has no list of changes waiting for review and nothing to publish, for a local save is published at once', async () => {
    local = await startTestContentApi();
    const list = await fetch(`${local.api.url}/changes`, { headers: { Authorization: `Bearer ${local.adminToken}` } });
    // Said as a state, not a 405: the dashboard asks on every load, and a 4xx is a console error.
    expect([list.status, await list.json()]).toEqual([200, { backend: 'local', review: false, changes: [] }]);
    const publish = await fetch(`${local.api.url}/changes/1/publish`, { method: 'POST', headers: { Authorization: `Bearer ${local.adminToken}` } });
    expect([publish.status, (await publish.json()).error.code]).toEqual([404, 'not-found']);
  });
});
