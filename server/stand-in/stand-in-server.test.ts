import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback-gate.ts';
import { getWithHost, postJson, startTestStandIn, type TestStandIn } from '../../tests/support/test-stand-in.ts';

let standIn: TestStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

describe('routing', () => {
  it('answers 404 for unknown paths and 405 with Allow for the wrong method', async () => {
    standIn = await startTestStandIn();
    const missing = await fetch(`${standIn.url}/login`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);

    const wrongMethod = await fetch(`${standIn.url}/login/`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('answers 500 "Internal error" without details and logs the cause', async () => {
    const lines: string[] = [];
    standIn = await startTestStandIn({ log: (line) => lines.push(line) });
    // A folder where the outbox file should be makes the append fail.
    await mkdir(join(standIn.dataDir, 'outbox.jsonl'));
    const res = await postJson(`${standIn.url}/api/v1.0/email/send`, {
      user_id: 'u',
      service_id: 's',
      template_id: 't',
    });
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('Internal error');
    expect(lines.some((line) => line.includes('EISDIR'))).toBe(true);
  });

  it('refuses control routes when the Host header names another site', async () => {
    standIn = await startTestStandIn();
    const outbox = `${standIn.url}/__control/outbox`;
    expect(await getWithHost(outbox, `localhost:${standIn.port}`)).toBe(200);
    expect(await getWithHost(outbox, `rebound.example:${standIn.port}`)).toBe(403);
  });

  it('rejects an allowed origin that is not an exact origin', async () => {
    await expect(startTestStandIn({ allowedOrigins: ['http://localhost:4173/'] })).rejects.toThrow(
      /not an exact origin/,
    );
  });
});

describe('loopback checks', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.5', false],
    ['::ffff:10.0.0.1', false],
    [undefined, false],
  ])('isLoopbackAddress(%s) is %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });

  it.each([
    ['localhost:8787', true],
    ['127.0.0.1:8787', true],
    ['[::1]:8787', true],
    ['localhost', true],
    ['localhost.evil.example', false],
    ['127.0.0.1.nip.io', false],
    [undefined, false],
  ])('isLoopbackHost(%s) is %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
