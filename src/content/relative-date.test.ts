import { describe, expect, it } from 'vitest';
import { relativeDate } from './relative-date';

describe('relativeDate', () => {
  it.each([
    ['2026-11-23', '2026-11-23', 'today'],
    ['2026-11-22', '2026-11-23', '1 day ago'],
    ['2026-11-17', '2026-11-23', '6 days ago'],
    ['2026-11-16', '2026-11-23', '1 week ago'],
    ['2026-11-09', '2026-11-23', '2 weeks ago'],
    ['2026-10-24', '2026-11-23', '4 weeks ago'],
    ['2026-10-23', '2026-11-23', '1 month ago'],
    ['2026-09-21', '2026-11-23', '2 months ago'],
    ['2026-01-31', '2026-02-28', '4 weeks ago'],
    ['2026-01-31', '2026-03-01', '1 month ago'],
    ['2025-11-24', '2026-11-23', '11 months ago'],
    ['2025-11-23', '2026-11-23', '1 year ago'],
    ['2024-02-29', '2026-11-23', '2 years ago'],
  ])('%s seen on %s reads "%s"', (date, now, text) => {
    expect(relativeDate(date, now)).toBe(text);
  });

  it('reads a date after the build day as today (the validator reports it)', () => {
    expect(relativeDate('2026-12-01', '2026-11-23')).toBe('today');
  });

  it('moves on as the build day does, so the text never goes stale', () => {
    expect(relativeDate('2026-11-09', '2026-11-23')).toBe('2 weeks ago');
    expect(relativeDate('2026-11-09', '2027-05-20')).toBe('6 months ago');
  });
});
