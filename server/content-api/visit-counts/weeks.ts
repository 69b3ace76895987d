import { calendarDay } from '../../../src/content/upcoming-events.ts';

/**
 * The weeks the owner's dashboard shows: this week so far and the four before it, as Plausible's
 * `time:week` dimension names them (the Monday that starts each). Plausible counts days in the site's
 * own time zone, which the README asks to set to the office's (Eastern): "today" is the office's
 * calendar day here too, so on a Sunday evening this week is still the one that began on Monday.
 */
export type Weeks = {
  /** The five Mondays, oldest first; the last starts this week. */
  mondays: string[];
  /** From the first Monday to today, both counted: the date_range of a query over all five. */
  all: [string, string];
  /** This week so far. */
  thisWeek: [string, string];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function weeksUpTo(now: Date): Weeks {
  const today = Date.parse(`${calendarDay(now)}T00:00:00Z`);
  // getUTCDay of the day's own midnight: Sunday 0 … Saturday 6; a week starts on Monday.
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const mondays = [4, 3, 2, 1, 0].map((back) => isoDay(monday - back * 7 * DAY_MS));
  return { mondays, all: [mondays[0]!, isoDay(today)], thisWeek: [mondays[4]!, isoDay(today)] };
}
