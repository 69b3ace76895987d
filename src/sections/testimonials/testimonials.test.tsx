import { describe, expect, it } from 'vitest';
import type { Review, Testimonial, TownFile } from '../../generated/site-types';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import Testimonials from './testimonials';

const testimonials: Testimonial[] = [
  { id: 'a', feedback: 'Sharp edges every week.', name: 'Angela W.', title: 'Goldsboro · June 2026', rating: 5, town: 'goldsboro' },
  { id: 'b', feedback: 'They closed the gate for our dog.', name: 'Marcus T.', title: 'Clayton · May 2026', rating: 4.5, town: 'clayton' },
  { id: 'c', feedback: 'Honest advice.', name: 'Patricia H.', title: 'Smithfield · September 2026', rating: 5, town: 'smithfield' },
];
const section: SectionOf<'testimonials'> = { type: 'testimonials', heading: 'What neighbours say', testimonials: ['a', 'b'] };
const reviews: Review[] = [{ id: 'r', name: 'Kevin A.', rating: 5, date: '2 weeks ago', text: 'The grading works.', town: 'clayton' }];
const clayton = {
  slug: 'clayton',
  name: 'Clayton',
  community: { news: [], quotes: [{ id: 'q1', name: 'Priya N.', quote: 'They fixed the soggy corner.' }, { id: 'q2', name: 'Tyler G.', quote: 'Always on time.' }] },
} as unknown as TownFile;
const collections = { testimonials: Object.fromEntries(testimonials.map((t) => [t.id, t])), reviews: Object.fromEntries(reviews.map((r) => [r.id, r])) };
// Without a server cache emotion writes <style> tags beside the elements; they are not the structure under test.
const render = (shown = section, town?: TownFile) =>
  renderSection(shown, <Testimonials section={shown} />, { collections, ...(town ? { town } : {}) })
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<!-- -->/g, '');
/** Each card's name and the line under it, in the order a visitor reads them. */
const captions = (html: string) => [...html.matchAll(/<figcaption[^>]*><strong[^>]*>([^<]*)<\/strong><span[^>]*>([^<]*)<\/span><\/figcaption>/g)].map((m) => `${m[1]} | ${m[2]}`);

describe('testimonials', () => {
  it('renders each testimonial as a figure: stars, the quote, then its caption as the figure’s last child', () => {
    const figures = render().match(/<figure[^>]*>.*?<\/figure>/g) ?? [];
    expect(figures).toHaveLength(2);
    // HTML allows <figcaption> only as a direct child of <figure>; here it closes the figure.
    expect(figures[0]).toMatch(/^<figure[^>]*><span role="img" aria-label="Rated 5 out of 5".*<blockquote[^>]*>“Sharp edges every week.”<\/blockquote><figcaption[^>]*>(?:(?!<\/?figcaption).)*Angela W\.(?:(?!<\/?figcaption).)*<\/figcaption><\/figure>$/);
    expect(figures[1]).toContain('aria-label="Rated 4.5 out of 5"');
  });

  it('on a town’s page with townFirst, leads with the town’s testimonials, reviews and quotes (quotes without stars), as many cards as listed', () => {
    const html = render({ ...section, testimonials: ['a', 'b', 'c'], townFirst: true }, clayton);
    expect(captions(html)).toEqual(['Marcus T. | Clayton · May 2026', 'Kevin A. | Clayton', 'Priya N. | Clayton']);
    expect(html.match(/<figure/g)).toHaveLength(3);
    expect(html.match(/role="img"/g)).toHaveLength(2);
    expect(html).toContain('“They fixed the soggy corner.”');
  });

  it('fills the cards its town cannot with the listed testimonials from elsewhere, after its own', () => {
    const html = render({ ...section, testimonials: ['a', 'b', 'c'], townFirst: true }, { ...clayton, slug: 'selma', name: 'Selma' } as TownFile);
    expect(captions(html)).toEqual(['Priya N. | Selma', 'Tyler G. | Selma', 'Angela W. | Goldsboro · June 2026']);
  });

  it('keeps the listed order without townFirst, and on a page that is not about a town', () => {
    const listed = ['Angela W. | Goldsboro · June 2026', 'Marcus T. | Clayton · May 2026'];
    expect(captions(render(section, clayton))).toEqual(listed);
    expect(captions(render({ ...section, townFirst: true }))).toEqual(listed);
  });
});
