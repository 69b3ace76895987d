import { describe, expect, it } from 'vitest';
import type { ReviewsFile } from '../generated/site-types';
import { reviewAsOf } from './content-as-of';

type Review = ReviewsFile['reviews'][number];

describe('reviewAsOf', () => {
  const review: Review = { id: 'a', name: 'Denise', rating: 5, date: '2026-11-08', text: 'Great crew.', ownerReply: { text: 'Thank you!', date: '2026-11-09' } };

  it('turns the stored days of a review and its reply into how long ago they were', () => {
    expect(reviewAsOf(review, '2026-11-23')).toEqual({ ...review, date: '2 weeks ago', ownerReply: { text: 'Thank you!', date: '2 weeks ago' } });
    expect(reviewAsOf(review, '2027-02-10')).toMatchObject({ date: '3 months ago', ownerReply: { date: '3 months ago' } });
  });

  it('adds no reply where there is none', () => {
    const { ownerReply: _, ...plain } = review;
    expect(reviewAsOf(plain, '2026-11-23')).toEqual({ ...plain, date: '2 weeks ago' });
  });
});
