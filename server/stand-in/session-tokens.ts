import { randomBytes } from 'node:crypto';
import type { StoredUser } from './users.ts';

/** A working day: long enough for an office session, short enough that a leaked token dies soon. */
export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export type TokenStore = {
  /** A fresh random token for this user, valid for the store's lifetime setting. */
  issue(user: StoredUser): string;
  /** The user a live token belongs to, read from the users list now (so a changed role counts at once). */
  lookup(token: string): StoredUser | undefined;
};

/**
 * Remembers issued tokens in memory only: tokens never touch the disk, and restarting the stand-in
 * logs everyone out, which is what a developer expects of a throwaway CRM.
 */
export function createTokenStore(users: StoredUser[], ttlMs = DEFAULT_TOKEN_TTL_MS, now: () => number = Date.now): TokenStore {
  const live = new Map<string, { userId: number; expires: number }>();

  // Expired tokens are otherwise dropped only when presented; this keeps a long-running stand-in small.
  const sweep = () => {
    if (live.size < 1000) return;
    const time = now();
    for (const [token, entry] of live) if (entry.expires <= time) live.delete(token);
  };

  return {
    issue(user) {
      sweep();
      const token = randomBytes(32).toString('hex');
      live.set(token, { userId: user.id, expires: now() + ttlMs });
      return token;
    },
    lookup(token) {
      const entry = live.get(token);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        live.delete(token);
        return undefined;
      }
      return users.find((user) => user.id === entry.userId);
    },
  };
}
