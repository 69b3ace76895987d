import type { IncomingMessage } from 'node:http';
import { startThrowawayServer, type ThrowawayServer } from '../../tests/support/throwaway-server.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, startTestStandIn } from '../../tests/support/test-stand-in.ts';
import { startTestContentApi, type TestContentApi } from '../../tests/support/test-content-api.ts';
import { createWhoamiCheck, WHOAMI_DEFAULTS } from './whoami-check.ts';
import { DEMO_ACCOUNTS } from '../stand-in/demo-accounts.ts';

// The optional whoami mode (CONTENT_API_STAFF_CHECK=whoami): CRM tokens are also accepted, checked
// with the stand-in's GET /whoami/, each answer reused for a minute.

let t: TestContentApi | undefined;
let crm: ThrowawayServer | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  await crm?.close();
  crm = undefined;
});

const crmToken = async (index: 0 | 1) => {
  const { username, password } = DEMO_ACCOUNTS[index];
  return (await (await postJson(`${t!.standIn.url}/login/`, { username, password })).json()).token as string;
};
const listWith = (authorization: string) => fetch(`${t!.api.url}/files`, { headers: { Authorization: authorization } });

const startWhoami = async (clock: { ms: number }) => (t = await startTestContentApi({}, { whoami: true, now: () => clock.ms }));

describe('the whoami mode, against the real stand-in', () => {
  it('accepts an administrator\'s CRM token, refuses an ordinary one and a made-up one, and still takes the API\'s own sessions', async () => {
    await startWhoami({ ms: Date.now() });
    expect((await listWith(`Token ${await crmToken(0)}`)).status).toBe(200);
    const crew = await listWith(`Token ${await crmToken(1)}`);
    expect([crew.status, (await crew.json()).error.code]).toEqual([403, 'not-admin']);
    const madeUp = await listWith(`Token ${'f'.repeat(64)}`);
    expect([madeUp.status, madeUp.headers.get('www-authenticate'), (await madeUp.json()).error.code]).toEqual([401, 'Bearer, Token', 'token-invalid']);
    const session = await (await postJson(`${t!.api.url}/session`, { username: 'admin', password: DEMO_ACCOUNTS[0].password })).json();
    expect((await listWith(`Bearer ${session.token}`)).status).toBe(200);
  });

  it('reuses each answer, yes or no, for a minute: a forgotten token still works that long, a made-up one costs the CRM one call', async () => {
    const clock = { ms: Date.now() };
    await startWhoami(clock);
    const admin = await crmToken(0);
    const madeUp = `Token ${'e'.repeat(64)}`;
    expect((await listWith(`Token ${admin}`)).status).toBe(200);
    expect((await listWith(madeUp)).status).toBe(401);

    // The CRM restarts and forgets every token: the cache still answers, for both.
    const { dataDir, port } = t!.standIn;
    await t!.standIn.stop();
    expect((await listWith(`Token ${admin}`)).status).toBe(200);
    expect((await listWith(madeUp)).status).toBe(401);
    // A token never seen is asked about, and with the CRM down, refused as unchecked.
    expect((await listWith(`Token ${'d'.repeat(64)}`)).status).toBe(503);

    t!.standIn = await startTestStandIn({ dataDir, port });
    clock.ms += WHOAMI_DEFAULTS.cacheMs;
    const forgotten = await listWith(`Token ${admin}`);
    expect([forgotten.status, (await forgotten.json()).error.code]).toEqual([401, 'token-invalid']);
  });
});

describe('createWhoamiCheck', () => {
  it('asks about a few tokens at once at most, one call per token however many requests wait on it', async () => {
    const asked: IncomingMessage[] = [];
    let arrived: () => void = () => {};
    crm = await startThrowawayServer((req) => {
      asked.push(req);
      arrived();
    });
    const check = createWhoamiCheck(`${crm.url}/whoami/`, { maxLookups: 2, timeoutMs: 60_000 });

    const twice = [check('token-a'), check('token-a')];
    const other = check('token-b');
    const pending = [...twice, other].map((p) => p.catch((error: { code: string }) => error.code));
    await new Promise<void>((resolve) => {
      arrived = () => asked.length === 2 && resolve();
      arrived();
    });
    // Two tokens are being asked about: a third is refused at once, without a call.
    await expect(check('token-c')).rejects.toMatchObject({ code: 'login-checks-busy', headers: { 'Retry-After': '5' } });
    // Two connections, so they may arrive in either order.
    expect(asked.map((req) => req.headers.authorization).sort()).toEqual(['Token token-a', 'Token token-b']);

    // The CRM drops the calls: every waiting request is refused as unchecked, never let through.
    await crm.close();
    crm = undefined;
    expect(await Promise.all(pending)).toEqual(['login-service-unavailable', 'login-service-unavailable', 'login-service-unavailable']);
  });

  it('keeps at most its number of answers, the oldest leaving first', async () => {
    const users: Record<string, string> = {};
    crm = await startThrowawayServer((req, res) => {
      const token = (req.headers.authorization ?? '').slice('Token '.length);
      users[token] = (users[token] ?? '') + 'x';
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ id: 1, user: token, is_admin: true }));
    });
    const check = createWhoamiCheck(`${crm.url}/whoami/`, { maxEntries: 2 });
    for (const token of ['a', 'b', 'a', 'c', 'a', 'b']) await check(token);
    // a asked once (kept while b and c came), b asked again after c pushed it out.
    expect(users).toEqual({ a: 'x', b: 'xx', c: 'x' });
  });
});
