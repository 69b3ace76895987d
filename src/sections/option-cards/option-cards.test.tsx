import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import OptionCards from './option-cards';

const section: SectionOf<'optionCards'> = {
  type: 'optionCards',
  heading: 'Four Ways to Keep Your Lawn',
  options: [
    { title: 'Weekly Service', badge: 'Most popular', price: 'Billed per visit', text: 'Every week.', features: ['Mowing', 'Edging'], highlight: true },
    { title: 'A La Carte', text: 'Only what you need.' },
  ],
  note: 'Ask about discounts.',
};

describe('optionCards', () => {
  it('renders each option with its badge, price line and check list', () => {
    const html = renderSection(section, <OptionCards section={section} />);
    expect(html).toContain('Four Ways to Keep Your Lawn');
    expect(html).toContain('Weekly Service');
    expect(html).toContain('Most popular');
    expect(html).toContain('Billed per visit');
    expect(html).toContain('Edging');
    expect(html).toContain('A La Carte');
    expect(html).toContain('Only what you need.');
    expect(html).toContain('Ask about discounts.');
  });
});
