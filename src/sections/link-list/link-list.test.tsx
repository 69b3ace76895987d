import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import LinkList from './link-list';

const section: SectionOf<'linkList'> = {
  type: 'linkList',
  heading: 'Helpful Links',
  links: [
    { name: 'Wayne County Extension', url: 'https://wayne.ces.ncsu.edu', description: 'Soil test boxes and advice.' },
    { name: 'Our FAQ', url: '/faq', description: 'Answers from us.' },
  ],
  newTabHint: '(opens in a new tab)',
};

describe('linkList', () => {
  it('opens outside sites in a new tab, says so to screen readers and shows where they lead', () => {
    const html = renderSection(section, <LinkList section={section} />);
    expect(html).toMatch(/<h2[^>]*>Helpful Links<\/h2>/);
    expect(html).toMatch(/<a[^>]*href="https:\/\/wayne.ces.ncsu.edu"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
    expect(html.match(/\(opens in a new tab\)/g)).toHaveLength(1);
    expect(html).toContain('wayne.ces.ncsu.edu</p>');
    expect(html).toContain('Soil test boxes and advice.');
  });

  it('keeps links to this site in the same tab', () => {
    const html = renderSection(section, <LinkList section={section} />);
    expect(html).toMatch(/<a[^>]*href="\/faq"[^>]*>Our FAQ/);
    expect(html).not.toMatch(/<a[^>]*href="\/faq"[^>]*target=/);
  });
});
