import { startThrowawayServer, type ThrowawayServer } from '../../tests/support/throwaway-server.ts';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../stand-in/demo-accounts.ts';
import { postJson, startTestStandIn } from '../../tests/support/test-stand-in.ts';
import { createCrmLogin } from './crm-login.ts';
import { SESSION_IDLE_MS } from './session-token.ts';
import { SIGN_IN_RATE_LIMIT } from './sign-in.ts';
import { SITE_ORIGIN, startTestContentApi, TEST_SESSION_SECRET, type TestContentApi } from '../../tests/support/test-content-api.ts';
import { sharedValidator } from '../../tests/support/shared-validator.ts';
import { createContentApiApp } from './content-api-app.ts';
import { createLocalBackend } from './backends/local/local-backend.ts';
import { createStaffAccess } from './staff-access.ts';
import { createDiskCountStore } from './sign-in-limit/disk-count-store.ts';
import { tempProject } from '../../src/testing/temp-project.ts';

let t: TestContentApi | undefined;
let hanging: ThrowawayServer | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  await hanging?.close();
  hanging = undefined;
});

const [ADMIN, CREW] = DEMO_ACCOUNTS.map(({ username, password }) => ({ username, password })) as [{ username: string; password: string }, { username: string; password: string }];
const WRONG = { username: 'admin', password: 'not-the-password' };

const signIn = (body: unknown, headers: Record<string, string> = {}) => postJson(`${t!.api.url}/session`, body, headers);
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('POST /session (the password checked by the real stand-in\'s POST /login/)', () => {
  it('answers an administrator with a session of the API\'s own: who, until when, how long it may sit idle', async () => {
    t = await startTestContentApi();
    const res = await signIn(ADMIN);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]{43}$/), user: 'admin', id: 1, expiresAt: expect.any(String), idleMinutes: SESSION_IDLE_MS / 60_000 });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    expect((await fetch(`${t.api.url}/files`, { headers: { Authorization: `Bearer ${body.token}` } })).status).toBe(200);
  });

  it('refuses a wrong password, an unknown user and an ordinary staff member, each in its own words', async () => {
    t = await startTestContentApi();
    const wrong = await signIn(WRONG);
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toMatchObject({ code: 'password-wrong', title: 'Wrong username or password' });
    expect(await codeOf(await signIn({ username: 'nobody', password: 'x' }))).toBe('password-wrong');
    const crew = await signIn(CREW);
    expect(crew.status).toBe(403);
    expect(await codeOf(crew)).toBe('not-admin');
  });

  it.each([
    ['not JSON', '{"username": "admin", ', 400, 'bad-json'],
    ['a list', '[]', 400, 'sign-in-incomplete'],
    ['no password', { username: 'admin' }, 400, 'sign-in-incomplete'],
    ['an empty username', { username: '', password: 'x' }, 400, 'sign-in-incomplete'],
    ['a number for a password', { username: 'admin', password: 12345 }, 400, 'sign-in-incomplete'],
    ['a field besides the two', { ...{ username: 'admin', password: 'cedar-admin-2026' }, isAdmin: true }, 400, 'sign-in-incomplete'],
    ['an over-long username', { username: 'a'.repeat(151), password: 'x' }, 400, 'sign-in-incomplete'],
    ['a body over 16 KiB', { username: 'admin', password: 'x'.repeat(17 * 1024) }, 413, 'body-too-large'],
    ['a body nested deep', `{"username": ${'['.repeat(100)}${']'.repeat(100)}}`, 400, 'body-too-deep'],
  ])('refuses %s without asking the CRM', async (_name, body, status, code) => {
    t = await startTestContentApi();
    // The login service is stopped: an answer other than 503 was given before it was asked.
    await t.standIn.stop();
    const res = await signIn(body);
    expect(res.status).toBe(status);
    expect(await codeOf(res)).toBe(code);
    t.standIn = await startTestStandIn();
  });

  it('answers 503 when the login service is down, and never lets anyone in', async () => {
    t = await startTestContentApi();
    await t.standIn.stop();
    const res = await signIn(ADMIN);
    expect(res.status).toBe(503);
    expect(await codeOf(res)).toBe('login-service-unavailable');
    t.standIn = await startTestStandIn();
  });

  it('gives up on a login service that does not answer, after its time limit', async () => {
    hanging = await startThrowawayServer(() => {});
    const login = createCrmLogin(`${hanging.url}/login/`, 200);
    await expect(login('admin', 'x')).rejects.toMatchObject({ code: 'login-service-unavailable' });
  });

  it('passes on the CRM\'s own limit on wrong passwords, with its wait', async () => {
    const crm = await startTestStandIn({ loginRateLimit: { max: 1, windowMs: 60_000 } });
    try {
      const login = createCrmLogin(`${crm.url}/login/`);
      await expect(login('admin', 'wrong')).rejects.toMatchObject({ code: 'password-wrong' });
      await expect(login('admin', 'wrong')).rejects.toMatchObject({ code: 'too-many-sign-ins', headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });
    } finally {
      await crm.stop();
    }
  });
});

