import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import Article from './article';

const section: SectionOf<'article'> = {
  type: 'article',
  intro: ['Summer here is hot and dry.'],
  parts: [
    { heading: 'Mow high', paragraphs: ['Never cut more than one-third.'], tip: { title: 'Pro tip', text: 'Measure the deck.' } },
    { heading: 'Checklist', bullets: ['Water before 10 AM', 'Sharpen blades'] },
  ],
};

describe('article', () => {
  it('renders the opening, each part under an h2, its checklist and its tip', () => {
    const html = renderSection(section, <Article section={section} />);
    expect(html).toContain('<article');
    expect(html).toContain('Summer here is hot and dry.');
    expect(html.match(/<h2[^>]*>/g)).toHaveLength(2);
    expect(html).toMatch(/<h2[^>]*>Mow high<\/h2>/);
    expect(html).toContain('Never cut more than one-third.');
    expect(html).toMatch(/<aside[^>]*>.*Pro tip.*Measure the deck\./);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('Sharpen blades');
  });
});
