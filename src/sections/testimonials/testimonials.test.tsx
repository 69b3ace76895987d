import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../../generated/site-types';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import Testimonials from './testimonials';

const testimonials: Testimonial[] = [
  { id: 'a', feedback: 'Sharp edges every week.', name: 'Angela W.', title: 'Goldsboro · June 2026', rating: 5 },
  { id: 'b', feedback: 'They closed the gate for our dog.', name: 'Marcus T.', title: 'Clayton · May 2026', rating: 4.5 },
];
const section: SectionOf<'testimonials'> = { type: 'testimonials', heading: 'What neighbours say', testimonials: ['a', 'b'] };
// Without a server cache emotion writes <style> tags beside the elements; they are not the structure under test.
const render = () =>
  renderSection(section, <Testimonials section={section} />, { collections: { testimonials: Object.fromEntries(testimonials.map((t) => [t.id, t])) } })
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<!-- -->/g, '');

describe('testimonials', () => {
  it('renders each testimonial as a figure: stars, the quote, then its caption as the figure’s last child', () => {
    const figures = render().match(/<figure[^>]*>.*?<\/figure>/g) ?? [];
    expect(figures).toHaveLength(2);
    // HTML allows <figcaption> only as a direct child of <figure>; here it closes the figure.
    expect(figures[0]).toMatch(/^<figure[^>]*><span role="img" aria-label="Rated 5 out of 5".*<blockquote[^>]*>“Sharp edges every week.”<\/blockquote><figcaption[^>]*>(?:(?!<\/?figcaption).)*Angela W\.(?:(?!<\/?figcaption).)*<\/figcaption><\/figure>$/);
    expect(figures[1]).toContain('aria-label="Rated 4.5 out of 5"');
  });
});
