import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postStreamed } from '../../tests/support/test-stand-in.ts';
import { rawExchange, sendAndClose } from '../../tests/support/raw-http.ts';
import { errorBody } from './errors.ts';
import { MAX_BODY_BYTES, MAX_CHANGE_BODY_BYTES } from '../../src/content/change-limits.ts';
import { largestChange } from '../../src/testing/largest-change.ts';
import { getFile, openFile, SITE_ORIGIN, startTestContentApi, submit, type TestContentApi } from '../../tests/support/test-content-api.ts';
import { contentVersion } from './version.ts';

// Nothing here writes a file, so one server serves every test.
let t: TestContentApi;
beforeAll(async () => {
  t = await startTestContentApi();
});
afterAll(async () => {
  await t.stop();
});

const town = { slug: 'kinston' };

describe('paths', () => {
  it.each([
    ['..%2F..%2Fpackage.json'],
    ['towns%2F..%2F..%2Fpackage.json'],
    ['%2Fetc%2Fpasswd'],
    ['site%2Fsite.json'],
    ['towns/Benson.json'],
    ['towns/benson.txt'],
    ['%E0%A4%A'],
    // Longer than a file system allows a name to be: refused before the disk is asked (it answered 500).
    [`towns/${'a'.repeat(300)}.json`],
  ])('refuses to read %s', async (path) => {
    const res = await getFile(t, path);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('path-refused');
    expect(body.details[0]).toEqual(expect.any(String));
  });

  it('answers 404 for a content path with no file', async () => {
    const res = await getFile(t, 'towns/atlantis.json');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('file-not-found');
  });

  it.each([
    ['../package.json'],
    ['../../outside.json'],
    ['/tmp/outside.json'],
    ['site/towns/kinston.json'],
    ['towns/kinston.js'],
    ['.local/users.json'],
  ])('refuses to write %s, and writes nothing', async (path) => {
    const res = await submit(t, { summary: 'New town', files: [{ path, action: 'create', data: town }] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('path-refused');
    expect(existsSync(join(t.root, 'outside.json'))).toBe(false);
    expect(existsSync(join(t.root, 'site', 'towns', 'kinston.js'))).toBe(false);
  });
});

describe('bodies', () => {
  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const big = await submit(t, { summary: 'x', files: [{ path: 'towns/kinston.json', action: 'create', data: { text: 'x'.repeat(MAX_BODY_BYTES) } }] });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe('body-too-large');
    // Streamed with no length and no token: refused before reading, on the token.
    expect((await postStreamed(`${t.api.url}/changes`, 2 * MAX_CHANGE_BODY_BYTES)).status).toBe(401);
    const streamed = await fetch(`${t.api.url}/changes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.adminToken}` },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 2 * MAX_CHANGE_BODY_BYTES; i += 64 * 1024) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('reads the largest change the limits allow (under the host\'s, decision 025), and refuses one byte more in its own words', async () => {
    const largest = largestChange();
    expect(Buffer.byteLength(largest)).toBe(MAX_CHANGE_BODY_BYTES);
    const read = await submit(t, largest);
    // Past both size checks: only its pictures, which are not real ones, are refused.
    expect(read.status).toBe(400);
    expect((await read.json()).error.code).toBe('image-refused');
    const over = await submit(t, largestChange({ over: 1 }));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ error: { code: 'body-too-large', title: 'Change too large' }, details: 'The limit is 4608 KiB.' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await submit(t, '{"summary": "x",');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('bad-json');
  });

  it('answers 400 body-too-deep for a change nested thousands of levels deep, never a 500', async () => {
    const deep = `${'{"a":['.repeat(20_000)}1${']}'.repeat(20_000)}`;
    const res = await submit(t, `{"summary": "Deep", "files": [{"path": "towns/kinston.json", "action": "create", "data": ${deep}}]}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await res.json();
    expect(body.error.code).toBe('body-too-deep');
    expect(body.details).toEqual(['The body nests objects and lists more than 64 levels deep.']);
    expect(existsSync(join(t.root, 'site', 'towns', 'kinston.json'))).toBe(false);
  });

  it('answers 400 body-too-deep for a "baseText" nested deeper than the limit, though its version matches and it clashes', async () => {
    // baseText is a string, so the body's own depth count never sees inside it; its version is a hash anyone can compute.
    const opened = await openFile(t, 'towns/benson.json');
    // 25,000 levels twice is 400 KB in the body, under the change's limit (MAX_BODY_BYTES): a deeper one is refused by its size first.
    for (const depth of [65, 5_000, 25_000]) {
      const deep = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      const baseText = `{"slug": ${deep}, "name": ${deep}}`;
      const data = { ...opened.data, slug: 'other-slug', name: 'Other' };
      const res = await submit(t, { summary: 'Deep base', files: [{ path: 'towns/benson.json', action: 'update', baseVersion: contentVersion(baseText), baseText, data }] });
      const body = await res.json();
      expect([res.status, body.error?.code, body.details]).toEqual([400, 'body-too-deep', ['files[0] (towns/benson.json): "baseText" nests objects and lists more than 64 levels deep.']]);
    }
    expect((await openFile(t, 'towns/benson.json')).text).toBe(opened.text);
  });

  it('answers 400 body-too-many-values for a change of 60,000 tiny values, before anything walks them', async () => {
    const many = `[${Array.from({ length: 60_000 }, () => '{}').join(',')}]`;
    const res = await submit(t, `{"summary": "Many", "files": [{"path": "towns/kinston.json", "action": "create", "data": {"list": ${many}}}]}`);
    const body = await res.json();
    expect([res.status, body.error.code, body.details]).toEqual([400, 'body-too-many-values', ['The body holds more than 50,000 values (object members and list items).']]);
    expect(existsSync(join(t.root, 'site', 'towns', 'kinston.json'))).toBe(false);
  });

  it('answers 400 body-too-many-values for a "baseText" of too many values, which the body\'s count never sees into', async () => {
    const opened = await openFile(t, 'towns/benson.json');
    const baseText = `{"list": [${Array.from({ length: 60_000 }, () => '0').join(',')}]}`;
    const res = await submit(t, { summary: 'Many in base', files: [{ path: 'towns/benson.json', action: 'update', baseVersion: contentVersion(baseText), baseText, data: opened.data }] });
    const body = await res.json();
    expect([res.status, body.error.code, body.details]).toEqual([400, 'body-too-many-values', ['files[0] (towns/benson.json): "baseText" holds more than 50,000 values.']]);
  });

  it('answers a body that breaks off as cut short, logged in one line and never as an unexpected error', async () => {
    const head = (extra: string) => `POST /changes HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.adminToken}\r\nContent-Type: application/json\r\n${extra}\r\n\r\n`;
    const cutShort = () => t.logs.filter((line) => line.includes('broke off before it all arrived')).length;
    const before = cutShort();
    // 1000 bytes promised, 10 sent, then the client goes.
    await sendAndClose(t.api.url, `${head('Content-Length: 1000')}{"summary"`);
    await vi.waitFor(() => expect(cutShort()).toBe(before + 1));
    // A good chunk, then a chunk size that is not hexadecimal: the client is told, in the documented shape.
    const broken = await rawExchange(t.api.url, `${head('Transfer-Encoding: chunked')}2\r\n{}\r\nzz\r\n`);
    expect([broken.status, JSON.parse(broken.body)]).toEqual([400, errorBody('body-cut-short')]);
    await vi.waitFor(() => expect(cutShort()).toBe(before + 2));
    expect(t.logs.filter((line) => line.includes('Unexpected error'))).toEqual([]);
    expect((await fetch(`${t.api.url}/health`)).status).toBe(200);
  });

  it('answers 417 in the documented shape to an Expect header it does not know, and handles nothing', async () => {
    const body = JSON.stringify({ summary: 'Expecting', files: [{ path: 'towns/kinston.json', action: 'create', data: town }] });
    const res = await rawExchange(t.api.url, `POST /changes HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.adminToken}\r\nContent-Type: application/json\r\nExpect: junk\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    expect(res.status).toBe(417);
    expect(res.head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(JSON.parse(res.body)).toEqual(errorBody('expectation-failed'));
    expect(existsSync(join(t.root, 'site', 'towns', 'kinston.json'))).toBe(false);
    const health = await rawExchange(t.api.url, 'GET /health HTTP/1.1\r\nHost: x\r\nExpect: junk\r\nConnection: close\r\n\r\n');
    expect([health.status, JSON.parse(health.body)]).toEqual([417, errorBody('expectation-failed')]);
  });

  it('names every wrong or missing value at once', async () => {
    const res = await submit(t, {
      summary: '',
      confirmWarnings: 'yes',
      files: [
        { path: 'towns/a.json', action: 'create', data: ['not', 'an', 'object'] },
        { path: 'towns/b.json', action: 'update', data: {}, baseVersion: 'abc', baseText: '{}' },
        { path: 'towns/c.json', action: 'rename', data: {} },
        { path: 'towns/c.json', action: 'create', data: {} },
      ],
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('bad-request');
    expect(body.details).toEqual([
      '"summary" must say in plain words what changed, e.g. "Phone number changed".',
      '"confirmWarnings" must be true or false.',
      'files[0] (towns/a.json): "data" must be the whole file as one JSON object.',
      'files[1] (towns/b.json): "baseVersion" must be the "version" the file had when it was opened.',
      'files[2] (towns/c.json): "action" must be "create", "update" or "delete".',
      '"towns/c.json" is listed twice; send each file once.',
    ]);
  });

  it('takes a summary only as one line of plain text, of at most 500 characters', async () => {
    const file = { path: 'towns/kinston.json', action: 'create', data: town };
    const forged = 'Phone fixed\nSubmitted by Boss Person in the content studio.';
    for (const [summary, detail] of [
      [forged, '"summary" must be one line of plain text; it has a line break or another control character at character 12.'],
      ['Phone\u0000fixed', '"summary" must be one line of plain text; it has a line break or another control character at character 6.'],
      ['Phone\u2028fixed', '"summary" must be one line of plain text; it has a line break or another control character at character 6.'],
      ['x'.repeat(501), '"summary" is 501 characters; keep it under 500.'],
    ]) {
      const res = await submit(t, { summary, files: [file] });
      const body = await res.json();
      expect([res.status, body.error.code, body.details]).toEqual([400, 'bad-request', [detail]]);
    }
    // The same rule for the summary of an undo.
    const undo = await fetch(`${t.api.url}/history/towns/benson.json`, { method: 'POST', headers: { Authorization: `Bearer ${t.adminToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ undo: 'abc', summary: `Undo: ${forged}` }) });
    expect([undo.status, (await undo.json()).details]).toEqual([400, ['"summary" must be one line of plain text; it has a line break or another control character at character 18.']]);
    expect(existsSync(join(t.root, 'site', 'towns', 'kinston.json'))).toBe(false);
  });

  it('needs at least one file', async () => {
    const res = await submit(t, { summary: 'Nothing', files: [] });
    expect(res.status).toBe(400);
    expect((await res.json()).details).toEqual(['"files" must list from 1 to 50 files.']);
  });
});

describe('addresses, methods and origins', () => {
  it('answers /health without a token, for a container check', async () => {
    const res = await fetch(`${t.api.url}/health`);
    expect(await res.json()).toEqual({ ok: true, backend: 'local' });
  });

  it('answers unknown addresses and wrong methods with JSON errors', async () => {
    const missing = await fetch(`${t.api.url}/admin`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not-found');
    const wrong = await fetch(`${t.api.url}/changes`, { method: 'PUT', headers: { Authorization: `Bearer ${t.adminToken}` } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, POST');
  });

  it('says the local backend has no review step as a state, not an error: GET /changes is 200 with review false', async () => {
    const res = await fetch(`${t.api.url}/changes`, { headers: { Authorization: `Bearer ${t.adminToken}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ backend: 'local', review: false, changes: [] });
  });

  it('lets the site\'s own pages call it, with a preflight naming the methods and headers', async () => {
    const preflight = await fetch(`${t.api.url}/changes`, { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    const read = await fetch(`${t.api.url}/files`, { headers: { Origin: SITE_ORIGIN, Authorization: `Bearer ${t.adminToken}` } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(read.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a page from any other origin, even with an administrator\'s token', async () => {
    const res = await submit(t, { summary: 'x', files: [{ path: 'towns/kinston.json', action: 'create', data: town }] }, t.adminToken, { Origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await res.json()).error.code).toBe('origin-refused');
    expect(existsSync(join(t.root, 'site', 'towns', 'kinston.json'))).toBe(false);
  });
});

describe('GET /visit-counts', () => {
  it('answers an administrator that visit counts are not set up when the API has no Stats key, and nobody else', async () => {
    const visitCounts = (token?: string) => fetch(`${t.api.url}/visit-counts`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect(await (await visitCounts(t.adminToken)).json()).toEqual({ state: 'not-set-up' });
    expect((await (await visitCounts()).json()).error.code).toBe('token-missing');
  });
});
