import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot, removeTempProjects, tempProject, editFile } from '../../../../src/testing/temp-project.ts';
import { readContentApiConfig } from '../../config.ts';
import { GithubError } from './github-api.ts';
import { createInstallationTokens, TOKEN_REFRESH_MARGIN_MS } from './github-app-token.ts';
import { TOKEN_LIFETIME_MS } from '../../../../tests/support/fake-github/app-auth.ts';
import { startConfiguredContentApi } from '../../start-content-api.ts';
import { appKeys, startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';

let t: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  removeTempProjects();
});

describe('GitHub App installation tokens', () => {
  it('exchanges one signed JWT for a token, shares it between callers, and renews it shortly before it expires', async () => {
    t = await startTestGithubContentApi();
    const [first, second, third] = await Promise.all([t.tokens.token(), t.tokens.token(), t.tokens.token()]);
    expect(t.github.auth.exchanges()).toBe(1);
    expect(new Set([first, second, third]).size).toBe(1);

    t.clock.ms += TOKEN_LIFETIME_MS - TOKEN_REFRESH_MARGIN_MS - 1000;
    expect(await t.tokens.token()).toBe(first);
    expect(t.github.auth.exchanges()).toBe(1);

    t.clock.ms += 2000;
    const renewed = await t.tokens.token();
    expect(renewed).not.toBe(first);
    expect(t.github.auth.exchanges()).toBe(2);
    expect((await t.call('GET', '/files')).status).toBe(200);
    expect(t.github.auth.exchanges()).toBe(2);
  });

  it('gets a new token when GitHub refuses the cached one, and goes on', async () => {
    t = await startTestGithubContentApi();
    expect((await t.call('GET', '/files/site.json')).status).toBe(200);
    t.github.auth.revokeAll();
    expect((await t.call('GET', '/files/towns/benson.json')).status).toBe(200);
    expect(t.github.auth.exchanges()).toBe(2);
  });

  it('answers 502 github-failed when GitHub refuses the app, naming the call but no secret', async () => {
    t = await startTestGithubContentApi({ installationId: '9999' });
    const res = await t.call('GET', '/files');
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('github-failed');
    expect(res.body.details).toEqual(['GitHub answered 404 to POST /app/installations/9999/access_tokens.']);
    expect(t.logs.some((line) => line.includes('answered 404') && line.includes('Not Found'))).toBe(true);
  });

  it('is refused by GitHub when signed with another key', async () => {
    t = await startTestGithubContentApi();
    const stranger = createInstallationTokens(t.github.url, { ...t.app, privateKey: appKeys().privateKey }, { now: () => t!.clock.ms });
    await expect(stranger.token()).rejects.toBeInstanceOf(GithubError);
    await expect(stranger.token()).rejects.toMatchObject({ status: 401 });
  });
});

describe('starting the github backend', () => {
  const githubSite = () => {
    const root = tempProject();
    const crm = '"crm": {\n      "apiHost": "https://api.cedarcreeklawn.example"\n    }';
    editFile(root, 'site/site.json', crm, `${crm},\n    "contentApi": { "url": "https://content.cedarcreeklawn.example", "backend": "github", "github": { "repository": "cedarcreek/website" } }`);
    return root;
  };
  // With the github backend the staff's sessions must be signed with a secret of the deployment's own (session-secret.ts).
  const appEnv = { CONTENT_API_PORT: '0', CONTENT_API_GITHUB_APP_ID: '1234', CONTENT_API_GITHUB_INSTALLATION_ID: '5678', CONTENT_API_SESSION_SECRET: 'x'.repeat(32) };

  it('reads the repository from site.json with main and content/ as defaults, and starts with a good key', async () => {
    const root = githubSite();
    const config = readContentApiConfig({ CONTENT_API_PORT: '0' }, root);
    expect(config.github).toEqual({ apiUrl: 'https://api.github.com', owner: 'cedarcreek', name: 'website', baseBranch: 'main', branchPrefix: 'content/' });
    const api = await startConfiguredContentApi(config, () => {}, { ...appEnv, CONTENT_API_GITHUB_PRIVATE_KEY: appKeys().privateKey.replace(/\n/g, '\\n') });
    const health = await (await fetch(`${api.url}/health`)).json();
    await api.close();
    expect(health).toEqual({ ok: true, backend: 'github' });
  });

  it.each([
    ['a text that is no key', 'not-a-key-but-a-secret-looking-text', /not a readable PEM private key/],
    ['an EC key', generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey, /GitHub Apps sign with RSA keys/],
  ])('stops at start with a plain sentence for %s, without repeating it', async (_name, key, message) => {
    const config = readContentApiConfig({ CONTENT_API_PORT: '0' }, githubSite());
    const start = startConfiguredContentApi(config, () => {}, { ...appEnv, CONTENT_API_GITHUB_PRIVATE_KEY: key });
    await expect(start).rejects.toThrow(message);
    const error = await start.catch((e: Error) => e);
    expect(String((error as Error).message)).not.toContain(key.split('\n')[1] ?? key);
  });

  it.each([
    [{ CONTENT_API_GITHUB_APP_ID: '' }, /CONTENT_API_GITHUB_APP_ID must be the GitHub App's numeric id/],
    [{ CONTENT_API_GITHUB_INSTALLATION_ID: 'abc' }, /CONTENT_API_GITHUB_INSTALLATION_ID must be the numeric id/],
    [{ CONTENT_API_GITHUB_PRIVATE_KEY_FILE: '/nonexistent/app.pem' }, /Cannot read CONTENT_API_GITHUB_PRIVATE_KEY_FILE \(\/nonexistent\/app\.pem\): ENOENT/],
    [{}, /needs the GitHub App's private key/],
  ])('names the variable to fix for %j', async (env, message) => {
    const config = readContentApiConfig({ CONTENT_API_PORT: '0' }, githubSite());
    await expect(startConfiguredContentApi(config, () => {}, { ...appEnv, ...env })).rejects.toThrow(message);
  });

  it('refuses a repository that is missing, and an API address in the clear beyond this machine', () => {
    expect(() => readContentApiConfig({ CONTENT_API_BACKEND: 'github' }, projectRoot)).toThrow(/needs the repository as owner\/name .*CONTENT_API_GITHUB_REPOSITORY/);
    expect(() => readContentApiConfig({ CONTENT_API_GITHUB_API_URL: 'http://github.example' }, githubSite())).toThrow(/CONTENT_API_GITHUB_API_URL is "http:\/\/github.example"; use an https:\/\/ address/);
  });
});
