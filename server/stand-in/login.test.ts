import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { LOGIN_MAX_BYTES } from './login.ts';
import { ALLOWED_ORIGIN, postJson, postStreamed, startTestStandIn, type TestStandIn } from '../../tests/support/test-stand-in.ts';

let standIn: TestStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

async function start(extra = {}) {
  standIn = await startTestStandIn(extra);
  return `${standIn.url}/login/`;
}

const [admin, crew] = DEMO_ACCOUNTS;
const login = (url: string, body: unknown) => postJson(url, body);

describe('POST /login/', () => {
  it('logs the administrator in', async () => {
    const res = await login(await start(), { username: admin.username, password: admin.password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64}$/), is_admin: true, id: 1 });
  });

  it('logs an ordinary user in, with a fresh token each time', async () => {
    const url = await start();
    const first = await (await login(url, { username: crew.username, password: crew.password })).json();
    const second = await (await login(url, { username: crew.username, password: crew.password })).json();
    expect(first).toMatchObject({ is_admin: false, id: 2 });
    expect(first.token).not.toBe(second.token);
  });

  it('answers 401 alike for a wrong password and an unknown user', async () => {
    const url = await start();
    const wrong = await login(url, { username: admin.username, password: 'cedar-admin-2025' });
    const unknown = await login(url, { username: 'nobody', password: admin.password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: 'Invalid credentials' });
    expect(await unknown.json()).toEqual({ detail: 'Invalid credentials' });
  });

  it.each([
    ['malformed JSON', '{"username": "admin",'],
    ['an array', '["admin", "cedar-admin-2026"]'],
    ['a missing password', { username: 'admin' }],
    ['a missing username', { password: 'cedar-admin-2026' }],
    ['a non-string password', { username: 'admin', password: 2026 }],
    ['an empty username', { username: '', password: 'x' }],
  ])('answers 400 with a detail for %s', async (_name, body) => {
    const res = await login(await start(), body);
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toEqual(expect.any(String));
  });

  it('answers 400 with a detail for a body nested thousands of levels deep, never a 500', async () => {
    const deep = `{"username": "admin", "password": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const res = await login(await start(), deep);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'The body nests objects and lists more than 64 levels deep.' });
  });

  it('answers 413 for a body over 16 KiB, declared or streamed', async () => {
    const url = await start();
    const big = { username: 'admin', password: 'x'.repeat(LOGIN_MAX_BYTES) };
    expect((await login(url, big)).status).toBe(413);
    expect((await postStreamed(url, 10 * 1024 * 1024)).status).toBe(413);
  });

  it('answers 429 with Retry-After once the failures reach the limit, until the window passes', async () => {
    const windowMs = 1500;
    const url = await start({ loginRateLimit: { max: 3, windowMs } });
    const wrong = { username: admin.username, password: 'guess' };
    for (let i = 0; i < 3; i++) expect((await login(url, wrong)).status).toBe(401);

    const blocked = await login(url, { username: admin.username, password: admin.password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^[12]$/);
    expect(await blocked.json()).toEqual({ detail: 'Too many attempts, try again later.' });

    await new Promise((resolve) => setTimeout(resolve, windowMs + 100));
    const after = await login(url, { username: admin.username, password: admin.password });
    expect(after.status).toBe(200);
  });

  it('does not let parallel guesses slip past the limit', async () => {
    const url = await start({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    const guesses = Array.from({ length: 8 }, (_, i) => login(url, { username: 'admin', password: `g${i}` }));
    const statuses = (await Promise.all(guesses)).map((res) => res.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('does not count successful logins as failures', async () => {
    const url = await start({ loginRateLimit: { max: 2, windowMs: 60_000 } });
    for (let i = 0; i < 4; i++) {
      expect((await login(url, { username: crew.username, password: crew.password })).status).toBe(200);
    }
  });

  it('answers a preflight from an allowed origin with the login headers', async () => {
    const res = await fetch(await start(), { method: 'OPTIONS', headers: { Origin: ALLOWED_ORIGIN } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, Authorization');
  });

  it('refuses a login posted from another origin, even with the right password', async () => {
    const res = await postJson(await start(), { username: admin.username, password: admin.password }, { Origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
