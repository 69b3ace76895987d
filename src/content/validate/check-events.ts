import type { ReviewsFile, TownFile } from '../../generated/site-types.ts';
import { isUpcoming } from '../upcoming-events.ts';
import type { LoadedFile } from './read-content.ts';
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
      { severity: 'warning', rule: 'events-passed', values: { latest: latest ?? '', today } },
    );
  }
}

/**
 * Review dates are the days they were posted; pages show how long ago (src/content/relative-date.ts).
 * A day after today cannot be right (most likely a typed-in year), and a reply cannot come before
 * the review it answers.
 */
export function checkReviewDates(files: LoadedFile[], today: string, report: Report) {
  for (const file of files) {
    (file.data as ReviewsFile).reviews.forEach((review, index) => {
      if (review.date > today) {
        report(file, `/reviews/${index}/date`, `the review by ${review.name} is dated ${review.date}, after today (${today}).`, 'Write the day it was posted on the review site, as YYYY-MM-DD; pages show how long ago that was.', undefined, { rule: 'review-after-today', values: { date: review.date, today } });
      }
      const reply = review.ownerReply;
      if (reply && reply.date < review.date) {
        report(file, `/reviews/${index}/ownerReply/date`, `the owner's reply is dated ${reply.date}, before the review itself (${review.date}).`, 'Write the day the reply was posted, as YYYY-MM-DD: the review\'s day or later.', undefined, { rule: 'reply-before-review', values: { date: reply.date, reviewDate: review.date } });
      } else if (reply && reply.date > today) {
        report(file, `/reviews/${index}/ownerReply/date`, `the owner's reply is dated ${reply.date}, after today (${today}).`, 'Write the day the reply was posted, as YYYY-MM-DD.', undefined, { rule: 'reply-after-today', values: { date: reply.date, today } });
      }
    });
  }
}
