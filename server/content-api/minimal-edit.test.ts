import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/testing/temp-project.ts';
import { formatNewFile, rewriteJson } from './minimal-edit.ts';
import { changedLines } from '../../tests/support/test-content-api.ts';

const real = (path: string) => readFileSync(join(projectRoot, 'site', path), 'utf8');

describe('rewriteJson', () => {
  it('changes only the line of the changed value in a real file', () => {
    const text = real('site.json');
    const data = JSON.parse(text);
    data.business.phone = '(919) 555-0199';
    const out = rewriteJson(text, data);
    expect(changedLines(text, out)).toEqual([{ line: 7, before: '    "phone": "(919) 555-0142",', after: '    "phone": "(919) 555-0199",' }]);
  });

  it('keeps one-line objects and arrays on one line when a value inside them changes', () => {
    const text = real('pages/about.json');
    const data = JSON.parse(text);
    data.meta.keywords[1] = 'family lawn care Goldsboro';
    const out = rewriteJson(text, data);
    const diff = changedLines(text, out);
    expect(diff).toHaveLength(1);
    expect(diff[0]!.after).toBe(diff[0]!.before!.replace('family-owned lawn care Goldsboro', 'family lawn care Goldsboro'));
  });

  it('puts a new key after the key it follows in the data, and keeps every other key in place', () => {
    const text = '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}\n';
    const out = rewriteJson(text, { a: 1, b: 2, inserted: { x: [1] }, c: 3 });
    expect(out).toBe('{\n  "a": 1,\n  "b": 2,\n  "inserted": {\n    "x": [\n      1\n    ]\n  },\n  "c": 3\n}\n');
  });

  it('adds or removes one array item as a one-line change', () => {
    const text = real('towns/benson.json');
    const data = JSON.parse(text);
    data.landing.keywords.push('Benson yard care');
    const added = rewriteJson(text, data);
    expect(added.split('\n').length).toBe(text.split('\n').length + 1);
    expect(JSON.parse(added)).toEqual(data);
    data.landing.keywords.splice(1, 1);
    const removed = rewriteJson(added, data);
    expect(removed.split('\n').length).toBe(text.split('\n').length);
    expect(JSON.parse(removed)).toEqual(data);
  });

  it('removes a key without touching its neighbours', () => {
    const out = rewriteJson('{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}\n', { a: 1, c: 3 });
    expect(out).toBe('{\n  "a": 1,\n  "c": 3\n}\n');
  });

  it('keeps tabs and CRLF line ends of a file written that way', () => {
    const out = rewriteJson('{\r\n\t"a": 1,\r\n\t"b": 2\r\n}\r\n', { a: 1, b: 2, c: { d: 4 } });
    expect(out).toBe('{\r\n\t"a": 1,\r\n\t"b": 2,\r\n\t"c": {\r\n\t\t"d": 4\r\n\t}\r\n}\r\n');
  });

  it('returns the text unchanged when the data is the same, whatever the key order', () => {
    const text = '{ "a": 1, "b": [1, 2] }';
    expect(rewriteJson(text, { b: [1, 2], a: 1 })).toBe(text);
  });
});

describe('formatNewFile', () => {
  it('writes two-space JSON with a final newline', () => {
    expect(formatNewFile({ a: [1], b: {} })).toBe('{\n  "a": [\n    1\n  ],\n  "b": {}\n}\n');
  });
});
