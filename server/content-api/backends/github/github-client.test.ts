import { afterEach, describe, expect, it } from 'vitest';
import { REPOSITORY, startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';

// Every request names the REST API version it was written for (issue #41 item 7), so a change of
// GitHub's default version cannot change its answers. The stand-in refuses a request without it,
// which makes every other github backend test a check of the header too.
let t: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

describe('GitHub requests pinned to API version 2022-11-28', () => {
  it('the stand-in refuses a request without X-GitHub-Api-Version, or naming another version, with 400', async () => {
    t = await startTestGithubContentApi();
    const token = await t.tokens.token();
    const readRef = (headers: Record<string, string>) => fetch(`${t!.github.url}/repos/${REPOSITORY}/git/ref/heads/main`, { headers: { authorization: `token ${token}`, ...headers } });

    const without = await readRef({});
    expect([without.status, (await without.json()).message]).toEqual([400, 'Missing X-GitHub-Api-Version header: this stand-in answers only API version 2022-11-28.']);
    const other = await readRef({ 'x-github-api-version': '2021-01-01' });
    expect([other.status, (await other.json()).message]).toEqual([400, 'API version 2021-01-01 is not supported.']);
    expect((await readRef({ 'x-github-api-version': '2022-11-28' })).status).toBe(200);
  });

  it('sends Accept: application/vnd.github+json and X-GitHub-Api-Version: 2022-11-28 with the token exchange, reads, pages, writes and the tarball with its redirect', async () => {
    t = await startTestGithubContentApi();
    expect((await t.call('GET', '/files/site.json')).status).toBe(200);
    await t.githubApi.pages(`/repos/${REPOSITORY}/pulls?state=open`, 1);
    await t.githubApi.call('POST', `/repos/${REPOSITORY}/git/blobs`, { content: 'a new text' });
    const head = t.github.store.refs.get('heads/main')!;
    expect((await t.githubApi.download(`/repos/${REPOSITORY}/tarball/${head}`)).length).toBeGreaterThan(0);

    const calls = t.github.pinning.map((request) => request.call);
    for (const call of ['POST /app/installations/5678/access_tokens', `GET /repos/${REPOSITORY}/git/ref/heads/main`, `GET /repos/${REPOSITORY}/pulls`, `POST /repos/${REPOSITORY}/git/blobs`, `GET /repos/${REPOSITORY}/tarball/${head}`]) {
      expect(calls).toContain(call);
    }
    expect(calls.some((call) => call.startsWith('GET /codeload/'))).toBe(true);
    expect(t.github.pinning.filter((request) => request.accept !== 'application/vnd.github+json' || request.version !== '2022-11-28')).toEqual([]);
  });
});
