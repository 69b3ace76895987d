import { describe, expect, it } from 'vitest';
import type { Review, Testimonial, TownFile } from '../../generated/site-types';
import { townFirstCards, type OwnWords } from './town-first';

const testimonial = (id: string, town?: string): Testimonial => ({ id, feedback: `${id} words`, name: id, title: `${town ?? 'somewhere'} · June 2026`, rating: 5, ...(town ? { town } : {}) });
const review = (id: string, town?: string): Review => ({ id, name: id, rating: 4.5, date: '2 weeks ago', text: `${id} review`, ...(town ? { town } : {}) });
const quotes = [
  { id: 'q1', name: 'Angela F.', quote: 'The hedges look healthy again.' },
  { id: 'q2', name: 'Ray J.', quote: 'They text me when they are done.' },
];
const town = (slug: string, name: string, withQuotes = true): OwnWords['town'] =>
  ({ slug, name, ...(withQuotes ? { community: { news: [], quotes } } : {}) }) as unknown as Pick<TownFile, 'slug' | 'name' | 'community'>;

const angela = testimonial('angela', 'goldsboro');
const marcus = testimonial('marcus', 'clayton');
const patricia = testimonial('patricia', 'smithfield');
const listed = [angela, marcus, patricia];
const keys = (cards: { key: string }[]) => cards.map((card) => card.key);

describe('townFirstCards', () => {
  it('leads with the town’s neighbour quotes, then fills the listed count with testimonials from elsewhere, in the list’s order', () => {
    const cards = townFirstCards(listed, { town: town('selma', 'Selma'), testimonials: [], reviews: [] });
    expect(keys(cards)).toEqual(['quote-q1', 'quote-q2', 'testimonial-angela']);
    expect(cards[0]).toEqual({ key: 'quote-q1', words: 'The hedges look healthy again.', name: 'Angela F.', line: 'Selma' });
  });

  it('puts the town’s own rated testimonial before its quotes, and never shows it twice', () => {
    const cards = townFirstCards(listed, { town: town('clayton', 'Clayton'), testimonials: [marcus], reviews: [] });
    expect(keys(cards)).toEqual(['testimonial-marcus', 'quote-q1', 'quote-q2']);
    expect(cards[0]).toMatchObject({ line: 'clayton · June 2026', rating: 5 });
  });

  it('takes the town’s testimonials and reviews from the whole collection, not only the listed ones', () => {
    const own = { town: town('princeton', 'Princeton'), testimonials: [testimonial('brenda', 'princeton')], reviews: [review('kevin', 'princeton'), review('elsewhere', 'selma')] };
    const cards = townFirstCards(listed, own);
    expect(keys(cards)).toEqual(['testimonial-brenda', 'review-kevin', 'quote-q1']);
    expect(cards[1]).toEqual({ key: 'review-kevin', words: 'kevin review', name: 'kevin', line: 'Princeton', rating: 4.5 });
  });

  it('keeps the list as it is for a town with no words of its own', () => {
    const cards = townFirstCards(listed, { town: town('benson', 'Benson', false), testimonials: [], reviews: [] });
    expect(keys(cards)).toEqual(['testimonial-angela', 'testimonial-marcus', 'testimonial-patricia']);
  });

  it('moves a town’s listed testimonial to the front when the town has no quotes', () => {
    const cards = townFirstCards(listed, { town: town('smithfield', 'Smithfield', false), testimonials: [patricia], reviews: [] });
    expect(keys(cards)).toEqual(['testimonial-patricia', 'testimonial-angela', 'testimonial-marcus']);
  });

  it('shows as many cards as testimonials are listed, own words first even when they fill them all', () => {
    expect(keys(townFirstCards(listed.slice(0, 2), { town: town('selma', 'Selma'), testimonials: [], reviews: [] }))).toEqual(['quote-q1', 'quote-q2']);
    expect(keys(townFirstCards(listed, { town: town('goldsboro', 'Goldsboro'), testimonials: [angela], reviews: [review('tasha', 'goldsboro')] }))).toEqual(['testimonial-angela', 'review-tasha', 'quote-q1']);
  });
});
