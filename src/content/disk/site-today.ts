import { calendarDay } from '../upcoming-events.ts';

/**
 * The day a build shows dated content as of: SITE_TODAY=YYYY-MM-DD when set (to rebuild a past
 * release exactly as it was, or to pin tests), else today in the business's time zone.
 */
export const siteToday = (env: NodeJS.ProcessEnv = process.env): string => env.SITE_TODAY ?? calendarDay(new Date());
