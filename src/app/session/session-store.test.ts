import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, EDITING_SESSION_KEY, type SessionEnv, type SessionStorage, type StorageEventLike } from './session-store';

/** A Map-backed stand-in for localStorage. */
function fakeStorage(initial: Record<string, string> = {}): SessionStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** Storage as in private mode or with a full quota: every call throws. */
const throwingStorage: SessionStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

function fakeWindow() {
  const listeners = new Set<(event: StorageEventLike) => void>();
  return {
    listeners,
    addEventListener: (_type: 'storage', listener: (event: StorageEventLike) => void) => void listeners.add(listener),
    removeEventListener: (_type: 'storage', listener: (event: StorageEventLike) => void) => void listeners.delete(listener),
    emit: (event: StorageEventLike) => listeners.forEach((listener) => listener(event)),
  };
}

function setup(storage: SessionStorage | (() => SessionStorage) = fakeStorage()) {
  const events = fakeWindow();
  const reload = vi.fn();
  const env: SessionEnv = { storage: typeof storage === 'function' ? storage : () => storage, events, reload };
  const store = createSessionStore(env);
  const changed = vi.fn();
  const unsubscribe = store.subscribe(changed);
  return { store, events, reload, changed, unsubscribe };
}

describe('session start', () => {
  it('is unknown until someone subscribes (so prerendered HTML and hydration agree)', () => {
    const store = createSessionStore({ storage: () => fakeStorage({ token: 't' }), reload: () => {} });
    expect(store.getSnapshot()).toEqual({ status: 'unknown' });
  });

  it('is logged in when a token is stored, with the stored admin flag and user id', () => {
    const { store } = setup(fakeStorage({ token: 'abc', admin: 'true', user: '1' }));
    expect(store.getSnapshot()).toEqual({ status: 'loggedIn', token: 'abc', isAdmin: true, userId: '1' });
  });

  it('is not an administrator unless admin is exactly "true"', () => {
    const { store } = setup(fakeStorage({ token: 'abc', admin: 'yes' }));
    expect(store.getSnapshot()).toEqual({ status: 'loggedIn', token: 'abc', isAdmin: false, userId: null });
  });

  it('is logged out without a token, even if admin and user are stored', () => {
    const { store } = setup(fakeStorage({ admin: 'true', user: '1' }));
    expect(store.getSnapshot()).toEqual({ status: 'loggedOut' });
  });
});

