import type { RequestListener } from 'node:http';
import { startThrowawayServer, type ThrowawayServer } from '../support/throwaway-server';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestStandIn, type TestStandIn } from '../support/test-stand-in';
import { parseLoginAnswer, reasonFor, requestLogin } from '../../src/sections/login/login-request';

let standIn: TestStandIn | undefined;
let server: ThrowawayServer | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
  await server?.close();
  server = undefined;
});

/** A throwaway server answering every request with `handler`; returns its base URL. */
async function fakeCrm(handler: RequestListener): Promise<string> {
  server = await startThrowawayServer(handler);
  return server.url;
}

describe('parseLoginAnswer', () => {
  it('reads token, is_admin and id', () => {
    expect(parseLoginAnswer({ token: 't', is_admin: true, id: 1 })).toEqual({ token: 't', isAdmin: true, userId: '1' });
    expect(parseLoginAnswer({ token: 't', is_admin: false, id: 'u-9' })).toEqual({ token: 't', isAdmin: false, userId: 'u-9' });
  });

  it('treats anything but is_admin true as an ordinary user', () => {
    expect(parseLoginAnswer({ token: 't', is_admin: 'true' })).toEqual({ token: 't', isAdmin: false, userId: null });
  });

  it.each([null, 'OK', [], {}, { token: '' }, { token: 42, is_admin: true }])('refuses %j (no token)', (data) => {
    expect(parseLoginAnswer(data)).toBeNull();
  });
});

describe('reasonFor', () => {
  it.each([
    [400, 'invalid'],
    [401, 'invalid'],
    [403, 'server'],
    [429, 'server'],
    [500, 'server'],
    [undefined, 'server'],
  ] as const)('%s → %s', (status, reason) => {
    expect(reasonFor(status)).toBe(reason);
  });
});

describe('requestLogin against the stand-in', () => {
  it('logs the administrator in', async () => {
    standIn = await startTestStandIn();
    const result = await requestLogin(`${standIn.url}/`, { username: 'admin', password: 'cedar-admin-2026' });
    expect(result).toEqual({ ok: true, answer: { token: expect.stringMatching(/^[0-9a-f]{64}$/), isAdmin: true, userId: '1' } });
  });

  it('gives "invalid" for a wrong password (401) and for empty fields (400)', async () => {
    standIn = await startTestStandIn();
    expect(await requestLogin(standIn.url, { username: 'crew', password: 'wrong' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await requestLogin(standIn.url, { username: '', password: '' })).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('requestLogin failures that are not the visitor’s', () => {
  it('gives "server" for a 500', async () => {
    const url = await fakeCrm((_req, res) => res.writeHead(500).end('Internal error'));
    expect(await requestLogin(url, { username: 'a', password: 'b' })).toEqual({ ok: false, reason: 'server' });
  });

  it('gives "server" for a 200 without a token', async () => {
    const url = await fakeCrm((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"is_admin":true,"id":1}'));
    expect(await requestLogin(url, { username: 'a', password: 'b' })).toEqual({ ok: false, reason: 'server' });
  });

  it('gives "server" when the server never answers (timeout)', async () => {
    const url = await fakeCrm(() => {});
    expect(await requestLogin(url, { username: 'a', password: 'b' }, 200)).toEqual({ ok: false, reason: 'server' });
  });

  it('gives "server" when nothing listens (network error)', async () => {
    const url = await fakeCrm(() => {});
    await server!.close();
    server = undefined;
    expect(await requestLogin(url, { username: 'a', password: 'b' })).toEqual({ ok: false, reason: 'server' });
  });

  it('sends JSON {username, password} to /login/', async () => {
    let seen: { method?: string; url?: string; type?: string; body: string } = { body: '' };
    const url = await fakeCrm((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, type: req.headers['content-type'], body };
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"token":"x","is_admin":false,"id":2}');
      });
    });
    await requestLogin(url, { username: 'crew', password: 'p' });
    expect(seen).toEqual({ method: 'POST', url: '/login/', type: 'application/json', body: '{"username":"crew","password":"p"}' });
  });
});