describe('the limit on wrong passwords, per address', () => {
  it('pauses an address after 10 wrong passwords in 15 minutes, right ones included, and counts no right password', async () => {
    const clock = { ms: Date.now() };
    t = await startTestContentApi({}, { now: () => clock.ms });
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max - 1; i++) expect((await signIn(WRONG)).status).toBe(401);
    // A right password in between does not count, and does not wipe the wrong ones either.
    expect((await signIn(ADMIN)).status).toBe(200);
    expect((await signIn(WRONG)).status).toBe(401);
    const paused = await signIn(ADMIN);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBe(15 * 60);
    const body = await paused.json();
    expect(body.error).toMatchObject({ code: 'too-many-sign-ins', title: 'Too many wrong passwords' });
    expect(body.details).toEqual(['Try again in about 15 minutes.']);

    clock.ms += 15 * 60_000;
    expect((await signIn(ADMIN)).status).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy: then one office\'s typos do not pause another\'s', async () => {
    t = await startTestContentApi({}, { trustedProxies: ['127.0.0.1'] });
    // The client wrote the left entry itself; the right-most one not a proxy is what the proxy saw.
    const from = (office: string) => ({ 'X-Forwarded-For': `198.51.100.77, ${office}` });
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i++) expect((await signIn(WRONG, from('203.0.113.5'))).status).toBe(401);
    expect((await signIn(ADMIN, from('203.0.113.5'))).status).toBe(429);
    expect((await signIn(ADMIN, from('203.0.113.6'))).status).toBe(200);
    // A made-up left entry changes nothing: the pause stays with the address the proxy saw.
    expect((await signIn(ADMIN, { 'X-Forwarded-For': '203.0.113.99, 203.0.113.5' })).status).toBe(429);
  });

  it('ignores X-Forwarded-For from anyone else: the socket\'s address is the one paused', async () => {
    t = await startTestContentApi();
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i++) expect((await signIn(WRONG, { 'X-Forwarded-For': `203.0.113.${i}` })).status).toBe(401);
    expect((await signIn(ADMIN, { 'X-Forwarded-For': '203.0.113.200' })).status).toBe(429);
  });
});

describe('run through app.fetch alone (serverless: no socket to read an address from)', () => {
  it('signs in and checks sessions as on Node; with no trusted proxy, every request counts as one client', async () => {
    t = await startTestContentApi();
    const root = tempProject();
    const app = createContentApiApp({
      backend: createLocalBackend({ root, auditLog: join(root, '.local', 'audit.jsonl') }),
      staff: createStaffAccess({ secret: TEST_SESSION_SECRET, crmLoginUrl: `${t.standIn.url}/login/`, signInCounts: createDiskCountStore(join(root, '.local', 'sign-in-failures')) }),
      allowedOrigins: [SITE_ORIGIN],
      log: () => {},
      validator: sharedValidator(),
    });
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      app.fetch(new Request('https://content.example/session', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }));
    const session = await post(ADMIN);
    expect(session.status).toBe(200);
    const { token } = await session.json();
    expect((await app.fetch(new Request('https://content.example/files', { headers: { Authorization: `Bearer ${token}` } }))).status).toBe(200);
    // X-Forwarded-For is nobody's word here: the wrong passwords of "two offices" pause both.
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i++) expect((await post(WRONG, { 'X-Forwarded-For': `203.0.113.${i}` })).status).toBe(401);
    expect((await post(ADMIN, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429);
  });
});
