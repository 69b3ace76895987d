import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskCountStore } from './disk-count-store.ts';
import { CountsUnavailableError, createSharedLimiter, storeKey, type SharedAttempt } from './shared-limiter.ts';

const LIMIT = { max: 3, windowMs: 60_000 };
let folder: string;
let clock: { ms: number };
const now = () => clock.ms;
/** One instance of the content API's limit: its own limiter, the shared folder. */
const instance = (log: (line: string) => void = () => {}) => createSharedLimiter(LIMIT, createDiskCountStore(folder), { now, log });
const allowed = (attempt: SharedAttempt) => {
  if (!attempt.allowed) throw new Error(`refused, wait ${attempt.retryAfterSeconds} s`);
  return attempt;
};

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sign-in-limit-'));
  clock = { ms: 1_000_000 };
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('createSharedLimiter', () => {
  it('counts the failures of two instances as one: the second refuses once the first used the limit up', async () => {
    const [one, two] = [instance(), instance()];
    allowed(await one.attempt('198.51.100.7'));
    clock.ms += 10_000;
    allowed(await one.attempt('198.51.100.7'));
    allowed(await two.attempt('198.51.100.7'));
    expect(await two.retryAfter('198.51.100.7')).toBe(50);
    expect(await two.attempt('198.51.100.7')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await one.retryAfter('198.51.100.8')).toBe(0);
  });

  it('lets an address try again once its oldest failure leaves the window', async () => {
    const limiter = instance();
    for (let i = 0; i < LIMIT.max; i++) {
      allowed(await limiter.attempt('a'));
      clock.ms += 1000;
    }
    expect(await limiter.retryAfter('a')).toBe(57);
    clock.ms = 1_000_000 + LIMIT.windowMs;
    expect(await limiter.retryAfter('a')).toBe(0);
    allowed(await limiter.attempt('a'));
    expect(await limiter.retryAfter('a')).toBe(1);
  });

  it('forgets a try that succeeded, on whichever instance it is forgiven', async () => {
    const [one, two] = [instance(), instance()];
    allowed(await one.attempt('a'));
    allowed(await two.attempt('a'));
    await allowed(await one.attempt('a')).forgive();
    expect(await two.retryAfter('a')).toBe(0);
    allowed(await two.attempt('a'));
    expect(await one.retryAfter('a')).toBe(60);
  });

  it('lets exactly `max` of many tries made at once on several instances through', async () => {
    const instances = [instance(), instance(), instance()];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => instances[i % 3]!.attempt('a')));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(LIMIT.max);
    expect(answers.filter((answer) => !answer.allowed)).toEqual(Array(12 - LIMIT.max).fill({ allowed: false, retryAfterSeconds: 60 }));
  });

  it('keeps no address in the clear: the key is a hash', async () => {
    allowed(await instance().attempt('2001:db8:1:2::/64'));
    expect(readdirSync(folder)).toEqual([storeKey('2001:db8:1:2::/64')]);
    expect(storeKey('2001:db8:1:2::/64')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('starts an address\'s count again when its text is garbled, says so in the log, and never fails the sign-in for it', async () => {
    const logs: string[] = [];
    const limiter = instance((line) => logs.push(line));
    allowed(await limiter.attempt('a'));
    writeFileSync(join(folder, storeKey('a'), '1.json'), 'not json at all');
    expect(await limiter.retryAfter('a')).toBe(0);
    allowed(await limiter.attempt('a'));
    expect(logs[0]).toMatch(/^Sign-in counts for one address could not be read \("not json at all"\); they start again from zero\.$/);
    // The garbled text is replaced by a whole one: the next read has nothing to report.
    logs.length = 0;
    expect(await limiter.retryAfter('a')).toBe(0);
    expect(logs).toEqual([]);
  });

  it('fails closed with CountsUnavailableError when the store cannot be used', async () => {
    writeFileSync(join(folder, 'a-file'), '');
    const limiter = createSharedLimiter(LIMIT, createDiskCountStore(join(folder, 'a-file')), { now });
    await expect(limiter.retryAfter('a')).rejects.toBeInstanceOf(CountsUnavailableError);
    await expect(limiter.attempt('a')).rejects.toThrow(/^The sign-in counts could not be read or written: ENOTDIR/);
  });
});
