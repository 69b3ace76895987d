import type { ApiSession } from './content-client';
import { EDITING_SESSION_KEY } from '../app/session/session-store';

/** Where the content API's session is kept: sessionStorage, so it lives as long as the tab (and the site's logout removes it). */
export const STUDIO_SESSION_KEY = EDITING_SESSION_KEY;

/** The content API's session of this tab: the token the calls carry, and who it is for. */
export interface StudioSession {
  /** The session, or null before the password is confirmed. */
  current(): ApiSession | null;
  /** Who signed in last in this tab, even once the session ended: the username is then filled in. */
  lastUser(): string | null;
  keep(session: ApiSession): void;
  /** A renewed token from an answer: same person, later activity. */
  renew(token: string): void;
}

/**
 * Holds the session in memory and in the tab's sessionStorage: a reload of the tab keeps it, another
 * tab or a closed one does not share it (each confirms the password), and a session left by another
 * administrator in this tab (she logged out, he logged in) is not reused. Storage that is blocked or
 * full only means the password is asked again after a reload.
 */
export function createStudioSession(storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined, siteUserId: string | null): StudioSession {
  let session = read();

  function read(): ApiSession | null {
    try {
      const stored = JSON.parse(storage()?.getItem(STUDIO_SESSION_KEY) ?? 'null') as Partial<ApiSession> | null;
      if (!stored || typeof stored.token !== 'string' || typeof stored.user !== 'string') return null;
      // Kept for another account than the one logged in to the site: not this person's, and not left for anyone.
      if (siteUserId !== null && String(stored.id) !== siteUserId) {
        storage()?.removeItem(STUDIO_SESSION_KEY);
        return null;
      }
      return { token: stored.token, user: stored.user, id: stored.id ?? null };
    } catch {
      return null;
    }
  }

  function write(value: ApiSession) {
    session = value;
    try {
      storage()?.setItem(STUDIO_SESSION_KEY, JSON.stringify(value));
    } catch {
      // Kept in memory for this page; a reload asks for the password again.
    }
  }

  return {
    // Read through, so the tab's storage stays the one place the session is (memory only where storage is blocked).
    current: () => {
      session = read() ?? session;
      return session;
    },
    lastUser: () => session?.user ?? null,
    keep: write,
    renew(token) {
      if (session && token !== session.token) write({ ...session, token });
    },
  };
}
