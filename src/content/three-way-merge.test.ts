import { describe, expect, it } from 'vitest';
import { mergeJson } from './three-way-merge.ts';

const base = { name: 'Benson', geo: { lat: 35.38, lng: -78.54 }, keywords: ['a', 'b'], menu: { show: false } };

describe('mergeJson', () => {
  it('takes each side\'s change where they touch different fields', () => {
    const theirs = { ...base, name: 'Benson Town' };
    const yours = { ...base, geo: { lat: 35.4, lng: -78.54 } };
    expect(mergeJson(base, theirs, yours)).toEqual({ ok: true, value: { ...base, name: 'Benson Town', geo: { lat: 35.4, lng: -78.54 } } });
  });

  it('merges different fields of the same object, keeping their key order and your new keys after', () => {
    const theirs = { ...base, geo: { lat: 1, lng: -78.54 } };
    const yours = { ...base, geo: { lat: 35.38, lng: 2 }, extra: true };
    const result = mergeJson(base, theirs, yours);
    expect(result).toEqual({ ok: true, value: { ...base, geo: { lat: 1, lng: 2 }, extra: true } });
    expect(Object.keys((result as { value: object }).value)).toEqual([...Object.keys(base), 'extra']);
  });

  it('reports both values where both changed the same field differently', () => {
    const theirs = { ...base, name: 'Benson NC' };
    const yours = { ...base, name: 'Benson, NC', menu: { show: true } };
    expect(mergeJson(base, theirs, yours)).toEqual({ ok: false, conflicts: [{ pointer: '/name', base: 'Benson', theirs: 'Benson NC', yours: 'Benson, NC' }], value: { ...theirs, menu: { show: true } } });
  });

  it('accepts the same change made twice', () => {
    const same = { ...base, name: 'Benson NC' };
    expect(mergeJson(base, same, same)).toEqual({ ok: true, value: same });
  });

  it('keeps a field one side removed when the other left it alone, and clashes when the other edited it', () => {
    const { menu: _m, ...withoutMenu } = base;
    expect(mergeJson(base, withoutMenu, { ...base, name: 'X' })).toEqual({ ok: true, value: { ...withoutMenu, name: 'X' } });
    const clash = mergeJson(base, withoutMenu, { ...base, menu: { show: true } });
    expect(clash).toEqual({ ok: false, conflicts: [{ pointer: '/menu', base: { show: false }, yours: { show: true } }], value: withoutMenu });
  });

  it('merges arrays item by item only when no item was added or removed', () => {
    expect(mergeJson(base, { ...base, keywords: ['A', 'b'] }, { ...base, keywords: ['a', 'B'] })).toEqual({ ok: true, value: { ...base, keywords: ['A', 'B'] } });
    const grown = mergeJson(base, { ...base, keywords: ['a', 'b', 'c'] }, { ...base, keywords: ['a', 'B'] });
    expect(grown).toEqual({ ok: false, conflicts: [{ pointer: '/keywords', base: ['a', 'b'], theirs: ['a', 'b', 'c'], yours: ['a', 'B'] }], value: { ...base, keywords: ['a', 'b', 'c'] } });
  });

  it('escapes "/" and "~" in the pointer of a clashing key', () => {
    const b = { pathMeta: { '/a~b': 1 } };
    const result = mergeJson(b, { pathMeta: { '/a~b': 2 } }, { pathMeta: { '/a~b': 3 } });
    expect(result).toMatchObject({ ok: false, conflicts: [{ pointer: '/pathMeta/~1a~0b' }] });
  });

  it('treats keys named like Object\'s own properties as plain data', () => {
    const b = JSON.parse('{"a": 1}');
    const result = mergeJson(b, JSON.parse('{"a": 1, "constructor": "x"}'), JSON.parse('{"a": 2, "__proto__": {"polluted": true}}'));
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(JSON.stringify(value)).toBe('{"a":2,"constructor":"x","__proto__":{"polluted":true}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