describe('login', () => {
  it('stores token, admin and user, becomes logged in and sends an administrator to /admin-dashboard', () => {
    const storage = fakeStorage();
    const { store, changed } = setup(storage);
    changed.mockClear();
    expect(store.login({ token: 'tok', isAdmin: true, userId: '1' })).toBe('/admin-dashboard');
    expect(Object.fromEntries(storage.data)).toEqual({ token: 'tok', admin: 'true', user: '1' });
    expect(store.getSnapshot()).toEqual({ status: 'loggedIn', token: 'tok', isAdmin: true, userId: '1' });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('sends an ordinary user to / and stores admin as "false"', () => {
    const storage = fakeStorage();
    const { store } = setup(storage);
    expect(store.login({ token: 'tok2', isAdmin: false, userId: '2' })).toBe('/');
    expect(Object.fromEntries(storage.data)).toEqual({ token: 'tok2', admin: 'false', user: '2' });
  });

  it('writes the token last, so another tab following it finds admin and user already stored', () => {
    const storage = fakeStorage();
    const order: string[] = [];
    const setItem = storage.setItem;
    storage.setItem = (key, value) => {
      order.push(key);
      setItem(key, value);
    };
    setup(storage).store.login({ token: 't', isAdmin: true, userId: '1' });
    expect(order).toEqual(['admin', 'user', 'token']);
  });
});

describe('logout', () => {
  it('removes token and admin, keeps user, becomes logged out and reloads', () => {
    const storage = fakeStorage({ token: 'abc', admin: 'true', user: '1', themeMode: 'dark' });
    const { store, reload } = setup(storage);
    store.logout();
    expect(Object.fromEntries(storage.data)).toEqual({ user: '1', themeMode: 'dark' });
    expect(store.getSnapshot()).toEqual({ status: 'loggedOut' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ends the content studio\'s editing session kept in the tab, so the next person at the computer cannot edit', () => {
    const tab = fakeStorage({ [EDITING_SESSION_KEY]: '{"token":"claims.signature","user":"admin","id":1}', other: 'kept' });
    const store = createSessionStore({ storage: () => fakeStorage({ token: 'abc', admin: 'true' }), tabStorage: () => tab, reload: () => {} });
    store.logout();
    expect(Object.fromEntries(tab.data)).toEqual({ other: 'kept' });
  });
});

describe('another tab', () => {
  it('follows a new token: logged in with that token', () => {
    const storage = fakeStorage();
    const { store, events, changed } = setup(storage);
    storage.data.set('admin', 'false').set('user', '2').set('token', 'other-tab');
    events.emit({ key: 'token', newValue: 'other-tab', storageArea: storage });
    expect(store.getSnapshot()).toEqual({ status: 'loggedIn', token: 'other-tab', isAdmin: false, userId: '2' });
    expect(changed).toHaveBeenCalled();
  });

  it('follows a removed token: logged out, without reloading this tab', () => {
    const storage = fakeStorage({ token: 'abc', admin: 'true', user: '1' });
    const { store, events, reload } = setup(storage);
    storage.data.delete('token');
    events.emit({ key: 'token', newValue: null, storageArea: storage });
    expect(store.getSnapshot()).toEqual({ status: 'loggedOut' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('follows storage being cleared (key null) and a changed admin flag', () => {
    const storage = fakeStorage({ token: 'abc', admin: 'true', user: '1' });
    const { store, events } = setup(storage);
    storage.data.set('admin', 'false');
    events.emit({ key: 'admin', newValue: 'false', storageArea: storage });
    expect(store.getSnapshot()).toMatchObject({ status: 'loggedIn', isAdmin: false });
    storage.data.clear();
    events.emit({ key: null, newValue: null, storageArea: storage });
    expect(store.getSnapshot()).toEqual({ status: 'loggedOut' });
  });

  it('ignores other keys and other storage areas (sessionStorage)', () => {
    const storage = fakeStorage({ token: 'abc' });
    const { store, events, changed } = setup(storage);
    const before = store.getSnapshot();
    changed.mockClear();
    events.emit({ key: 'themeMode', newValue: 'dark', storageArea: storage });
    events.emit({ key: 'token', newValue: null, storageArea: fakeStorage() });
    expect(store.getSnapshot()).toBe(before);
    expect(changed).not.toHaveBeenCalled();
  });

  it('stops listening when the last subscriber leaves, and reads storage again on return', () => {
    const storage = fakeStorage({ token: 'abc' });
    const { store, events, unsubscribe } = setup(storage);
    unsubscribe();
    expect(events.listeners.size).toBe(0);
    storage.data.delete('token');
    store.subscribe(() => {});
    expect(events.listeners.size).toBe(1);
    expect(store.getSnapshot()).toEqual({ status: 'loggedOut' });
  });
});

describe('storage that throws', () => {
  it('starts logged out when reading throws', () => {
    expect(setup(throwingStorage).store.getSnapshot()).toEqual({ status: 'loggedOut' });
  });

  it('starts logged out when even reaching localStorage throws', () => {
    const { store } = setup(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(store.getSnapshot()).toEqual({ status: 'loggedOut' });
  });

  it('still logs in (for this visit) when writing throws, and still logs out and reloads', () => {
    const { store, reload } = setup(throwingStorage);
    expect(store.login({ token: 'tok', isAdmin: true, userId: '1' })).toBe('/admin-dashboard');
    expect(store.getSnapshot()).toEqual({ status: 'loggedIn', token: 'tok', isAdmin: true, userId: '1' });
    store.logout();
    expect(store.getSnapshot()).toEqual({ status: 'loggedOut' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps a session held in memory when its last subscriber leaves and another comes (a page opened in place)', () => {
    const { store, unsubscribe } = setup(throwingStorage);
    store.login({ token: 'tok', isAdmin: true, userId: '1' });
    unsubscribe();
    store.subscribe(() => {});
    expect(store.getSnapshot()).toEqual({ status: 'loggedIn', token: 'tok', isAdmin: true, userId: '1' });
  });

  it('works without any storage or window (the prerender)', () => {
    const store = createSessionStore({ storage: () => undefined, reload: () => {} });
    store.subscribe(() => {});
    expect(store.getSnapshot()).toEqual({ status: 'loggedOut' });
  });
});
