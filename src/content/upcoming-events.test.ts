import { describe, expect, it } from 'vitest';
import type { TownFile } from '../generated/site-types';
import { calendarDay, dropPastEvents, isUpcoming, withUpcomingEvents } from './upcoming-events';

const event = (id: string, date: string) => ({ id, title: id, date, snippet: 'Something worth coming to.' });
const town = (dates: [string, string]) =>
  ({ slug: 'selma', name: 'Selma', community: { news: dates.map((d, i) => event(`n${i}`, d)), quotes: [{ id: 'q1', name: 'A.', quote: 'Good.' }, { id: 'q2', name: 'B.', quote: 'Fine.' }] } }) as unknown as TownFile;
// A fixed day: the tests never read the clock.
const today = '2027-03-10';

describe('upcoming events', () => {
  it('keeps an event dated today and later, drops the ones before', () => {
    expect(isUpcoming('2027-03-10', today)).toBe(true);
    expect(isUpcoming('2027-03-11', today)).toBe(true);
    expect(isUpcoming('2027-03-09', today)).toBe(false);
    expect(isUpcoming('2026-12-31', today)).toBe(false);
  });

  it('drops past events from a town and keeps its quotes', () => {
    const shown = withUpcomingEvents(town(['2027-02-01', '2027-04-01']), today);
    expect(shown.community!.news.map((e) => e.date)).toEqual(['2027-04-01']);
    expect(shown.community!.quotes).toHaveLength(2);
    expect(withUpcomingEvents(town(['2027-01-01', '2027-02-01']), today).community!.news).toEqual([]);
  });

  it('leaves a town without community news, and the content around the towns, as they are', () => {
    const plain = { slug: 'four-oaks', name: 'Four Oaks' } as unknown as TownFile;
    const content = { pages: ['kept'], towns: [plain, town(['2027-03-01', '2027-03-20'])] };
    const shown = dropPastEvents(content, today);
    expect(shown.pages).toBe(content.pages);
    expect(shown.towns[0]).toBe(plain);
    expect(shown.towns[1]!.community!.news).toHaveLength(1);
  });

  it('reads the calendar day in the business\'s time zone, not the machine\'s', () => {
    // 03:30 UTC on March 10 is still the evening of March 9 in North Carolina.
    expect(calendarDay(new Date('2027-03-10T03:30:00Z'))).toBe('2027-03-09');
    expect(calendarDay(new Date('2027-03-10T15:00:00Z'))).toBe('2027-03-10');
  });
});
