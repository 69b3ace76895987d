import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import Stories from './stories';

const section: SectionOf<'stories'> = {
  type: 'stories',
  heading: 'Success Stories',
  labels: { problem: 'The challenge', work: 'What we did', result: 'The result' },
  stories: [
    { title: 'A Drier Entrance', property: 'Medical office, Goldsboro', problem: 'Puddles on the walk.', work: 'A French drain.', result: 'Dry shoes.' },
    { title: 'Clean Islands', property: 'Shopping center, Smithfield', problem: 'Weeds.', work: 'Weekly visits.', result: 'Contract extended.' },
  ],
  action: { label: 'Contact Us', href: '/contact' },
};

describe('stories', () => {
  it('renders each story as an article with the content labels and its four parts', () => {
    const html = renderSection(section, <Stories section={section} />);
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html.match(/<dt>The challenge<\/dt>/g)).toHaveLength(2);
    expect(html).toContain('<dd>A French drain.</dd>');
    expect(html).toContain('Medical office, Goldsboro');
    expect(html).toContain('Contract extended.');
    expect(html).toMatch(/href="\/contact"[^>]*>Contact Us</);
  });
});
