import { describe, expect, it } from 'vitest';
import { locate, parseJsonFile, positionAt, type JsonFile } from './json-file.ts';

/** The place of an offset counted the plain way, character by character. */
function counted(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: offset - (text.slice(0, offset).lastIndexOf('\n') + 1) + 1 };
}

describe('places in a file', () => {
  it('gives each offset its line and column', () => {
    const text = '{\n  "a": 1,\n\n  "b": [\n    2\n  ]\n}\n';
    for (let offset = 0; offset <= text.length; offset++) expect(positionAt(text, offset), `offset ${offset}`).toEqual(counted(text, offset));
    expect(positionAt('', 0)).toEqual({ line: 1, column: 1 });
  });

  it('locates a value, a key and a missing place', () => {
    const json = parseJsonFile('f.json', '{\n  "a": 1,\n  "b": [\n    2,\n    3\n  ]\n}') as JsonFile;
    expect(locate(json, '/b/1')).toEqual({ line: 5, column: 5 });
    expect(locate(json, '', 'a')).toEqual({ line: 2, column: 3 });
    expect(locate(json, '/b/7')).toEqual({ line: 3, column: 3 });
  });

  it('reads a file\'s text once however many problems it has (#26: 120,000 problems took minutes)', () => {
    const items = 2000;
    const source = JSON.stringify({ list: Array.from({ length: items }, () => 1) }, null, 2);
    // The text as a String whose characters are counted as they are read.
    let read = 0;
    class Counted extends String {
      override charCodeAt(index: number) {
        read++;
        return super.charCodeAt(index);
      }
    }
    const json = { ...(parseJsonFile('f.json', source) as JsonFile), text: new Counted(source) as unknown as string };
    for (let i = 0; i < items; i++) expect(locate(json, `/list/${i}`)).toEqual({ line: i + 3, column: 5 });
    expect(read).toBeLessThanOrEqual(source.length);
  });
});
