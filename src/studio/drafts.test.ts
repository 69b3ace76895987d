import { describe, expect, it } from 'vitest';
import { createDraftStore, type Draft } from './drafts';

const draft: Draft = { data: { name: 'Kinston' }, baseVersion: 'a'.repeat(40), baseText: '{}', summary: 'New town', savedAt: '2026-11-23T10:00:00.000Z' };

function memory() {
  const data = new Map<string, string>();
  return { data, storage: { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), key: (i: number) => [...data.keys()][i] ?? null, get length() { return data.size; } } };
}

describe('drafts', () => {
  it('keeps a draft per file until it is removed', () => {
    const { storage } = memory();
    const drafts = createDraftStore(() => storage);
    expect(drafts.write('towns/kinston.json', draft)).toBe(true);
    expect(drafts.read('towns/kinston.json')).toEqual(draft);
    expect(drafts.read('towns/selma.json')).toBeUndefined();
    drafts.remove('towns/kinston.json');
    expect(drafts.read('towns/kinston.json')).toBeUndefined();
  });

  it('lists the files that have a draft, and nothing else kept in the browser', () => {
    const { data, storage } = memory();
    data.set('theme', 'dark');
    const drafts = createDraftStore(() => storage);
    drafts.write('towns/kinston.json', draft);
    drafts.write('site.json', draft);
    expect(drafts.paths().sort()).toEqual(['site.json', 'towns/kinston.json']);
    expect(createDraftStore(() => { throw new Error('blocked'); }).paths()).toEqual([]);
  });

  it('says so when the browser refuses to keep it, and never throws', () => {
    const full = { key: () => null, length: 0, getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => { throw new Error('blocked'); } };
    const drafts = createDraftStore(() => full);
    expect(drafts.write('site.json', draft)).toBe(false);
    expect(() => drafts.remove('site.json')).not.toThrow();
    const blocked = createDraftStore(() => { throw new DOMException('denied', 'SecurityError'); });
    expect(blocked.read('site.json')).toBeUndefined();
  });

  it('ignores a stored entry that is not a draft', () => {
    const { data, storage } = memory();
    data.set('cc-studio-draft:site.json', '{"data":1}');
    data.set('cc-studio-draft:pages/home.json', 'not json');
    const drafts = createDraftStore(() => storage);
    expect(drafts.read('site.json')).toBeUndefined();
    expect(drafts.read('pages/home.json')).toBeUndefined();
  });
});
