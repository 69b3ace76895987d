import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../stand-in/demo-accounts.ts';
import { postJson, startTestStandIn } from '../../tests/support/test-stand-in.ts';
import { createSessionTokens, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './session-token.ts';
import { SESSION_HEADER } from './staff-check.ts';
import { openFile, signIn, SITE_ORIGIN, startTestContentApi, submit, TEST_SESSION_SECRET, type TestContentApi } from '../../tests/support/test-content-api.ts';

let t: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const [ADMIN, CREW] = DEMO_ACCOUNTS.map(({ username, password }) => ({ username, password })) as [{ username: string; password: string }, { username: string; password: string }];
const MINUTE = 60_000;

const listFiles = (authorization?: string, headers: Record<string, string> = {}) =>
  fetch(`${t!.api.url}/files`, { headers: { ...(authorization ? { Authorization: authorization } : {}), ...headers } });

describe('who may call the content API (against the real stand-in)', () => {
  it('refuses a request with no session: 401, with the plain-words error', async () => {
    t = await startTestContentApi();
    const res = await listFiles();
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect((await res.json()).error).toEqual({
      code: 'token-missing',
      title: 'Not signed in',
      message: 'This needs a staff login, and none was sent.',
      hint: 'Log in at /login, then try again.',
    });
  });

  it('refuses a made-up session, and any CRM token: by default nothing is asked of the CRM but the password', async () => {
    t = await startTestContentApi();
    const crmAdminToken = (await (await postJson(`${t.standIn.url}/login/`, ADMIN)).json()).token as string;
    for (const authorization of [`Bearer ${'f'.repeat(64)}`, `Bearer ${'a'.repeat(40)}.${'b'.repeat(43)}`, `Token ${crmAdminToken}`, `Bearer ${crmAdminToken}`]) {
      const res = await listFiles(authorization);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('token-invalid');
    }
  });

  it('gives an ordinary staff member no session, and their CRM token reads and writes nothing, whatever the request claims', async () => {
    t = await startTestContentApi();
    const session = await postJson(`${t.api.url}/session`, CREW);
    expect(session.status).toBe(403);
    const body = await session.json();
    expect(body.error.code).toBe('not-admin');
    expect(body.token).toBeUndefined();

    expect((await listFiles(`Bearer ${t.crewToken}`)).status).toBe(401);
    const write = await submit(
      t,
      { summary: 'New town', isAdmin: true, admin: 'true', files: [{ path: 'towns/kinston.json', action: 'create', data: { slug: 'kinston' } }] },
      t.crewToken,
      { 'X-Admin': 'true', Cookie: 'admin=true' },
    );
    expect(write.status).toBe(401);
    expect(existsSync(join(t.root, 'site', 'towns', 'kinston.json'))).toBe(false);
  });

  it('gives the whole site (every file with its text and version) to an administrator only', async () => {
    t = await startTestContentApi();
    const site = (authorization?: string) => fetch(`${t!.api.url}/site`, { headers: authorization ? { Authorization: authorization } : {} });
    expect((await site()).status).toBe(401);
    expect((await site(`Bearer ${t.crewToken}`)).status).toBe(401);
    const res = await site(`Bearer ${t.adminToken}`);
    expect(res.status).toBe(200);
    const { files } = await res.json();
    const benson = files.find((file: { path: string }) => file.path === 'towns/benson.json');
    expect(benson).toMatchObject({ kind: 'townFile', version: expect.stringMatching(/^[0-9a-f]{40}$/), data: { slug: 'benson' } });
    expect(JSON.parse(benson.text)).toEqual(benson.data);
    expect(files.map((file: { path: string }) => file.path)).toContain('site.json');
  });

  it('lets an administrator\'s session read the files, grouped by kind', async () => {
    t = await startTestContentApi();
    const res = await listFiles(`Bearer ${t.adminToken}`);
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

  it('checks a session without the CRM: it keeps working while the login service is down', async () => {
    t = await startTestContentApi();
    await t.standIn.stop();
    expect((await listFiles(`Bearer ${t.adminToken}`)).status).toBe(200);
    // Restarted for stop(), which closes it again.
    t.standIn = await startTestStandIn();
  });

  it('renews the session in a header of every answer, refusals included, readable by the site\'s pages', async () => {
    t = await startTestContentApi();
    const res = await listFiles(`Bearer ${t.adminToken}`, { Origin: SITE_ORIGIN });
    const renewed = res.headers.get(SESSION_HEADER);
    expect(renewed).toBeTruthy();
    expect(res.headers.get('access-control-expose-headers')).toBe(SESSION_HEADER);
    expect((await listFiles(`Bearer ${renewed}`)).status).toBe(200);
    const refused = await fetch(`${t.api.url}/files/towns/atlantis.json`, { headers: { Authorization: `Bearer ${renewed}` } });
    expect(refused.status).toBe(404);
    expect(refused.headers.get(SESSION_HEADER)).toBeTruthy();
    // No session, nothing renewed.
    expect((await listFiles()).headers.get(SESSION_HEADER)).toBeNull();
  });
});

describe('session expiry (the API\'s clock moved, never waited for)', () => {
  it('ends a session after 30 idle minutes, and slides while the administrator works, up to 8 hours in all', async () => {
    const clock = { ms: Date.UTC(2026, 3, 1, 8) };
    t = await startTestContentApi({}, { now: () => clock.ms });
    const first = t.adminToken;
    clock.ms += SESSION_IDLE_MS + 1;
    const idle = await listFiles(`Bearer ${first}`);
    expect(idle.status).toBe(401);
    expect((await idle.json()).error).toMatchObject({ code: 'session-expired', title: 'Editing session ended' });

    let token = await signIn(t.api.url, ADMIN);
    const started = clock.ms;
    // Working every 20 minutes keeps it alive, each answer's token taking over…
    while (clock.ms + 20 * MINUTE < started + SESSION_LIFETIME_MS) {
      clock.ms += 20 * MINUTE;
      const res = await listFiles(`Bearer ${token}`);
      expect(res.status).toBe(200);
      token = res.headers.get(SESSION_HEADER)!;
    }
    // …until 8 hours after the password was confirmed, however busy.
    clock.ms = started + SESSION_LIFETIME_MS;
    const ended = await listFiles(`Bearer ${token}`);
    expect(ended.status).toBe(401);
    expect((await ended.json()).error.code).toBe('session-expired');
  });
});

describe('session tokens', () => {
  const staff = { user: 'admin', id: 1 };

  it('carries the user, the id and the three times, and refuses a token changed anywhere', () => {
    let now = 1_000_000;
    const tokens = createSessionTokens(TEST_SESSION_SECRET, () => now);
    const { token, claims } = tokens.issue(staff);
    expect(claims).toEqual({ user: 'admin', id: 1, issuedAt: now, lastActivity: now, expiresAt: now + SESSION_LIFETIME_MS });
    now += 5 * MINUTE;
    const checked = tokens.check(token);
    expect(checked).toMatchObject({ ok: true, staff, claims: { ...claims, lastActivity: now } });

    const [part, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...claims, user: 'boss', expiresAt: claims.expiresAt * 2 })).toString('base64url');
    const flipped = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    for (const bad of [`${forged}.${signature}`, `${part}.${flipped(signature, 3)}`, `${flipped(part, 5)}.${signature}`, `${part}.`, part, `${token}.x`, `${part}.${signature.slice(0, 20)}`, '', 'x'.repeat(5000)]) {
      expect(tokens.check(bad)).toEqual({ ok: false, problem: 'invalid' });
    }
    // Another secret's signature is no signature.
    expect(createSessionTokens(`${TEST_SESSION_SECRET}!`, () => now).check(token)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses a well-signed token whose claims are not a session\'s', () => {
    const tokens = createSessionTokens(TEST_SESSION_SECRET, () => 0);
    const signed = (claims: unknown) => {
      const part = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${part}.${createHmac('sha256', TEST_SESSION_SECRET).update(`content-api-session.1.${part}`).digest('base64url')}`;
    };
    expect(tokens.check(signed({ user: 'admin', id: 1, issuedAt: 0, lastActivity: 0, expiresAt: 10 })).ok).toBe(true);
    for (const claims of [null, [], { user: 1, id: 1, issuedAt: 0, lastActivity: 0, expiresAt: 10 }, { user: 'admin', id: {}, issuedAt: 0, lastActivity: 0, expiresAt: 10 }, { user: 'admin', id: 1, issuedAt: 0, lastActivity: '0', expiresAt: 10 }]) {
      expect(tokens.check(signed(claims))).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('expires at the idle limit and at the absolute limit, exactly', () => {
    let now = 0;
    const tokens = createSessionTokens(TEST_SESSION_SECRET, () => now);
    const { token } = tokens.issue(staff);
    now = SESSION_IDLE_MS - 1;
    const renewed = tokens.check(token);
    expect(renewed.ok).toBe(true);
    now = SESSION_IDLE_MS;
    expect(tokens.check(token)).toEqual({ ok: false, problem: 'expired' });
    expect(tokens.check((renewed as { renewed: string }).renewed).ok).toBe(true);
  });
});
