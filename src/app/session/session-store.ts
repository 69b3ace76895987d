/**
 * The staff session (spec section 4), with no React and no browser globals, so it can be tested
 * with a fake storage and event target. Browser storage keys: token, admin (the is_admin value as
 * "true"/"false") and user (the user id).
 */
export const SESSION_KEYS = { token: 'token', admin: 'admin', user: 'user' } as const;

export const ADMIN_LANDING = '/admin-dashboard';
export const USER_LANDING = '/';

/** The fields of the CRM's login answer that the site reads. */
export interface LoginAnswer {
  token: string;
  isAdmin: boolean;
  userId: string | null;
}

export type SessionState =
  | { status: 'unknown' }
  | { status: 'loggedOut' }
  | { status: 'loggedIn'; token: string; isAdmin: boolean; userId: string | null };

/** What the store needs from localStorage; a fake in tests. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The parts of a StorageEvent the store reads. */
export interface StorageEventLike {
  key: string | null;
  newValue: string | null;
  storageArea?: unknown;
}

type StorageListener = (event: StorageEventLike) => void;

export interface SessionEnv {
  /** Returns the storage, or undefined where there is none; may throw (blocked storage). */
  storage: () => SessionStorage | undefined;
  /** Where "storage" events of other tabs arrive (window in the browser). */
  events?: {
    addEventListener(type: 'storage', listener: StorageListener): void;
    removeEventListener(type: 'storage', listener: StorageListener): void;
  };
  /** Reloads the page after logout. */
  reload: () => void;
  /** The tab's own storage (sessionStorage), where the content studio keeps its editing session. */
  tabStorage?: () => SessionStorage | undefined;
}

/**
 * The content studio's editing session (src/studio/studio-session.ts keeps it under this name): it
 * ends with the site's logout, so the next person at a shared computer finds no way into the studio.
 */
export const EDITING_SESSION_KEY = 'contentApiSession';

export interface SessionStore {
  getSnapshot(): SessionState;
  /** The first subscriber starts the session (reads storage, listens to other tabs). */
  subscribe(listener: () => void): () => void;
  /** Stores the answer, becomes logged in and returns where the user should go. */
  login(answer: LoginAnswer): string;
  logout(): void;
}

export const UNKNOWN: SessionState = { status: 'unknown' };
const LOGGED_OUT: SessionState = { status: 'loggedOut' };

export const landingFor = (isAdmin: boolean) => (isAdmin ? ADMIN_LANDING : USER_LANDING);

export function createSessionStore(env: SessionEnv): SessionStore {
  let state: SessionState = UNKNOWN;
  const listeners = new Set<() => void>();

  // Private mode or a full quota makes storage throw; the session then lives in memory only.
  const storage = (): SessionStorage | undefined => {
    try {
      return env.storage();
    } catch {
      return undefined;
    }
  };
  const read = (key: string): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const attempt = (change: (store: SessionStorage) => void) => {
    try {
      const store = storage();
      if (store) change(store);
    } catch {
      /* not saved: this tab still follows the in-memory state */
    }
  };

  const set = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  /** The stored token, or undefined when storage cannot be read (then the in-memory state is all there is). */
  const storedToken = (): string | null | undefined => {
    try {
      const store = storage();
      return store ? store.getItem(SESSION_KEYS.token) : undefined;
    } catch {
      return undefined;
    }
  };
  const stateFor = (token: string | null): SessionState =>
    token ? { status: 'loggedIn', token, isAdmin: read(SESSION_KEYS.admin) === 'true', userId: read(SESSION_KEYS.user) } : LOGGED_OUT;

  // Another tab changed the storage: follow its token (key null means it cleared all storage).
  const onStorage: StorageListener = (event) => {
    const area = storage();
    if (event.storageArea !== undefined && area !== undefined && event.storageArea !== area) return;
    if (event.key === SESSION_KEYS.token) set(stateFor(event.newValue));
    else if (event.key === null) set(stateFor(null));
    else if (event.key === SESSION_KEYS.admin || event.key === SESSION_KEYS.user) set(stateFor(read(SESSION_KEYS.token)));
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        env.events?.addEventListener('storage', onStorage);
        // Catch up with what other tabs did meanwhile; with storage unreadable, a session this page
        // holds in memory (a login, then the dashboard opened in place) is kept, not forgotten.
        const token = storedToken();
        if (token !== undefined || state === UNKNOWN) set(stateFor(token ?? null));
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) env.events?.removeEventListener('storage', onStorage);
      };
    },
    login(answer) {
      // The token is written last, so another tab that follows it finds admin and user already there.
      attempt((store) => {
        store.setItem(SESSION_KEYS.admin, String(answer.isAdmin));
        if (answer.userId !== null) store.setItem(SESSION_KEYS.user, answer.userId);
        store.setItem(SESSION_KEYS.token, answer.token);
      });
      set({ status: 'loggedIn', token: answer.token, isAdmin: answer.isAdmin, userId: answer.userId });
      return landingFor(answer.isAdmin);
    },
    logout() {
      // The user id stays, as the spec says; only token and admin go.
      attempt((store) => store.removeItem(SESSION_KEYS.token));
      attempt((store) => store.removeItem(SESSION_KEYS.admin));
      try {
        env.tabStorage?.()?.removeItem(EDITING_SESSION_KEY);
      } catch {
        // Blocked storage: nothing could have been kept there either.
      }
      set(LOGGED_OUT);
      env.reload();
    },
  };
}

/** The real browser environment; on the server (prerender) there is no storage and no events. */
export function browserSessionEnv(): SessionEnv {
  if (typeof window === 'undefined') return { storage: () => undefined, reload: () => {} };
  return {
    storage: () => window.localStorage,
    tabStorage: () => window.sessionStorage,
    events: window,
    reload: () => window.location.reload(),
  };
}
