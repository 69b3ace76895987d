import type { TownFile } from '../generated/site-types';

// The business's own calendar day decides what has happened, wherever the build runs.
export const BUSINESS_TIME_ZONE = 'America/New_York';

/**
 * A day as YYYY-MM-DD in the business's time zone, put together from the date's parts: a locale's
 * own pattern depends on the locale data a browser carries (en-CA gives 2026-12-07 in Chromium and
 * Firefox, 12/07/2026 in WebKitGTK, whose preview then failed on every page with a review's age).
 */
export function calendarDay(now: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** An event dated today is still upcoming: it drops off the day after. Dates are YYYY-MM-DD, so text order is date order. */
export const isUpcoming = (date: string, today: string) => date >= today;

/** The town with only its events that have not happened yet (quotes are kept: they do not expire). */
export function withUpcomingEvents(town: TownFile, today: string): TownFile {
  if (!town.community) return town;
  const news = town.community.news.filter((event) => isUpcoming(event.date, today));
  // The file must hold exactly two events (the schema's tuple); once some have passed, the page holds
  // fewer, and its only reader (the communityNews section) draws any number, none included.
  return { ...town, community: { ...town.community, news: news as typeof town.community.news } };
}

/** Every town file as the build shows it on `today`. */
export const dropPastEvents = <T extends { towns: TownFile[] }>(content: T, today: string): T => ({
  ...content,
  towns: content.towns.map((town) => withUpcomingEvents(town, today)),
});
