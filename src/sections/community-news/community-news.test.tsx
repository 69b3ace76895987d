import { describe, expect, it } from 'vitest';
import type { TownFile } from '../../generated/site-types';
import { renderSection } from '../../testing/render-section';
import type { SectionOf } from '../section-types';
import CommunityNews from './community-news';

const section: SectionOf<'communityNews'> = {
  type: 'communityNews',
  heading: 'News & Neighbors in Selma',
  newsHeading: 'Around town',
  quotesHeading: 'What your neighbors say',
  genericHeading: 'Proud to Be Part of the Community',
  genericMessage: 'We show up for the towns we serve.',
};
const community = {
  news: [
    { id: 'n1', title: 'Yard-care clinic', date: '2026-04-18', snippet: 'Bring a soil sample.' },
    { id: 'n2', title: 'Drainage walk-throughs', date: '2026-08-22', snippet: 'Free before storm season.' },
  ],
  quotes: [
    { id: 'q1', name: 'Denise R.', quote: 'Our yard is the nicest it has ever been.' },
    { id: 'q2', name: 'Harold T.', quote: 'The puddle by the steps is gone.' },
  ],
};
const selma = { slug: 'selma', name: 'Selma', community } as unknown as TownFile;

describe('communityNews', () => {
  it('shows the town’s events and neighbours’ quotes, each list under its own h3', () => {
    const html = renderSection(section, <CommunityNews section={section} />, { town: selma });
    expect(html).toMatch(/<h2[^>]*>News &amp; Neighbors in Selma<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Around town<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>What your neighbors say<\/h3>/);
    expect(html.match(/<ul/g)).toHaveLength(2);
    expect(html.match(/<li/g)).toHaveLength(4);
    expect(html).toMatch(/<h4[^>]*>Yard-care clinic<\/h4>/);
    expect(html).toMatch(/<time[^>]*datetime="2026-08-22"[^>]*>August 22, 2026<\/time>/i);
    expect(html).toContain('Our yard is the nicest it has ever been.');
    expect(html).toContain('Harold T.');
  });

  it('shows the general message on a page without town news', () => {
    const html = renderSection(section, <CommunityNews section={section} />);
    expect(html).toMatch(/<h2[^>]*>Proud to Be Part of the Community<\/h2>/);
    expect(html).toContain('We show up for the towns we serve.');
    expect(html).not.toContain('<li');
  });

  it('shows only the quotes once every event has passed (the build dropped them)', () => {
    const quietSelma = { ...selma, community: { ...community, news: [] } } as unknown as TownFile;
    const html = renderSection(section, <CommunityNews section={section} />, { town: quietSelma });
    expect(html).not.toContain('Around town');
    expect(html).not.toContain('<time');
    expect(html).toMatch(/<h3[^>]*>What your neighbors say<\/h3>/);
    expect(html.match(/<li/g)).toHaveLength(2);
  });
});
