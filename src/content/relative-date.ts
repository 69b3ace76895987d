/**
 * "2 weeks ago", as review sites show a review's age. Content stores the day a review was posted
 * (YYYY-MM-DD); the build works the text out on the day it runs, so a page never says "2 weeks ago"
 * about a review that is a year old.
 */
const phrase = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
const today = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Whole calendar months from one day to a later one (Jan 31 → Feb 28 is 0 months, → Mar 1 is 1). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/**
 * How long before `now` the day `date` was, in the largest unit that fits: days under a week, weeks
 * under a month, months under a year, then years. Both are YYYY-MM-DD; a date after `now` is a
 * content mistake the validator reports, and reads as "today" here.
 */
export function relativeDate(date: string, now: string): string {
  const days = Math.round(dayNumber(now) - dayNumber(date));
  if (days <= 0) return today.format(0, 'day');
  const months = monthsBetween(date, now);
  if (months >= 12) return phrase.format(-Math.floor(months / 12), 'year');
  if (months >= 1) return phrase.format(-months, 'month');
  if (days >= 7) return phrase.format(-Math.floor(days / 7), 'week');
  return phrase.format(-days, 'day');
}
