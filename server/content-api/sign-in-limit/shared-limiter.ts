import { createHash, randomUUID } from 'node:crypto';
import type { RateLimit } from '../../http/rate-limit.ts';
import type { CountStore } from './count-store.ts';

/** The limit's answer to one try: go ahead (and take it back with forgive() if it succeeds), or wait. */
export type SharedAttempt = { allowed: true; forgive(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

export type SharedLimiter = {
  /** Seconds until `key` may try again, or 0 if it may try now. Changes nothing. */
  retryAfter(key: string): Promise<number>;
  /**
   * Counts a try as failed up front, so parallel guesses, on any instance, cannot all slip in
   * before the first one fails; forgive() takes it back when it turns out to have succeeded.
   */
  attempt(key: string): Promise<SharedAttempt>;
};

/** The store did not answer, or answered nonsense it could not be asked again about: the caller refuses the try. */
export class CountsUnavailableError extends Error {}

type Failure = { at: number; id: string };

export type SharedLimiterOptions = {
  now?: () => number;
  /** How long one read or write of the store may take (a stalled store must not hold a sign-in for long). */
  deadlineMs?: number;
  log?: (line: string) => void;
};


/**
 * The same rule as the in-memory limiter (server/http/rate-limit.ts: `max` failures per window, the
 * wait ending when the oldest of the last `max` leaves it), with the counts in a store every instance
 * shares. Each change is read, changed and written back only if no other instance wrote meanwhile
 * (else redone on the new counts), so concurrent failures are each counted and at most `max` get in.
 * A try carries its own id, so redoing a change after a write that did land counts it once.
 */
export function createSharedLimiter(limit: RateLimit, store: CountStore, options: SharedLimiterOptions = {}): SharedLimiter {
  const now = options.now ?? Date.now;
  const deadlineMs = options.deadlineMs ?? 5000;
  const log = options.log ?? ((line: string) => console.error(line));

  async function read(key: string): Promise<{ failures: Failure[]; version: string | undefined }> {
    const entry = await withDeadline(store.read(key), deadlineMs);
    if (!entry) return { failures: [], version: undefined };
    const failures = parseFailures(entry.text);
    // Only a hand or a disk fault writes this (every write is whole): the counts start again, as after a restart.
    if (!failures) log(`Sign-in counts for one address could not be read (${JSON.stringify(entry.text.slice(0, 80))}); they start again from zero.`);
    return { failures: failures ?? [], version: entry.version };
  }

  function recent(failures: Failure[]): Failure[] {
    const cutoff = now() - limit.windowMs;
    return failures.filter((failure) => failure.at > cutoff).sort((a, b) => a.at - b.at);
  }

  function waitFor(failures: Failure[]): number {
    if (failures.length < limit.max) return 0;
    // The wait ends when the oldest of the last `max` failures leaves the window.
    return Math.max(1, Math.ceil((failures[failures.length - limit.max]!.at + limit.windowMs - now()) / 1000));
  }

  /** Reads, changes and writes one key's failures until no other instance wrote in between. */
  async function change<R>(key: string, edit: (failures: Failure[]) => { next?: Failure[]; result: R }): Promise<R> {
    // A write is refused only when another landed; once `max` failures are in, tries stop writing.
    // Contention is per address, so only one address's own parallel guesses can run out of tries.
    for (let tries = 0; tries < limit.max + 5; tries++) {
      const { failures, version } = await read(key);
      const { next, result } = edit(recent(failures));
      if (!next) return result;
      if (await withDeadline(store.write(key, JSON.stringify(next), version), deadlineMs)) return result;
    }
    throw new CountsUnavailableError(`The sign-in counts for one address changed ${limit.max + 5} times while being updated.`);
  }

  async function retryAfter(address: string): Promise<number> {
    return failing(async () => waitFor(recent((await read(storeKey(address))).failures)));
  }

  async function attempt(address: string): Promise<SharedAttempt> {
    const key = storeKey(address);
    const mine: Failure = { at: now(), id: randomUUID() };
    const wait = await failing(() =>
      change(key, (failures): { next?: Failure[]; result: number } => {
        if (failures.some((failure) => failure.id === mine.id)) return { result: 0 };
        const wait = waitFor(failures);
        if (wait > 0) return { result: wait };
        // Only the last `max` matter for the wait; older ones are dropped as the text is rewritten.
        return { next: [...failures, mine].slice(-limit.max), result: 0 };
      }),
    );
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
    const forgive = () =>
      failing(() =>
        change(key, (failures) => ({ ...(failures.some((failure) => failure.id === mine.id) ? { next: failures.filter((failure) => failure.id !== mine.id) } : {}), result: undefined })),
      );
    return { allowed: true, forgive };
  }

  return { retryAfter, attempt };
}

/**
 * The store's key for a client address: a hash, so any address is a safe file or blob name and the
 * store does not hold addresses in the clear.
 */
export function storeKey(address: string): string {
  return createHash('sha256').update(`sign-in-failures:${address}`).digest('hex').slice(0, 40);
}

function parseFailures(text: string): Failure[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every((item) => typeof item?.at === 'number' && typeof item?.id === 'string')) return value as Failure[];
  } catch {
    // Not JSON: the same answer as JSON of another shape.
  }
  return undefined;
}

async function failing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CountsUnavailableError) throw error;
    throw new CountsUnavailableError(`The sign-in counts could not be read or written: ${(error as Error)?.message ?? error}`, { cause: error });
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer in ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
