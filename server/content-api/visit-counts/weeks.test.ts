import { describe, expect, it } from 'vitest';
import { weeksUpTo } from './weeks';

describe('weeksUpTo', () => {
  it('on a Monday, this week is that one day and the four Mondays before come first', () => {
    expect(weeksUpTo(new Date('2026-12-07T09:30:00Z'))).toEqual({
      mondays: ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07'],
      all: ['2026-11-09', '2026-12-07'],
      thisWeek: ['2026-12-07', '2026-12-07'],
    });
  });

  it('on a Sunday, the week is still the one that began the Monday before, across a month and a year', () => {
    expect(weeksUpTo(new Date('2027-01-03T22:00:00Z'))).toEqual({
      mondays: ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'],
      all: ['2026-11-30', '2027-01-03'],
      thisWeek: ['2026-12-28', '2027-01-03'],
    });
  });

  it('counts the office\'s days: a Sunday evening in North Carolina is Monday in UTC, and still this week\'s Sunday', () => {
    // 2026-12-14T01:30Z is Sunday 13 December, 8:30 PM Eastern.
    expect(weeksUpTo(new Date('2026-12-14T01:30:00Z')).thisWeek).toEqual(['2026-12-07', '2026-12-13']);
  });
});
