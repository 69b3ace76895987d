import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import ImageCards from './image-cards';

const image = (name: string) => ({ src: `/images/industries/${name}.svg`, alt: `${name} property`, width: 800, height: 600 });

const section: SectionOf<'imageCards'> = {
  type: 'imageCards',
  heading: 'Industry Segments',
  cards: [
    { image: image('healthcare'), title: 'Healthcare', text: 'Clinics and medical offices.' },
    { image: image('retail'), title: 'Retail', text: 'Shopping centers.', href: '/contact' },
  ],
  linkLabel: 'Learn More',
};

describe('imageCards', () => {
  it('renders a picture, title and text per card, and links only the cards with a link', () => {
    const html = renderSection(section, <ImageCards section={section} />);
    expect(html).toContain('Industry Segments');
    expect(html.match(/<img/g)).toHaveLength(2);
    expect(html).toContain('alt="healthcare property"');
    expect(html).toContain('Clinics and medical offices.');
    expect(html.match(/href="\/contact"/g)).toHaveLength(1);
    expect(html.match(/Learn More/g)).toHaveLength(1);
  });
});
