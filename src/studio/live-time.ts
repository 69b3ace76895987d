import { BUSINESS_TIME_ZONE, calendarDay } from '../content/upcoming-events';
import { changeTime } from './history/change-words';

const clockFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/**
 * When a change went live, as the office's clock shows it: "2:02 PM" today, "Nov 23, 2:02 PM" on
 * another day (in the office's time zone, wherever the browser is).
 */
export function liveTime(at: string, now: Date = new Date()): string {
  const when = new Date(at);
  if (calendarDay(when) !== calendarDay(now)) return changeTime(at);
  return clockFormat.format(when).replace(/\u202f/g, ' ');
}
