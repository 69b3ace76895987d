import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../src/testing/temp-project.ts';
import { EDIT_BUDGET, formatNewFile, rewriteJson } from './minimal-edit.ts';
import { changedLines } from '../../tests/support/test-content-api.ts';

const real = (path: string) => readFileSync(join(projectRoot, 'site', path), 'utf8');

// Each jsonc-parser edit is counted: the work a rewrite does is the number of edits, never a time.
const edits = vi.hoisted(() => ({ count: 0 }));
vi.mock('jsonc-parser', async (importOriginal) => {
  const jsonc = await importOriginal<typeof import('jsonc-parser')>();
  const modify: typeof jsonc.modify = (...args) => {
    edits.count++;
    return jsonc.modify(...args);
  };
  return { ...jsonc, modify };
});
beforeEach(() => {
  edits.count = 0;
});

/** benson.json with `count` made-up keys added at its end, as the attacker of issue #26 sent it. */
function withKeys(count: number) {
  const text = real('towns/benson.json');
  const data = JSON.parse(text);
  for (let i = 0; i < count; i++) data[`k${i}`] = i;
  return { text, data };
}

describe('rewriteJson', () => {
  it('changes only the line of the changed value in a real file', () => {
    const text = real('site.json');
    const data = JSON.parse(text);
    data.business.phone = '(919) 555-0199';
    const out = rewriteJson(text, data);
    expect(changedLines(text, out)).toEqual([{ line: 7, before: '    "phone": "(919) 555-0142",', after: '    "phone": "(919) 555-0199",' }]);
    expect(edits.count).toBe(1);
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

describe('rewriteJson within its budget (issue #26: one save of 16,000 made-up keys held the server for two minutes)', () => {
  it('writes 16,000 new keys as a new file, with no edit at all', () => {
    const { text, data } = withKeys(16_000);
    expect(rewriteJson(text, data)).toBe(formatNewFile(data));
    expect(edits.count).toBe(0);
  });

  it('edits up to the budget\'s number of places, and writes the file afresh past it', () => {
    const within = withKeys(EDIT_BUDGET.edits);
    const edited = rewriteJson(within.text, within.data);
    expect(edits.count).toBe(EDIT_BUDGET.edits);
    expect(JSON.parse(edited)).toEqual(within.data);
    edits.count = 0;
    const over = withKeys(EDIT_BUDGET.edits + 1);
    expect(rewriteJson(over.text, over.data)).toBe(formatNewFile(over.data));
    expect(edits.count).toBe(0);
    // Removals count the same, even when nothing is left to walk after them.
    expect(rewriteJson(formatNewFile(over.data), {})).toBe(formatNewFile({}));
    expect(edits.count).toBe(0);
  });

  it('writes a large new value, 40,000 empty objects or just past the budget, with the whole file', () => {
    const text = real('towns/benson.json');
    const data = JSON.parse(text);
    // The list itself is one value, each object in it another.
    const list = (items: number) => ({ ...data, list: Array.from({ length: items }, () => ({})) });
    expect(JSON.parse(rewriteJson(text, list(EDIT_BUDGET.insertedValues - 1)))).toEqual(list(EDIT_BUDGET.insertedValues - 1));
    expect(edits.count).toBe(1);
    for (const items of [EDIT_BUDGET.insertedValues, 40_000]) {
      edits.count = 0;
      expect(rewriteJson(text, list(items))).toBe(formatNewFile(list(items)));
      expect(edits.count).toBe(0);
    }
  });

  it('writes many items added to or removed from one list with the whole file', () => {
    const text = real('towns/benson.json');
    const data = JSON.parse(text);
    const added = { ...data, landing: { ...data.landing, keywords: [...data.landing.keywords, ...Array.from({ length: EDIT_BUDGET.edits + 1 }, (_, i) => `k${i}`)] } };
    expect(rewriteJson(text, added)).toBe(formatNewFile(added));
    expect(edits.count).toBe(0);
    const long = formatNewFile(added);
    expect(rewriteJson(long, data)).toBe(formatNewFile(data));
    expect(edits.count).toBe(0);
  });

  it('writes a few edits of a very long file afresh once edits times length passes the budget', () => {
    const data = { name: 'x'.repeat(EDIT_BUDGET.rebuiltChars / 10), a: 1, b: 1, c: 1, d: 1, e: 1, f: 1, g: 1, h: 1, i: 1, j: 1, k: 1 };
    const text = formatNewFile(data);
    const next = { ...data, a: 2, b: 2, c: 2, d: 2, e: 2, f: 2, g: 2, h: 2 };
    expect(JSON.parse(rewriteJson(text, next))).toEqual(next);
    expect(edits.count).toBe(8);
    edits.count = 0;
    const more = { ...next, i: 2, j: 2, k: 2 };
    expect(rewriteJson(text, more)).toBe(formatNewFile(more));
    expect(edits.count).toBe(0);
  });
});

describe('formatNewFile', () => {
  it('writes two-space JSON with a final newline', () => {
    expect(formatNewFile({ a: [1], b: {} })).toBe('{\n  "a": [\n    1\n  ],\n  "b": {}\n}\n');
  });
});
