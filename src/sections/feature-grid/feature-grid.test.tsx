import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import FeatureGrid from './feature-grid';

const section: SectionOf<'featureGrid'> = {
  type: 'featureGrid',
  heading: 'What Every Visit Includes',
  subheading: 'Four routine services.',
  columns: 4,
  tone: 'tinted',
  items: [
    { icon: 'grass', title: 'Mowing', text: 'Cut at the right height.' },
    { icon: 'cut', title: 'Trimming', text: 'Around fences and beds.' },
  ],
  action: { label: 'See plans', href: '/contact' },
};

describe('featureGrid', () => {
  it('renders the heading, every item as a list entry and the button', () => {
    const html = renderSection(section, <FeatureGrid section={section} />);
    expect(html).toContain('What Every Visit Includes');
    expect(html).toContain('Four routine services.');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('Mowing');
    expect(html).toContain('Around fences and beds.');
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>See plans<\/a>/);
  });

  it('leaves the button out when there is none', () => {
    const { action: _omit, ...rest } = section;
    const html = renderSection(rest, <FeatureGrid section={rest} />);
    expect(html).not.toContain('See plans');
  });
});
