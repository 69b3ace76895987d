import { describe, expect, it } from 'vitest';
import { liveTime } from './live-time';

describe('liveTime', () => {
  const now = new Date('2026-11-27T19:30:00Z'); // 2:30 PM in the office

  it('says the time alone today, in the office\'s time zone', () => {
    expect(liveTime('2026-11-27T19:02:00Z', now)).toBe('2:02 PM');
  });

  it('adds the date on another day of the office\'s calendar, even when it is the same day in UTC', () => {
    expect(liveTime('2026-11-23T19:02:00Z', now)).toBe('Nov 23, 2:02 PM');
    // 1:00 AM UTC on the 27th is 8:00 PM on the 26th in the office.
    expect(liveTime('2026-11-27T01:00:00Z', now)).toBe('Nov 26, 8:00 PM');
  });
});
