import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { editFile, projectRoot, removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { DEFAULT_CONTENT_API_PORT, readContentApiConfig } from './config.ts';
import { startConfiguredContentApi } from './start-content-api.ts';
import { appKeys } from '../../tests/support/test-github-content-api.ts';

afterEach(() => removeTempProjects());

const CRM_BLOCK = '"crm": {\n      "apiHost": "https://api.cedarcreeklawn.example"\n    }';
const withContentApi = (block: string) => {
  const root = tempProject();
  editFile(root, 'site/site.json', CRM_BLOCK, `${CRM_BLOCK},\n    "contentApi": ${block}`);
  return root;
};

describe('readContentApiConfig', () => {
  it('defaults to the local backend, passwords confirmed at the CRM\'s /login/, the site\'s own origin and .local/', () => {
    expect(readContentApiConfig({}, projectRoot)).toEqual({
      root: projectRoot,
      host: '127.0.0.1',
      port: DEFAULT_CONTENT_API_PORT,
      backend: 'local',
      crmLoginUrl: 'https://api.cedarcreeklawn.example/login/',
      staffCheck: 'session',
      trustedProxies: [],
      allowedOrigins: ['https://www.cedarcreeklawn.example', 'http://localhost:4173', 'http://127.0.0.1:4173', 'http://localhost:5173', 'http://127.0.0.1:5173'],
      auditLog: join(projectRoot, '.local', 'content-audit.jsonl'),
      signInCounts: join(projectRoot, '.local', 'sign-in-failures'),
      visitCounts: { host: 'https://plausible.io', domain: 'www.cedarcreeklawn.example' },
    });
  });

  it('takes the backend from site.json, allowing only the site\'s origin for a production backend', () => {
    const root = withContentApi('{ "url": "https://content.cedarcreeklawn.example", "backend": "github", "github": { "repository": "cedarcreek/website" } }');
    const config = readContentApiConfig({}, root);
    expect(config.backend).toBe('github');
    expect(config.allowedOrigins).toEqual(['https://www.cedarcreeklawn.example']);
  });

  it('lets environment variables win', () => {
    const config = readContentApiConfig({
      CONTENT_API_PORT: '0',
      CONTENT_API_HOST: '0.0.0.0',
      CONTENT_API_BACKEND: 'local',
      CONTENT_API_TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16',
      CONTENT_API_ORIGINS: 'http://localhost:4999, http://127.0.0.1:4999',
      CONTENT_API_AUDIT_LOG: '/tmp/audit.jsonl',
    }, projectRoot);
    expect(config).toMatchObject({ port: 0, host: '0.0.0.0', trustedProxies: ['10.0.0.5', '10.1.0.0/16'], allowedOrigins: ['http://localhost:4999', 'http://127.0.0.1:4999'], auditLog: '/tmp/audit.jsonl' });
  });

  it('asks for the visit counts where the build sends them (VITE_ANALYTICS_HOST and VITE_ANALYTICS_DOMAIN, as for the pages)', () => {
    expect(readContentApiConfig({ VITE_ANALYTICS_HOST: 'http://127.0.0.1:8787', VITE_ANALYTICS_DOMAIN: 'cedar.test' }, projectRoot).visitCounts).toEqual({ host: 'http://127.0.0.1:8787', domain: 'cedar.test' });
  });

  it('confirms passwords where the site\'s login goes when VITE_CRM_API_HOST points it elsewhere', () => {
    expect(readContentApiConfig({ VITE_CRM_API_HOST: 'http://127.0.0.1:8787/' }, projectRoot)).toMatchObject({ crmLoginUrl: 'http://127.0.0.1:8787/login/', staffCheck: 'session' });
  });

  it('asks the CRM\'s /whoami/ only when told to, by name or by its address', () => {
    expect(readContentApiConfig({}, projectRoot).whoamiUrl).toBeUndefined();
    expect(readContentApiConfig({ CONTENT_API_STAFF_CHECK: 'whoami', VITE_CRM_API_HOST: 'http://127.0.0.1:8787' }, projectRoot)).toMatchObject({ staffCheck: 'whoami', whoamiUrl: 'http://127.0.0.1:8787/whoami/' });
    expect(readContentApiConfig({ CONTENT_API_WHOAMI_URL: 'http://127.0.0.1:9/who/' }, projectRoot)).toMatchObject({ staffCheck: 'whoami', whoamiUrl: 'http://127.0.0.1:9/who/' });
    expect(readContentApiConfig({ CONTENT_API_STAFF_CHECK: 'session', CONTENT_API_WHOAMI_URL: 'http://127.0.0.1:9/who/' }, projectRoot).whoamiUrl).toBeUndefined();
  });

  it.each([
    [{ CONTENT_API_PORT: '80a' }, /CONTENT_API_PORT is "80a"; use a whole number/],
    [{ CONTENT_API_BACKEND: 'gitlab' }, /CONTENT_API_BACKEND is "gitlab"; use "local" or "github"/],
    [{ CONTENT_API_WHOAMI_URL: 'crm/whoami' }, /set CONTENT_API_WHOAMI_URL/],
    [{ CONTENT_API_STAFF_CHECK: 'cookie' }, /CONTENT_API_STAFF_CHECK is "cookie"; use "session" \(the default\) or "whoami"/],
    [{ VITE_CRM_API_HOST: 'crm.example' }, /The CRM's address "crm.example" is not a URL; set integrations.crm.apiHost .* or VITE_CRM_API_HOST/],
    [{ CONTENT_API_TRUSTED_PROXIES: '10.0.0.1, the-proxy' }, /CONTENT_API_TRUSTED_PROXIES has "the-proxy"/],
    [{ CONTENT_API_ROOT: '/nonexistent-project' }, /Cannot read .*site\.json .*CONTENT_API_ROOT/],
  ])('stops with a sentence naming the setting for %j', (env, message) => {
    expect(() => readContentApiConfig(env, projectRoot)).toThrow(message);
  });

  it('refuses to start the github backend without its repository and app settings, naming them', async () => {
    expect(() => readContentApiConfig({ CONTENT_API_BACKEND: 'github', CONTENT_API_PORT: '0' }, projectRoot)).toThrow(/github backend needs the repository .*CONTENT_API_GITHUB_REPOSITORY/);
    const config = readContentApiConfig({ CONTENT_API_BACKEND: 'github', CONTENT_API_PORT: '0', CONTENT_API_GITHUB_REPOSITORY: 'cedarcreek/website' }, projectRoot);
    await expect(startConfiguredContentApi(config, () => {}, {})).rejects.toThrow(/CONTENT_API_GITHUB_APP_ID must be/);
  });

  it('refuses to start the github backend without a session secret, or with a short one, saying how to make one', async () => {
    const config = readContentApiConfig({ CONTENT_API_BACKEND: 'github', CONTENT_API_PORT: '0', CONTENT_API_GITHUB_REPOSITORY: 'cedarcreek/website' }, projectRoot);
    const app = { CONTENT_API_GITHUB_APP_ID: '1', CONTENT_API_GITHUB_INSTALLATION_ID: '2', CONTENT_API_GITHUB_PRIVATE_KEY: appKeys().privateKey };
    await expect(startConfiguredContentApi(config, () => {}, app)).rejects.toThrow(/The github backend needs CONTENT_API_SESSION_SECRET, .*at least 32 random characters, e.g. the output of "openssl rand -base64 48"/);
    await expect(startConfiguredContentApi(config, () => {}, { ...app, CONTENT_API_SESSION_SECRET: 'short' })).rejects.toThrow('CONTENT_API_SESSION_SECRET is only 5 characters long');
    const api = await startConfiguredContentApi(config, () => {}, { ...app, CONTENT_API_SESSION_SECRET: 'x'.repeat(32) });
    await api.close();
  });
});

describe('integrations.contentApi in site.json', () => {
  it('is accepted with its GitHub settings', () => {
    const root = withContentApi('{ "url": "https://content.cedarcreeklawn.example", "backend": "github", "github": { "repository": "cedarcreek/website", "baseBranch": "main", "branchPrefix": "content/" } }');
    expect(validateSite({ root }).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('refuses an unknown backend and an address with a query, pointing at the field', () => {
    const root = withContentApi('{ "url": "https://content.cedarcreeklawn.example/?x=1", "backend": "gitlab" }');
    const pointers = validateSite({ root }).problems.filter((p) => p.severity === 'error').map((p) => p.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/integrations/contentApi/backend', '/integrations/contentApi/url']));
  });
});
