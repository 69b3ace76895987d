import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import OwnerCards from './owner-cards';

const avatar = (n: number) => ({ src: `/images/owners/owner-${n}.svg`, alt: `Owner ${n}`, width: 400, height: 400 });
const section: SectionOf<'ownerCards'> = {
  type: 'ownerCards',
  heading: 'Meet the Owners',
  people: [
    { name: 'Caleb', title: 'Owner', avatar: avatar(1) },
    { name: 'Hannah', title: 'Owner', avatar: avatar(2) },
  ],
  link: { label: 'Read their story', href: '/meet-the-team' },
};

describe('ownerCards', () => {
  it('makes every card a link to the given page, with name, title and portrait', () => {
    const html = renderSection(section, <OwnerCards section={section} />);
    expect(html).toMatch(/<h2[^>]*>Meet the Owners<\/h2>/);
    expect(html.match(/<a[^>]*href="\/meet-the-team"/g)).toHaveLength(2);
    expect(html).toMatch(/<h3[^>]*>Hannah<\/h3>/);
    expect(html.match(/>Owner</g)).toHaveLength(2);
    expect(html).toContain('alt="Owner 1"');
    expect(html.match(/Read their story/g)).toHaveLength(2);
  });

  it('shows biographies and no links when there is no link', () => {
    const { link: _omit, ...rest } = section;
    const withBio = { ...rest, people: [{ ...rest.people[0], bio: ['Grew up on a farm.'] }] } as SectionOf<'ownerCards'>;
    const html = renderSection(withBio, <OwnerCards section={withBio} />);
    expect(html).toContain('Grew up on a farm.');
    expect(html).not.toContain('<a');
  });
});
