import { describe, expect, it } from 'vitest';
import { createStudioSession, STUDIO_SESSION_KEY } from './studio-session';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key), values };
}

const admin = { token: 'claims.signature', user: 'admin', id: 1 };

describe('createStudioSession', () => {
  it('starts with no session, keeps the confirmed one in the tab\'s storage and follows each renewal', () => {
    const storage = memoryStorage();
    const session = createStudioSession(() => storage, '1');
    expect(session.current()).toBeNull();
    session.keep(admin);
    session.renew('claims2.signature2');
    expect(session.current()).toEqual({ ...admin, token: 'claims2.signature2' });
    // A reload of the tab finds it.
    expect(createStudioSession(() => storage, '1').current()).toEqual({ ...admin, token: 'claims2.signature2' });
  });

  it('does not reuse a session kept for another account than the one logged in to the site', () => {
    const storage = memoryStorage({ [STUDIO_SESSION_KEY]: JSON.stringify(admin) });
    expect(createStudioSession(() => storage, '1').current()).toEqual(admin);
    expect(createStudioSession(() => storage, '2').current()).toBeNull();
    // Nor left in the tab for the next person: it is gone.
    expect(storage.values.has(STUDIO_SESSION_KEY)).toBe(false);
  });

  it('works in memory when storage is blocked, and ignores what is not a session', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    const session = createStudioSession(blocked, '1');
    session.keep(admin);
    expect(session.current()).toEqual(admin);
    expect(session.lastUser()).toBe('admin');
    for (const stored of ['{', '"token"', JSON.stringify({ token: 5, user: 'admin' })]) {
      expect(createStudioSession(() => memoryStorage({ [STUDIO_SESSION_KEY]: stored }), '1').current()).toBeNull();
    }
  });
});
