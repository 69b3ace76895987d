import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import Gallery from './gallery';

const photo = (n: number) => ({ src: `/images/gallery/team-${n}.svg`, alt: `Crew photo ${n}`, width: 800, height: 600 });
const section: SectionOf<'gallery'> = {
  type: 'gallery',
  heading: 'Small team. Big hearts.',
  images: [
    { image: photo(1), cols: 2, rows: 2 },
    { image: photo(2) },
    { image: photo(3), hideOnSmallScreens: true },
  ],
  layout: { columns: 4, columnsSmall: 2, rowHeight: 300, rowHeightSmall: 220, gap: 16, gapSmall: 8 },
};

describe('gallery', () => {
  it('renders the heading and every photo, lazy, with its alt text', () => {
    const html = renderSection(section, <Gallery section={section} />);
    expect(html).toMatch(/<h2[^>]*>Small team. Big hearts.<\/h2>/);
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html.match(/loading="lazy"/g)).toHaveLength(3);
    expect(html).toContain('alt="Crew photo 3"');
  });

  it('writes the grid sizes and hides flagged photos below 600 px', () => {
    const html = renderSection(section, <Gallery section={section} />);
    expect(html).toContain('grid-auto-rows:220px');
    expect(html).toContain('grid-auto-rows:300px');
    expect(html).toContain('repeat(4, minmax(0, 1fr))');
    expect(html).toContain('span 2');
    // One display:none (the flagged photo on phones), switched back on from the sm breakpoint.
    expect(html.match(/display:none/g)).toHaveLength(1);
    expect(html).toMatch(/@media \(min-width:600px\)\{[^}]*display:block/);
  });
});
