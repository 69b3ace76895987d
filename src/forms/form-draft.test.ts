import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, keepValue, keptFields, readDraft } from './form-draft';

/** A stand-in for the tab's session storage (a unit test has no browser). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Storage as private mode or a blocking setting gives it: every call throws. */
const refusingStorage = new Proxy({} as Storage, {
  get() {
    return () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  },
});

const key = draftKey('/contact', 'quote');

describe('form drafts', () => {
  it('are kept per page address and form', () => {
    expect(draftKey('/contact', 'quote')).not.toBe(draftKey('/goldsboro', 'quote'));
    expect(draftKey('/contact', 'quote')).not.toBe(draftKey('/contact', 'contact'));
  });

  it('keep each field as it changes, checkbox groups as lists, and drop what was emptied', () => {
    const storage = memoryStorage();
    keepValue(key, 'firstName', 'Maribel', storage);
    keepValue(key, 'services', ['sod', 'lawnCare'], storage);
    keepValue(key, 'email', 'maribel@example.com', storage);
    keepValue(key, 'email', '', storage);
    expect(readDraft(key, storage)).toEqual({ firstName: 'Maribel', services: ['sod', 'lawnCare'] });
    keepValue(key, 'services', [], storage);
    keepValue(key, 'firstName', '', storage);
    // Nothing left: nothing stored.
    expect(storage.length).toBe(0);
  });

  it('are cleared whole', () => {
    const storage = memoryStorage();
    keepValue(key, 'firstName', 'Maribel', storage);
    clearDraft(key, storage);
    expect(readDraft(key, storage)).toEqual({});
  });

  it('never keep the bot trap', () => {
    const kept = keptFields({ fields: [{ name: 'firstName', label: 'First name', kind: 'text' }, { name: 'honeyPot', label: 'Leave this field empty', kind: 'honeypot' }] });
    expect([...kept]).toEqual(['firstName']);
  });

  it('read anything unexpected as no draft', () => {
    const storage = memoryStorage();
    storage.setItem(key, '{not json');
    expect(readDraft(key, storage)).toEqual({});
    storage.setItem(key, '["a"]');
    expect(readDraft(key, storage)).toEqual({});
  });

  it('never throw when the storage refuses, or when there is none', () => {
    expect(() => keepValue(key, 'firstName', 'Maribel', refusingStorage)).not.toThrow();
    expect(readDraft(key, refusingStorage)).toEqual({});
    expect(() => clearDraft(key, refusingStorage)).not.toThrow();
    expect(() => keepValue(key, 'firstName', 'Maribel', null)).not.toThrow();
    expect(readDraft(key, null)).toEqual({});
  });
});
