import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestStandIn } from '../../tests/support/test-stand-in.ts';
import { createStaffCheck } from './staff-check.ts';
import { openFile, startTestContentApi, submit, type TestContentApi } from '../../tests/support/test-content-api.ts';

let t: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const listFiles = (authorization?: string) =>
  fetch(`${t!.api.url}/files`, { headers: authorization ? { Authorization: authorization } : {} });

describe('the token check (against the real stand-in)', () => {
  it('refuses a request with no token: 401, with the plain-words error', async () => {
    t = await startTestContentApi();
    const res = await listFiles();
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Token');
    expect((await res.json()).error).toEqual({
      code: 'token-missing',
      title: 'Not signed in',
      message: 'This needs a staff login, and none was sent.',
      hint: 'Log in at /login, then try again.',
    });
  });

  it('refuses a token the CRM does not know: 401', async () => {
    t = await startTestContentApi();
    const res = await listFiles(`Token ${'f'.repeat(64)}`);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('token-invalid');
  });

  it('refuses an ordinary user\'s real token: 403 on reads and writes, whatever the request claims', async () => {
    t = await startTestContentApi();
    expect((await listFiles(`Token ${t.crewToken}`)).status).toBe(403);
    const write = await submit(
      t,
      { summary: 'New town', isAdmin: true, admin: 'true', files: [{ path: 'towns/kinston.json', action: 'create', data: { slug: 'kinston' } }] },
      t.crewToken,
      { 'X-Admin': 'true', Cookie: 'admin=true' },
    );
    expect(write.status).toBe(403);
    expect((await write.json()).error.code).toBe('not-admin');
    expect(existsSync(join(t.root, 'site', 'towns', 'kinston.json'))).toBe(false);
  });

  it('gives the whole site (every file with its text and version) to an administrator only', async () => {
    t = await startTestContentApi();
    const site = (authorization?: string) => fetch(`${t!.api.url}/site`, { headers: authorization ? { Authorization: authorization } : {} });
    expect((await site()).status).toBe(401);
    expect((await site(`Token ${t.crewToken}`)).status).toBe(403);
    const res = await site(`Token ${t.adminToken}`);
    expect(res.status).toBe(200);
    const { files } = await res.json();
    const benson = files.find((file: { path: string }) => file.path === 'towns/benson.json');
    expect(benson).toMatchObject({ kind: 'townFile', version: expect.stringMatching(/^[0-9a-f]{40}$/), data: { slug: 'benson' } });
    expect(JSON.parse(benson.text)).toEqual(benson.data);
    expect(files.map((file: { path: string }) => file.path)).toContain('site.json');
  });

  it('lets an administrator\'s token read the files, grouped by kind', async () => {
    t = await startTestContentApi();
    const res = await listFiles(`Token ${t.adminToken}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    const towns = body.kinds.find((kind: { kind: string }) => kind.kind === 'townFile');
    expect(towns).toMatchObject({ title: 'Town', pattern: 'towns/*.json' });
    expect(towns.files).toContainEqual({ path: 'towns/benson.json', version: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(body.kinds.find((kind: { kind: string }) => kind.kind === 'siteFile').files.map((f: { path: string }) => f.path)).toEqual(['site.json']);
    const opened = await openFile(t, 'towns/benson.json');
    expect(opened).toMatchObject({ path: 'towns/benson.json', kind: 'townFile', text: t.siteFile('towns/benson.json') });
    expect(opened.data.slug).toBe('benson');
  });

  it('refuses an administrator\'s token once the CRM forgets it (a restart)', async () => {
    t = await startTestContentApi();
    const { dataDir } = t.standIn;
    await t.standIn.stop();
    t.standIn = await startTestStandIn({ dataDir, port: t.standIn.port });
    expect((await listFiles(`Token ${t.adminToken}`)).status).toBe(401);
  });
});

describe('createStaffCheck', () => {
  it('answers 503 when the login service cannot be reached, and never lets the request through', async () => {
    const standIn = await startTestStandIn();
    const url = `${standIn.url}/whoami/`;
    await standIn.stop();
    await expect(createStaffCheck(url)(`Token ${'a'.repeat(64)}`)).rejects.toMatchObject({ code: 'login-service-unavailable' });
  });
});
