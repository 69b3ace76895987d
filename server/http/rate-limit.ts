export type RateLimit = { max: number; windowMs: number };

export type Attempt = { allowed: true; forgive(): void } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Seconds until `key` may try again, or 0 if it may try now. Changes nothing. */
  retryAfter(key: string): number;
  /**
   * Counts an attempt as failed up front, so parallel guesses cannot all slip in before the
   * first one fails; call forgive() when it turns out to have succeeded.
   */
  attempt(key: string): Attempt;
};

/** The stand-in's CRM login: 5 failures per 15 minutes per address. */
export const DEFAULT_LOGIN_RATE_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60 * 1000 };

export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - limit.windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length > 0) failures.set(key, times);
    else failures.delete(key);
    return times;
  }

  function retryAfter(key: string): number {
    const times = recent(key);
    if (times.length < limit.max) return 0;
    // Only the last `max` failures are kept, so the oldest one is the next to leave the window.
    return Math.max(1, Math.ceil((times[0]! + limit.windowMs - now()) / 1000));
  }

  // Expired entries are otherwise dropped only when their address returns; this keeps a
  // stand-in bound to a wider interface from collecting addresses forever.
  function sweep(): void {
    if (failures.size > 1000) for (const key of [...failures.keys()]) recent(key);
  }

  return {
    retryAfter,
    attempt(key) {
      sweep();
      const wait = retryAfter(key);
      if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
      const stamp = now();
      const times = [...recent(key), stamp].slice(-limit.max);
      failures.set(key, times);
      return {
        allowed: true,
        forgive() {
          const current = failures.get(key) ?? [];
          const index = current.indexOf(stamp);
          if (index !== -1) current.splice(index, 1);
          if (current.length === 0) failures.delete(key);
        },
      };
    },
  };
}
