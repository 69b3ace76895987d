import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

function fakeClock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('createRateLimiter', () => {
  it('blocks after max failures until the oldest leaves the window', () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 }, clock.now);
    expect(limiter.attempt('a').allowed).toBe(true);
    clock.advance(10_000);
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.retryAfter('a')).toBe(50);
    expect(limiter.attempt('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.retryAfter('b')).toBe(0);

    clock.advance(50_000);
    expect(limiter.retryAfter('a')).toBe(0);
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.retryAfter('a')).toBe(10);
  });

  it('forgets attempts that succeeded', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, fakeClock().now);
    const attempt = limiter.attempt('a');
    if (!attempt.allowed) throw new Error('first attempt should be allowed');
    attempt.forgive();
    expect(limiter.retryAfter('a')).toBe(0);
  });
});
