import { describe, expect, it } from 'vitest';
import type { PortfolioPhoto } from '../../generated/site-types';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import PortfolioGallery from './portfolio-gallery';
import { typeLabel } from './type-label';

const photo = (n: number): PortfolioPhoto => ({
  id: `residential-${n}`,
  type: 'residential',
  title: `Yard ${n}`,
  image: { src: `/images/portfolio/residential-0${n}.svg`, alt: `Finished yard ${n}`, width: 800, height: 600 },
});
const photos = [1, 2, 3].map(photo);

const section: SectionOf<'portfolioGallery'> = {
  type: 'portfolioGallery',
  views: [
    { type: 'residential', heading: 'Our Residential Work' },
    { type: 'commercial', heading: 'Our Commercial Work', emptyText: "We're still photographing our commercial work." },
  ],
  fallback: { heading: 'Our {type} Work', emptyText: 'No projects here yet.' },
  photos: photos.map((p) => p.id),
  action: { label: 'Hire us', href: '/contact' },
};

const render = (type: string) =>
  renderSection(section, <PortfolioGallery section={section} />, {
    url: `/${type}/portfolio`,
    routePath: '/:type/portfolio',
    collections: { portfolio: Object.fromEntries(photos.map((p) => [p.id, p])) },
  });

describe('portfolioGallery', () => {
  it('shows the photos of the kind in the address under its own H1, with the button', () => {
    const html = render('residential');
    expect(html).toMatch(/<h1[^>]*>Our Residential Work<\/h1>/);
    expect(html.match(/<figure/g)).toHaveLength(3);
    expect(html).toContain('alt="Finished yard 2"');
    expect(html).toContain('Yard 3');
    expect(html).toMatch(/href="\/contact"[^>]*>Hire us</);
    expect(html).not.toContain('portfolio-empty');
  });

  it('shows the kind’s own message and the button, and no grid, when it has no photos', () => {
    const html = render('commercial');
    expect(html).toMatch(/<h1[^>]*>Our Commercial Work<\/h1>/);
    expect(html).toContain('still photographing our commercial work');
    expect(html).not.toContain('<figure');
    expect(html).toMatch(/href="\/contact"[^>]*>Hire us</);
  });

  it('falls back to a headline made from the address word for any other kind', () => {
    const html = render('garden-sheds');
    expect(html).toMatch(/<h1[^>]*>Our Garden Sheds Work<\/h1>/);
    expect(html).toContain('No projects here yet.');
    expect(html).not.toContain('<figure');
    expect(html).toContain('Hire us');
  });

  it('turns address words into headline words', () => {
    expect(typeLabel('commercial')).toBe('Commercial');
    expect(typeLabel('lawn-care')).toBe('Lawn Care');
    expect(typeLabel('')).toBe('');
  });
});
