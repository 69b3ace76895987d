import { afterEach, describe, expect, it } from 'vitest';
import { updateOf } from '../../../../tests/support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';
import { LONGEST_WAIT_SECONDS, RATE_LIMIT_RETRIES, SERVER_ERROR_RETRIES } from './github-client.ts';
import { TARBALL_FROM } from './github-snapshot.ts';

let t: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const repo = '/repos/cedarcreek/website';
const REF = /^\/repos\/cedarcreek\/website\/git\/ref\/heads\/main$/;
const count = (t: TestGithubContentApi, call: string | RegExp) => t.github.calls.filter((c) => (typeof call === 'string' ? c === call : call.test(c))).length;

async function submitPhone(t: TestGithubContentApi, phone: string) {
  const site = (await t.call('GET', '/files/site.json')).body;
  const data = structuredClone(site.data);
  data.business.phone = phone;
  return t.call('POST', '/changes', { summary: 'Phone number changed', files: [updateOf(site, 'site.json', data)] });
}

describe('github backend on GitHub\'s bad days: server errors', () => {
  it('tries a call that met a server error again, and the staff member never sees it', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.serverError('GET', REF, 2, 503);
    const res = await t.call('GET', '/files/site.json');
    expect(res.status).toBe(200);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(3);
    expect(t.github.badDays.armed()).toBe(0);
  });

  it(`gives up after ${SERVER_ERROR_RETRIES} more tries and answers github-failed naming the call`, async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.serverError('GET', REF, 10);
    const res = await t.call('GET', '/files');
    expect([res.status, res.body.error.code, res.body.details]).toEqual([502, 'github-failed', [`GitHub answered 502 to GET ${repo}/git/ref/heads/main.`]]);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(1 + SERVER_ERROR_RETRIES);
  });

  it('tries the token exchange again after a server error', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.serverError('POST', /\/access_tokens$/, 1, 500);
    expect((await t.call('GET', '/files/site.json')).status).toBe(200);
    expect(t.github.auth.exchanges()).toBe(1);
    expect(count(t, 'POST /app/installations/5678/access_tokens')).toBe(2);
  });

  it('never repeats a refusal: a 404 or a 422 is answered at once', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.refuse('GET', REF, 1, 404, 'Not Found');
    expect((await t.call('GET', '/files')).status).toBe(502);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(1);
  });
});

describe('github backend on GitHub\'s bad days: rate limits', () => {
  it.each([403, 429] as const)('waits out a secondary limit (%i) for the seconds GitHub asks, then goes on', async (status) => {
    t = await startTestGithubContentApi();
    t.github.badDays.secondaryLimit('GET', REF, LONGEST_WAIT_SECONDS, status);
    expect((await t.call('GET', '/files/site.json')).status).toBe(200);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(2);
    expect(t.logs).toContainEqual(expect.stringMatching(/secondary rate limit on GET .*git\/ref\/heads\/main: it asks to wait 20 s; waiting/));
  });

  it('waits out a used-up hourly limit until its reset', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.primaryLimit('GET', REF, LONGEST_WAIT_SECONDS / 2);
    expect((await t.call('GET', '/files/site.json')).status).toBe(200);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(2);
  });

  it(`answers github-busy, with the minutes to wait, when GitHub asks for more than ${LONGEST_WAIT_SECONDS} seconds`, async () => {
    t = await startTestGithubContentApi();
    // Without a retry-after, GitHub's advice is a minute: too long to keep the staff member waiting.
    t.github.badDays.secondaryLimit('GET', REF, undefined, 429);
    const minute = await t.call('GET', '/files');
    expect([minute.status, minute.body.error.code, minute.body.details]).toEqual([503, 'github-busy', ['GitHub asked us to wait about 1 minute.']]);

    t.github.badDays.secondaryLimit('GET', REF, 600);
    const busy = await t.call('GET', '/files');
    expect([busy.status, busy.body.error.code, busy.body.details]).toEqual([503, 'github-busy', ['GitHub asked us to wait about 10 minutes.']]);
    expect(busy.body.error.title).toBe('GitHub asked us to slow down');
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(2);

    t.github.badDays.primaryLimit('GET', REF, 59 * 60);
    const hourly = await fetch(`${t.api.url}/files`, { headers: { Authorization: `Bearer ${t.adminToken}` } });
    expect(hourly.status).toBe(503);
    expect((await hourly.json()).details).toEqual(['GitHub asked us to wait about 59 minutes.']);
    expect(Number(hourly.headers.get('retry-after'))).toBeGreaterThan(58 * 60);
  });

  it(`stops waiting after ${RATE_LIMIT_RETRIES} waits in a row`, async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.secondaryLimit('GET', REF, 1, 403, 10);
    const res = await t.call('GET', '/files');
    expect([res.status, res.body.error.code, res.body.details]).toEqual([503, 'github-busy', ['GitHub asked us to wait about 1 minute.']]);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(1 + RATE_LIMIT_RETRIES);
  });
});

