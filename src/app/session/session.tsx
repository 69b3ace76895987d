import { useSyncExternalStore } from 'react';
import { SESSION_STARTED_EVENT } from './session-events';
import { browserSessionEnv, createSessionStore, UNKNOWN, type LoginAnswer, type SessionState, type SessionStore } from './session-store';

export type Session = SessionState & {
  /** Stores the login answer and becomes logged in; returns where the visitor should go next. */
  login(answer: LoginAnswer): string;
  /** Forgets token and admin (not user), becomes logged out and reloads the page. */
  logout(): void;
};

// One store for the page, shared by every island that reads the session (their chunks import this
// module once). Created lazily: the prerender imports this file too, and has no browser.
let store: SessionStore | null = null;
const sessionStore = () => (store ??= createSessionStore(browserSessionEnv()));

// Prerendered HTML and an island's first (hydrating) render know nothing about storage, so both say
// "unknown"; the store reads storage when React subscribes to it, after the island has mounted.
const serverSnapshot = () => UNKNOWN;
const subscribe = (listener: () => void) => sessionStore().subscribe(listener);
const snapshot = () => sessionStore().getSnapshot();

/** The staff session, for any island: no provider needed, other tabs followed. */
export function useSession(): Session {
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return {
    ...state,
    login: (answer) => {
      const landing = sessionStore().login(answer);
      window.dispatchEvent(new Event(SESSION_STARTED_EVENT));
      return landing;
    },
    logout: () => sessionStore().logout(),
  };
}
