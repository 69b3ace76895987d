import type { ReviewsFile } from '../generated/site-types.ts';
import type { Collections, SiteContent } from './site-content.ts';
import { relativeDate } from './relative-date.ts';
import { dropPastEvents } from './upcoming-events.ts';

type Review = ReviewsFile['reviews'][number];

/**
 * A review as pages show it: its posting day (and its reply's) turned into the spec's relative text,
 * "2 weeks ago", counted from `today`.
 */
export const reviewAsOf = (review: Review, today: string): Review => ({
  ...review,
  date: relativeDate(review.date, today),
  ...(review.ownerReply ? { ownerReply: { ...review.ownerReply, date: relativeDate(review.ownerReply.date, today) } } : {}),
});

/**
 * The content as the site shows it on `today` (YYYY-MM-DD in the business's time zone): events that
 * have happened are gone and review dates read as how long ago they were. Everything dated goes
 * through here, so a build never ships text that was true only on the day it was written.
 */
export const contentAsOf = (content: SiteContent, today: string): SiteContent => ({
  ...dropPastEvents(content, today),
  collections: { ...content.collections, reviews: content.collections.reviews.map((review) => reviewAsOf(review, today)) as Collections['reviews'] },
});