describe('github backend on GitHub\'s bad days: a plain 429 with retry-after', () => {
  // Neither the secondary limit's words nor the hourly headers, which are all plugin-throttling knows.
  it('waits the seconds it asks, then goes on, for a read and for a write (a 429 did nothing)', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.retryAfter('GET', REF, 5);
    expect((await t.call('GET', '/files/site.json')).status).toBe(200);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(2);
    expect(t.logs).toContainEqual(expect.stringMatching(/too many requests \(429\) on GET .*git\/ref\/heads\/main: it asks to wait 5 s; waiting/));

    t.github.badDays.retryAfter('POST', /\/pulls$/, LONGEST_WAIT_SECONDS);
    const saved = await submitPhone(t, '(919) 555-0101');
    expect(saved.status).toBe(200);
    expect(count(t, `POST ${repo}/pulls`)).toBe(2);
    expect(t.github.pulls.records).toHaveLength(1);
    expect(t.github.badDays.armed()).toBe(0);
  });

  it(`answers github-busy when it asks for more than ${LONGEST_WAIT_SECONDS} seconds, or after ${RATE_LIMIT_RETRIES} waits in a row`, async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.retryAfter('GET', REF, 600);
    const long = await t.call('GET', '/files');
    expect([long.status, long.body.error.code, long.body.details]).toEqual([503, 'github-busy', ['GitHub asked us to wait about 10 minutes.']]);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(1);

    t.github.badDays.retryAfter('GET', REF, 5, 429, 10);
    const persists = await t.call('GET', '/files');
    expect([persists.status, persists.body.error.code]).toEqual([503, 'github-busy']);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(1 + 1 + RATE_LIMIT_RETRIES);
  });

  it('answers github-busy, not github-failed, for a 503 that says when to come back, once the read was tried again', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.retryAfter('GET', REF, 600, 503, 10);
    const res = await t.call('GET', '/files');
    expect([res.status, res.body.error.code, res.body.details]).toEqual([503, 'github-busy', ['GitHub asked us to wait about 10 minutes.']]);
    expect(count(t, `GET ${repo}/git/ref/heads/main`)).toBe(1 + SERVER_ERROR_RETRIES);
  });
});

