import { describe, expect, it } from 'vitest';
import type { Section, Service } from '../generated/site-types';
import { renderSection } from '../testing/render-section';
import { ServiceCard } from './service-card';

const image = { src: '/images/services/lawn-maintenance.svg', alt: 'A striped lawn', width: 800, height: 600 };
const withPage: Service = { id: 'mowing', name: 'Mowing', description: 'Mowing across {area}.', image, href: '/services/lawn-maintenance' };
const withoutPage: Service = { id: 'irrigation', name: 'Irrigation', description: 'Sprinkler checks.', image };
const section: Section = { type: 'serviceGrid', heading: 'Services', services: ['mowing'] };

describe('ServiceCard', () => {
  it('a card with a page is one link, outlined, with its "Learn More" cue', () => {
    const html = renderSection(section, <ServiceCard service={withPage} linkLabel="Learn More" />);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="\/services\/lawn-maintenance"/);
    expect(html).toContain('MuiPaper-outlined');
    expect(html).toContain('Learn More');
  });

  it('a card without a page is a flat panel: no link, no border, no cue to press it', () => {
    const html = renderSection(section, <ServiceCard service={withoutPage} linkLabel="Learn More" />);
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('MuiPaper-outlined');
    expect(html).not.toContain('MuiCardActionArea');
    expect(html).not.toContain('Learn More');
  });
});
