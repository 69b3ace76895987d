import { useSyncExternalStore } from 'react';
import { pageSession } from './page-session';
import { UNKNOWN, type LoginAnswer, type SessionState } from './session-store';

export type Session = SessionState & {
  /** Stores the login answer and becomes logged in; returns where the visitor should go next. */
  login(answer: LoginAnswer): string;
  /** Forgets token and admin (not user), becomes logged out and reloads the page. */
  logout(): void;
};

// Prerendered HTML and an island's first (hydrating) render know nothing about storage, so both say
// "unknown"; the store reads storage when React subscribes to it, after the island has mounted.
const serverSnapshot = () => UNKNOWN;
const subscribe = (listener: () => void) => pageSession().subscribe(listener);
const snapshot = () => pageSession().getSnapshot();

/** The staff session, for any island: no provider needed, other tabs followed. */
export function useSession(): Session {
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return {
    ...state,
    login: (answer) => pageSession().login(answer),
    logout: () => pageSession().logout(),
  };
}