describe('github backend: the first check after a restart', () => {
  it(`reads the site from the base commit's tarball, not one call per file`, async () => {
    t = await startTestGithubContentApi();
    const res = await submitPhone(t, '(919) 555-0101');
    expect(res.status).toBe(200);
    const main = t.github.store.refs.get('heads/main')!;
    expect(count(t, `GET ${repo}/tarball/${main}`)).toBe(1);
    expect(count(t, /^GET \/codeload\//)).toBe(1);
    // Opening site.json read its blob before the check; the check itself read none.
    expect(count(t, /\/git\/blobs\/[0-9a-f]{40}$/)).toBe(1);

    // A second change reads only what it does not have yet: nothing from the tarball again.
    expect((await submitPhone(t, '(919) 555-0102')).status).toBe(200);
    expect(count(t, /\/tarball\//)).toBe(1);
    expect(count(t, /\/git\/blobs\/[0-9a-f]{40}$/)).toBeLessThan(TARBALL_FROM);
  });
});

describe('github backend: a tarball that cannot be had', () => {
  it('reads the files one by one instead, and the save goes through', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.serverError('GET', /^\/codeload\//, Infinity);
    const res = await submitPhone(t, '(919) 555-0101');
    expect(res.status).toBe(200);
    expect(count(t, /\/git\/blobs\/[0-9a-f]{40}$/)).toBeGreaterThanOrEqual(TARBALL_FROM);
    expect(t.logs.some((line) => /tarball of [0-9a-f]{40} could not be read .*read one by one/.test(line))).toBe(true);
  });
});

describe('github backend: a pull request that cannot be opened', () => {
  it('deletes the branch it pushed, and answers github-failed', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.refuse('POST', /\/pulls$/, 1, 422, 'Validation Failed');
    const res = await submitPhone(t, '(919) 555-0101');
    expect([res.status, res.body.error.code, res.body.details]).toEqual([502, 'github-failed', [`GitHub answered 422 to POST ${repo}/pulls.`]]);
    expect(count(t, `POST ${repo}/git/refs`)).toBe(1);
    expect(count(t, new RegExp(`^DELETE ${repo}/git/refs/heads/content/`))).toBe(1);
    expect(t.github.branches()).toEqual(['main']);
    expect(t.github.pulls.records).toEqual([]);

    // GitHub well again: the same change goes through, on a branch of the same name.
    expect((await submitPhone(t, '(919) 555-0101')).status).toBe(200);
    expect(t.github.branches()).toEqual([t.github.pulls.records[0]!.head, 'main']);
  });
});

describe('github backend: GitHub did the write, then its answer was lost (a gateway timing out)', () => {
  it('never sends a branch, a pull request or a merge twice, and takes what GitHub made as done', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.serverErrorAfterDoing('POST', /\/git\/refs$/);
    t.github.badDays.serverErrorAfterDoing('POST', /\/pulls$/);
    const res = await submitPhone(t, '(919) 555-0101');
    expect(res.status).toBe(200);
    expect(res.body.reference).toBe(t.github.pulls.get(1).html_url);
    // One branch and one pull request, each asked for once; nothing deleted.
    expect(count(t, `POST ${repo}/git/refs`)).toBe(1);
    expect(count(t, `POST ${repo}/pulls`)).toBe(1);
    expect(count(t, /^DELETE /)).toBe(0);
    expect(t.github.branches()).toEqual([t.github.pulls.records[0]!.head, 'main']);
    expect(t.github.pulls.records).toHaveLength(1);

    t.github.badDays.serverErrorAfterDoing('PUT', /\/pulls\/1\/merge$/);
    const published = await t.call('POST', '/changes/1/publish');
    expect([published.status, published.body.published]).toEqual([200, true]);
    expect(count(t, `PUT ${repo}/pulls/1/merge`)).toBe(1);
    expect(t.github.pulls.records[0]!.mergedAt).not.toBeNull();
  });

  it('still answers github-failed, and removes the branch, when the pull request was not made', async () => {
    t = await startTestGithubContentApi();
    t.github.badDays.serverError('POST', /\/pulls$/);
    const res = await submitPhone(t, '(919) 555-0101');
    expect([res.status, res.body.error.code]).toEqual([502, 'github-failed']);
    // Not sent again: GitHub may have made it before failing, so it is looked for instead.
    expect(count(t, `POST ${repo}/pulls`)).toBe(1);
    expect(t.github.branches()).toEqual(['main']);
  });
});
