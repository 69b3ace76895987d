import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { ALLOWED_ORIGIN, postJson, startTestStandIn, type TestStandIn } from '../../tests/support/test-stand-in.ts';
import { tokenFrom } from './whoami.ts';

let standIn: TestStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

const [admin, crew] = DEMO_ACCOUNTS;

async function loginAs(account: { username: string; password: string }): Promise<string> {
  const res = await postJson(`${standIn!.url}/login/`, { username: account.username, password: account.password });
  return (await res.json()).token;
}

const whoami = (authorization?: string) =>
  fetch(`${standIn!.url}/whoami/`, { headers: authorization ? { Authorization: authorization } : {} });

describe('GET /whoami/', () => {
  it('names the administrator behind a token the login issued', async () => {
    standIn = await startTestStandIn();
    const res = await whoami(`Token ${await loginAs(admin)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ id: 1, user: 'admin', is_admin: true });
  });

  it('names an ordinary user as not an administrator', async () => {
    standIn = await startTestStandIn();
    expect(await (await whoami(`Token ${await loginAs(crew)}`)).json()).toEqual({ id: 2, user: 'crew', is_admin: false });
  });

  it('answers 401 with a challenge when no token is sent', async () => {
    standIn = await startTestStandIn();
    const res = await whoami();
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Token');
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 for a token it never issued, or one sent in another scheme', async () => {
    standIn = await startTestStandIn();
    const token = await loginAs(admin);
    expect((await whoami(`Token ${'0'.repeat(64)}`)).status).toBe(401);
    expect(await (await whoami(`Token ${'0'.repeat(64)}`)).json()).toEqual({ detail: 'Invalid token.' });
    expect((await whoami(`Bearer ${token}`)).status).toBe(401);
  });

  it('forgets tokens when it restarts, so an old browser session must log in again', async () => {
    standIn = await startTestStandIn();
    const token = await loginAs(admin);
    const { dataDir } = standIn;
    await standIn.stop();
    standIn = await startTestStandIn({ dataDir });
    expect((await whoami(`Token ${token}`)).status).toBe(401);
  });

  it('answers a preflight with GET and the Authorization header', async () => {
    standIn = await startTestStandIn();
    const res = await fetch(`${standIn.url}/whoami/`, { method: 'OPTIONS', headers: { Origin: ALLOWED_ORIGIN } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization');
  });
});

describe('tokenFrom', () => {
  it.each([
    ['Token abc', 'abc'],
    ['token   abc ', 'abc'],
    ['Bearer abc', undefined],
    ['Token', undefined],
    ['Token a b', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (header, expected) => {
    expect(tokenFrom(header)).toBe(expected);
  });
});
