import { afterEach, describe, expect, it } from 'vitest';
import { updateOf } from '../../../../tests/support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';

let t: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const repo = '/repos/cedarcreek/website';
const count = (t: TestGithubContentApi, call: RegExp) => t.github.urls.filter((c) => call.test(c)).length;

async function submitPhone(t: TestGithubContentApi, phone: string) {
  const site = (await t.call('GET', '/files/site.json')).body;
  const data = structuredClone(site.data);
  data.business.phone = phone;
  const res = await t.call('POST', '/changes', { summary: `Phone number ${phone}`, files: [updateOf(site, 'site.json', data)] });
  expect(res.status).toBe(200);
}

/** A change to another file than submitPhone's, so both can be published one after the other. */
async function submitTownPictureText(t: TestGithubContentApi, alt: string) {
  const town = (await t.call('GET', '/files/towns/benson.json')).body;
  const data = structuredClone(town.data);
  data.image.alt = alt;
  const res = await t.call('POST', '/changes', { summary: 'Benson picture described', files: [updateOf(town, 'towns/benson.json', data)] });
  expect(res.status).toBe(200);
}

/** A studio pull request made straight on the fake (no check of the site), a minute after the last one. */
function studioPull(t: TestGithubContentApi, name: string, state: 'open' | 'closed') {
  t.clock.ms += 60_000;
  t.github.store.refs.set(`heads/content/${name}`, t.github.store.refs.get('heads/main')!);
  const { number } = t.github.pulls.create({ title: name, head: `content/${name}`, base: 'main', body: '' });
  if (state === 'closed') t.github.pulls.records[number - 1]!.state = 'closed';
  return number;
}

describe('GET /changes reads every open change and the recent closed ones', () => {
  it('follows GitHub\'s Link pages through every open pull request, and reads one page of closed ones', async () => {
    t = await startTestGithubContentApi();
    t.github.pulls.paging.maxPerPage = 2;
    const closed = [1, 2, 3].map((i) => studioPull(t!, `closed-${i}`, 'closed'));
    const open = [1, 2, 3, 4, 5].map((i) => studioPull(t!, `open-${i}`, 'open'));

    const res = await t.call('GET', '/changes');
    expect(res.status).toBe(200);
    // Newest first: the five open ones (three pages), then the two most recent closed (one page).
    expect(res.body.changes.map((c: { number: number }) => c.number)).toEqual([...open.reverse(), closed[2], closed[1]]);
    expect(count(t, /\/pulls\?.*state=open/)).toBe(3);
    expect(count(t, /\/pulls\?.*state=closed/)).toBe(1);
    expect(t.github.urls.filter((c) => /\/pulls\?.*state=open/.test(c)).map((c) => new URL(`http://x${c.split(' ')[1]}`).searchParams.get('page'))).toEqual([null, '2', '3']);
  });

  it('shows a change whose checks cannot be read as unknown, and the rest of the list as usual', async () => {
    t = await startTestGithubContentApi();
    await submitPhone(t, '(919) 555-0101');
    await submitPhone(t, '(919) 555-0102');
    const unreadable = t.github.store.refs.get(`heads/${t.github.pulls.records[0]!.head}`)!;
    t.github.badDays.serverError('GET', new RegExp(`/commits/${unreadable}/check-runs$`), Infinity);

    const res = await t.call('GET', '/changes');
    expect(res.status).toBe(200);
    expect(res.body.changes.map((c: { number: number; state: string }) => [c.number, c.state])).toEqual([
      [2, 'waiting-for-review'],
      [1, 'unknown'],
    ]);
    expect(t.logs).toContainEqual('The checks of #1 could not be read (github-failed); it is listed as unknown.');
  });
});

describe('POST /changes/<number>/publish with the repository\'s settings and branch protection', () => {
  it('uses a merge commit when the repository does not allow squash merges, and a rebase when only that is allowed', async () => {
    t = await startTestGithubContentApi();
    await submitPhone(t, '(919) 555-0101');
    await submitTownPictureText(t, 'A mown front lawn in Benson, NC');
    t.github.pulls.settings.allow_squash_merge = false;
    const merged = await t.call('POST', '/changes/1/publish');
    expect(merged.status).toBe(200);
    expect(t.github.store.commits.get(merged.body.commit)!.parents).toHaveLength(2);

    t.github.pulls.settings.allow_merge_commit = false;
    const rebased = await t.call('POST', '/changes/2/publish');
    expect(rebased.status).toBe(200);
    expect(t.github.store.commits.get(rebased.body.commit)!.parents).toEqual([merged.body.commit]);
    expect(t.github.pulls.mergeMethods).toEqual(['merge', 'rebase']);
    expect(count(t, new RegExp(`^GET ${repo}$`))).toBe(2);
  });

  it('answers plainly when every merge method is turned off, without asking GitHub to merge', async () => {
    t = await startTestGithubContentApi();
    await submitPhone(t, '(919) 555-0101');
    Object.assign(t.github.pulls.settings, { allow_squash_merge: false, allow_merge_commit: false, allow_rebase_merge: false });
    const res = await t.call('POST', '/changes/1/publish');
    expect([res.status, res.body.error.code, res.body.url]).toEqual([409, 'change-merge-not-allowed', expect.stringMatching(/\/pull\/1$/)]);
    expect(res.body.error.hint).toMatch(/allow squash merging/);
    expect(count(t, /\/merge$/)).toBe(0);
  });

  it('says an approval is needed when branch protection requires a review, with the change\'s address', async () => {
    t = await startTestGithubContentApi();
    await submitPhone(t, '(919) 555-0101');
    t.github.pulls.protection.requiredApprovals = 1;
    const res = await t.call('POST', '/changes/1/publish');
    expect([res.status, res.body.error.code, res.body.url]).toEqual([409, 'change-needs-approval', t.github.pulls.get(1).html_url]);
    expect(res.body.error.message).toBe('This change needs an approval on GitHub before it can be published.');
    expect(res.body.details).toEqual(['GitHub says: At least 1 approving review is required by reviewers with write access.']);
    expect(t.github.pulls.records[0]!.state).toBe('open');
  });

  it('says the required checks have not passed, then publishes once they have', async () => {
    t = await startTestGithubContentApi();
    await submitPhone(t, '(919) 555-0101');
    t.github.pulls.protection.requiredChecks = ['validate'];
    const res = await t.call('POST', '/changes/1/publish');
    expect([res.status, res.body.error.code, res.body.details]).toEqual([409, 'change-checks-required', ['GitHub says: Required status check "validate" is expected.']]);

    t.github.pulls.setCheckRuns(t.github.store.refs.get(`heads/${t.github.pulls.records[0]!.head}`)!, [{ name: 'validate', status: 'completed', conclusion: 'success' }]);
    expect((await t.call('POST', '/changes/1/publish')).status).toBe(200);
    expect(t.github.pulls.mergeMethods).toEqual(['squash']);
  });

  it('answers a merge method GitHub refuses after all (settings changed meanwhile) as not allowed, not as a failure', async () => {
    t = await startTestGithubContentApi();
    await submitPhone(t, '(919) 555-0101');
    t.github.badDays.refuse('PUT', /\/pulls\/1\/merge$/, 1, 405, 'Squash merges are not allowed on this repository.');
    const res = await t.call('POST', '/changes/1/publish');
    expect([res.status, res.body.error.code]).toEqual([409, 'change-merge-not-allowed']);
  });
});
