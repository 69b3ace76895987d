import type { Review, Testimonial, TownFile } from '../../generated/site-types';

/** One card of the block as a visitor reads it: stars (when the words came with a rating), the words, the name and a line under it. */
export interface TestimonialCard {
  /** Unique within the block: the entry's kind and id. */
  key: string;
  words: string;
  name: string;
  /** A testimonial's own date line; the town's name for a review or a neighbour quote. */
  line: string;
  rating?: number;
}

export const testimonialCard = (t: Testimonial): TestimonialCard => ({ key: `testimonial-${t.id}`, words: t.feedback, name: t.name, line: t.title, rating: t.rating });

/** What a town's page has of its own: its testimonials and reviews (by their "town"), and its neighbour quotes. */
export interface OwnWords {
  town: Pick<TownFile, 'slug' | 'name' | 'community'>;
  testimonials: Testimonial[];
  reviews: Review[];
}

/**
 * The cards a town's page shows: the town's own testimonials (those listed first, in the list's
 * order), its reviews and its neighbour quotes, then the listed testimonials from elsewhere; as many
 * cards as testimonials are listed, so the grid keeps the shape the page was laid out for. Rated
 * words lead, under the section's rating heading; the quotes, which carry no stars, follow them.
 */
export function townFirstCards(listed: Testimonial[], own: OwnWords): TestimonialCard[] {
  const { town } = own;
  const isOwn = (t: Testimonial) => t.town === town.slug;
  const ownTestimonials = [...listed.filter(isOwn), ...own.testimonials.filter((t) => isOwn(t) && !listed.some((l) => l.id === t.id))];
  const ownCards = [
    ...ownTestimonials.map(testimonialCard),
    ...own.reviews.filter((r) => r.town === town.slug).map((r) => ({ key: `review-${r.id}`, words: r.text, name: r.name, line: town.name, rating: r.rating })),
    ...(town.community?.quotes ?? []).map((q) => ({ key: `quote-${q.id}`, words: q.quote, name: q.name, line: town.name })),
  ];
  const others = listed.filter((t) => !isOwn(t)).map(testimonialCard);
  return [...ownCards, ...others].slice(0, listed.length);
}
