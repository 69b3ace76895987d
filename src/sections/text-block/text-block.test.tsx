import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import TextBlock from './text-block';

const section: SectionOf<'textBlock'> = {
  type: 'textBlock',
  eyebrow: 'Our approach',
  heading: 'Comprehensive Landscaping Solutions',
  paragraphs: ['First paragraph about water.', 'Second paragraph about grading.'],
  bullets: ['Honest assessment'],
  image: { src: '/images/services/french-drains.svg', alt: 'A French drain', width: 800, height: 600 },
  imageSide: 'left',
  action: { label: 'Call us', href: 'tel:+19195550142', variant: 'outlined' },
};

describe('textBlock', () => {
  it('renders the heading as an h2 with every paragraph, the check list, the picture and the button', () => {
    const html = renderSection(section, <TextBlock section={section} />);
    expect(html).toMatch(/<h2[^>]*>Comprehensive Landscaping Solutions<\/h2>/);
    expect(html).toContain('Our approach');
    expect(html).toContain('First paragraph about water.');
    expect(html).toContain('Second paragraph about grading.');
    expect(html).toContain('Honest assessment');
    expect(html).toMatch(/<img[^>]*alt="A French drain"[^>]*width="800"[^>]*height="600"/);
    expect(html).toContain('href="tel:+19195550142"');
  });

  it('renders without a picture or list', () => {
    const plain: SectionOf<'textBlock'> = { type: 'textBlock', heading: 'Just text', paragraphs: ['Only words.'] };
    const html = renderSection(plain, <TextBlock section={plain} />);
    expect(html).toContain('Only words.');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<ul');
  });
});
