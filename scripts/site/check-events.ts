import type { TownFile } from '../../src/generated/site-types.ts';
import { isUpcoming } from '../../src/content/upcoming-events.ts';
import type { LoadedFile } from './load-site.ts';
import type { Report } from './check-types.ts';

/**
 * The build drops events that have passed (src/content/upcoming-events.ts). A town whose events have
 * all passed shows only its quotes: a warning, so an editor adds new ones before anyone notices.
 */
export function checkEvents(files: LoadedFile[], today: string, report: Report) {
  for (const file of files) {
    const news = (file.data as TownFile).community?.news;
    if (!news?.length || news.some((event) => isUpcoming(event.date, today))) continue;
    const latest = news.map((event) => event.date).sort().at(-1);
    report(
      file,
      '/community/news',
      `every event here has passed (the latest was ${latest}; today is ${today}), so the services page shows none of them.`,
      'Replace them with two upcoming events in your own words, each with its "date" as YYYY-MM-DD; each one drops off the site the day after its date.',
      undefined,
      { severity: 'warning' },
    );
  }
}
