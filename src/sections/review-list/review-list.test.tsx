import { describe, expect, it } from 'vitest';
import type { Review } from '../../generated/site-types';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import ReviewList from './review-list';

// As pages receive them: the build has turned the stored days into relative text (src/content/content-as-of.ts).
const reviews: Review[] = [
  { id: 'a', name: 'denise C.', rating: 5, date: '2 weeks ago', text: 'Great crew.', ownerReply: { text: 'Thank you!', date: '1 week ago' } },
  { id: 'b', name: 'Ray H.', rating: 5, date: '1 month ago', text: 'Dry yard at last.' },
];
const section: SectionOf<'reviewList'> = {
  type: 'reviewList',
  heading: 'Reviews from Google',
  summary: '4.8 out of 5',
  reviews: ['a', 'b'],
  ownerReplyLabel: 'Response from the owner',
  allReviews: { label: 'Read all reviews', href: 'https://reviews.example', newTab: true },
};

describe('reviewList', () => {
  it('renders each review with its initial, name, date, stars and text', () => {
    const html = renderSection(section, <ReviewList section={section} />, { collections: { reviews: Object.fromEntries(reviews.map((r) => [r.id, r])) } });
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html).toMatch(/>D<\/div>/);
    expect(html).toMatch(/<h3[^>]*>Ray H.<\/h3>/);
    expect(html).toContain('1 month ago');
    expect(html).toContain('Dry yard at last.');
    // Two reviews plus the overall summary, each announced as a rating.
    expect(html.match(/aria-label="Rated 5 out of 5"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Rated 4.8 out of 5"');
  });

  it('shows the owner reply only where there is one, and opens all reviews in a new tab', () => {
    const html = renderSection(section, <ReviewList section={section} />, { collections: { reviews: Object.fromEntries(reviews.map((r) => [r.id, r])) } });
    expect(html.match(/Response from the owner/g)).toHaveLength(1);
    expect(html).toContain('Thank you!');
    expect(html).toMatch(/<a[^>]*href="https:\/\/reviews.example"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Read all reviews/);
  });
});
