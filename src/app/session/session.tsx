import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FOCUS_HEADING_STATE } from '../heading-focus';
import { browserSessionEnv, createSessionStore, UNKNOWN, type LoginAnswer, type SessionState } from './session-store';

export type Session = SessionState & {
  /** Stores the login answer, becomes logged in and goes to /admin-dashboard or / (replace), focus on its heading. */
  login(answer: LoginAnswer): void;
  /** Forgets token and admin (not user), becomes logged out and reloads the page. */
  logout(): void;
};

const SessionContext = createContext<Session | null>(null);

// Prerendered HTML and the first (hydrating) render know nothing about storage, so both say
// "unknown"; the store reads storage when React subscribes to it, after the page has mounted.
const serverSnapshot = () => UNKNOWN;

/** The one session of the site, for everything under the router. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [store] = useState(() => createSessionStore(browserSessionEnv()));
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const session = useMemo<Session>(
    () => ({
      ...state,
      login: (answer) => void navigate(store.login(answer), { replace: true, state: FOCUS_HEADING_STATE }),
      logout: () => store.logout(),
    }),
    [state, store, navigate],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
