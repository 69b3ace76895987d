import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MAX_BYTES } from './email.ts';
import { ALLOWED_ORIGIN, postJson, postStreamed, startTestStandIn, type TestStandIn } from '../../tests/support/test-stand-in.ts';

let standIn: TestStandIn;
beforeEach(async () => {
  standIn = await startTestStandIn();
});
afterEach(() => standIn.stop());

const sendUrl = () => `${standIn.url}/api/v1.0/email/send`;
const outbox = async () => (await fetch(`${standIn.url}/__control/outbox`)).json();

// What @emailjs/browser's send() posts.
const message = (params: Record<string, unknown> = { name: 'Ada', message: 'Mow please' }) => ({
  lib_version: '4.4.1',
  user_id: 'public-key',
  service_id: 'service_1',
  template_id: 'template_1',
  template_params: params,
});

describe('POST /api/v1.0/email/send', () => {
  it('writes exactly the params to the outbox and answers 200 OK', async () => {
    const params = { name: 'Ada', email: 'ada@example.com', message: 'é"\n'.repeat(3334) };
    const res = await postJson(sendUrl(), message(params));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('OK');

    const lines = (await readFile(join(standIn.dataDir, 'outbox.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toEqual({
      receivedAt: expect.any(String),
      service_id: 'service_1',
      template_id: 'template_1',
      user_id: 'public-key',
      template_params: params,
    });
    expect(new Date(entry.receivedAt).toISOString()).toBe(entry.receivedAt);
    expect(await outbox()).toEqual([entry]);
  });

  it.each(['user_id', 'service_id', 'template_id'])('answers 400 when %s is missing or empty', async (id) => {
    for (const value of [undefined, '']) {
      const res = await postJson(sendUrl(), { ...message(), [id]: value });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(id);
    }
    expect(await outbox()).toEqual([]);
  });

  it.each(['not json', '[1, 2]', 'null', '"text"'])('answers 400 for the body %s', async (body) => {
    const res = await postJson(sendUrl(), body);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('The body must be a JSON object.');
  });

  it('answers 400 for a body nested thousands of levels deep, and writes nothing (it once overflowed the stack: a 500)', async () => {
    const deep = JSON.stringify(message()).replace('"Ada"', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);
    const res = await postJson(sendUrl(), deep);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('The body nests objects and lists more than 64 levels deep.');
    expect(await outbox()).toEqual([]);
  });

  it('answers 413 for a body over 64 KiB, declared or streamed', async () => {
    const big = message({ message: 'x'.repeat(EMAIL_MAX_BYTES) });
    expect((await postJson(sendUrl(), big)).status).toBe(413);
    expect((await postStreamed(sendUrl(), 1024 * 1024)).status).toBe(413);
    expect(await outbox()).toEqual([]);
  });

  it('answers 500 and writes nothing while told to fail', async () => {
    standIn.setEmailFailure(true);
    const res = await postJson(sendUrl(), message());
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('Stand-in told to fail');
    expect(await outbox()).toEqual([]);

    standIn.setEmailFailure(false);
    expect((await postJson(sendUrl(), message())).status).toBe(200);
  });
});

describe('control routes', () => {
  it('toggle failure mode and read and empty the outbox', async () => {
    const control = `${standIn.url}/__control/email-failure`;
    expect((await postJson(control, { fail: true })).status).toBe(200);
    expect((await postJson(sendUrl(), message())).status).toBe(500);
    expect((await postJson(control, { fail: false })).status).toBe(200);
    expect((await postJson(sendUrl(), message())).status).toBe(200);
    expect(await outbox()).toHaveLength(1);

    expect((await fetch(`${standIn.url}/__control/outbox`, { method: 'DELETE' })).status).toBe(204);
    expect(await outbox()).toEqual([]);
  });

  it('fail only the sends for one address when told so, and stop when told so', async () => {
    const control = `${standIn.url}/__control/email-failure`;
    expect((await postJson(control, { fail: true, email: 'only-me@example.com' })).status).toBe(200);
    const mine = message({ name: 'Ada', email: 'only-me@example.com' });
    expect((await postJson(sendUrl(), mine)).status).toBe(500);
    expect((await postJson(sendUrl(), message())).status).toBe(200);
    expect((await postJson(control, { fail: false, email: 'only-me@example.com' })).status).toBe(200);
    expect((await postJson(sendUrl(), mine)).status).toBe(200);
    expect(await outbox()).toHaveLength(2);
  });

  it('reject a failure switch that is not a boolean', async () => {
    const res = await postJson(`${standIn.url}/__control/email-failure`, { fail: 'yes' });
    expect(res.status).toBe(400);
  });
});

describe('CORS on the send route', () => {
  it('answers a preflight from an allowed origin', async () => {
    const res = await fetch(sendUrl(), {
      method: 'OPTIONS',
      headers: { Origin: ALLOWED_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(res.headers.get('vary')).toBe('Origin');

    const real = await postJson(sendUrl(), message(), { Origin: ALLOWED_ORIGIN });
    expect(real.status).toBe(200);
    expect(real.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(real.headers.get('vary')).toBe('Origin');
  });

  it('refuses another origin, preflight and real request alike', async () => {
    const other = 'http://evil.example';
    const preflight = await fetch(sendUrl(), { method: 'OPTIONS', headers: { Origin: other } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const real = await postJson(sendUrl(), message(), { Origin: other });
    expect(real.status).toBe(403);
    expect(real.headers.get('access-control-allow-origin')).toBeNull();
    expect(await outbox()).toEqual([]);
  });
});
