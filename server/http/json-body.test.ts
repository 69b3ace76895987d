import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, readJsonBody } from './json-body.ts';
import { jsonDepthExceeds } from './json-depth.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://server.invalid/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
const nested = (levels: number) => `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;

describe('readJsonBody', () => {
  it('reads a JSON body', async () => {
    expect(await readJsonBody(post('{"summary": "x", "files": [1, [2, {"3": null}]]}'), 1024)).toEqual({ ok: true, value: { summary: 'x', files: [1, [2, { 3: null }]] } });
  });

  it('refuses a body nested thousands of levels deep as too deep, without a stack overflow', async () => {
    expect(await readJsonBody(post(nested(50_000)), 10 * 1024 * 1024)).toEqual({ ok: false, problem: 'too-deep' });
  });

  it('takes a body nested exactly as deep as the limit', async () => {
    const text = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect((await readJsonBody(post(text), 1024)).ok).toBe(true);
    expect(await readJsonBody(post(`[${text}]`), 1024)).toEqual({ ok: false, problem: 'too-deep' });
  });

  it('refuses a body over the limit, declared or streamed without a length', async () => {
    expect(await readJsonBody(post('"x"', { 'Content-Length': '2048' }), 1024)).toEqual({ ok: false, problem: 'too-large' });
    const chunk = new TextEncoder().encode(' '.repeat(512));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if ((sent += chunk.length) > 4096) controller.close();
        else controller.enqueue(chunk);
      },
    });
    expect(await readJsonBody(post(stream), 1024)).toEqual({ ok: false, problem: 'too-large' });
  });

  it.each([['{"summary": "x",'], ['\uFEFF{}'], ['']])('says %j is not JSON', async (text) => {
    expect(await readJsonBody(post(text), 1024)).toEqual({ ok: false, problem: 'not-json' });
  });
});

describe('jsonDepthExceeds', () => {
  it.each([
    ['[]', 1, false],
    ['[[]]', 1, true],
    ['{"a": "[[[[[["}', 1, false],
    ['{"a": "\\"[[[["}', 1, false],
    ['{"a": "\\\\", "b": [[]]}', 2, true],
    ['[1], [2], [3]', 1, false],
  ])('%s deeper than %i: %s', (text, limit, deeper) => {
    expect(jsonDepthExceeds(text, limit)).toBe(deeper);
  });
});
