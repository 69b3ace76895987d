import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES, readJsonBody } from './json-body.ts';
import { jsonLimitPassed } from './json-limits.ts';

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

  it('takes a body of exactly MAX_JSON_VALUES values, and refuses one more before parsing it', async () => {
    const items = (count: number) => `{"files": [${Array.from({ length: count - 1 }, () => '{}').join(',')}]}`;
    expect((await readJsonBody(post(items(MAX_JSON_VALUES)), 1024 * 1024)).ok).toBe(true);
    expect(await readJsonBody(post(items(MAX_JSON_VALUES + 1)), 1024 * 1024)).toEqual({ ok: false, problem: 'too-many-values' });
  });

  it('says a body that broke off while it was read is cut short, not an error of the reader', async () => {
    // What Node's stream does when the client closes the socket mid-body or sends a broken chunk.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"summary"'));
      },
      pull(controller) {
        controller.error(new Error('aborted'));
      },
    });
    expect(await readJsonBody(post(stream), 1024)).toEqual({ ok: false, problem: 'cut-short' });
  });

  it.each([['{"summary": "x",'], ['\uFEFF{}'], ['']])('says %j is not JSON', async (text) => {
    expect(await readJsonBody(post(text), 1024)).toEqual({ ok: false, problem: 'not-json' });
  });
});

describe('jsonLimitPassed', () => {
  const depthOnly = (depth: number) => ({ depth, values: Infinity });
  it.each([
    ['[]', 1, undefined],
    ['[[]]', 1, 'depth'],
    ['{"a": "[[[[[["}', 1, undefined],
    ['{"a": "\\"[[[["}', 1, undefined],
    ['{"a": "\\\\", "b": [[]]}', 2, 'depth'],
    ['[1], [2], [3]', 1, undefined],
  ])('%s deeper than %i: %s', (text, limit, passed) => {
    expect(jsonLimitPassed(text, depthOnly(limit))).toBe(passed);
  });

  // Values are object members and array items, at every depth; the outermost value is not one.
  it.each([
    ['[]', 0],
    ['[ \n ]', 0],
    ['{}', 0],
    ['[1]', 1],
    ['[\n  1\n]', 1],
    ['{"a": 1, "b": [2, 3]}', 4],
    ['[{}, {}, [], [[]]]', 5],
    ['{"a": "x,y,[{\\"}", "b": {"c": null}}', 3],
  ])('%s holds %i values', (text, count) => {
    expect(jsonLimitPassed(text, { depth: 64, values: count })).toBeUndefined();
    expect(jsonLimitPassed(text, { depth: 64, values: count - 1 })).toBe(count === 0 ? undefined : 'values');
  });
});
