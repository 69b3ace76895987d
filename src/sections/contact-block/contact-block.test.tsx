import { describe, expect, it } from 'vitest';
import siteJson from '../../../site/site.json' with { type: 'json' };
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import ContactBlock from './contact-block';

const section: SectionOf<'contactBlock'> = {
  type: 'contactBlock',
  heading: 'Get in Touch',
  items: [
    { label: 'Phone', value: '(919) 555-0142', icon: 'phone', href: 'tel:+19195550142' },
    { label: 'E-mail', value: 'info@example.com', icon: 'email', href: 'mailto:info@example.com' },
    { label: 'Address', value: '2562 US-70, Goldsboro', icon: 'place' },
  ],
  map: { address: '2562 US-70, Goldsboro', directionsLabel: 'Get directions' },
};
const escape = (url: string) => url.replace(/&/g, '&amp;');

describe('contactBlock', () => {
  it('lists phone and e-mail as links and the address as text', () => {
    const html = renderSection(section, <ContactBlock section={section} />);
    expect(html).toMatch(/<h2[^>]*>Get in Touch<\/h2>/);
    expect(html).toMatch(/href="tel:\+19195550142"[^>]*>\(919\) 555-0142</);
    // On a narrow phone the address wraps only after the "@".
    expect(html).toMatch(/href="mailto:info@example.com"[^>]*>info@<wbr\/>example.com</);
  });

  it('embeds the map lazily with a title, and always shows the address and a new-tab directions link', () => {
    const html = renderSection(section, <ContactBlock section={section} />);
    const { map } = siteJson.business;
    expect(html).toMatch(new RegExp(`<iframe[^>]*src="${escape(map.embedUrl).replace(/[.?+]/g, '\\$&')}"`));
    expect(html).toMatch(/<iframe[^>]*title="[^"]+"[^>]*loading="lazy"/);
    expect(html).toMatch(/<figcaption[^>]*>.*2562 US-70, Goldsboro/);
    expect(html).toContain(`href="${escape(map.directionsUrl)}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain('Get directions');
  });

  it('leaves the map out when the block has none', () => {
    const { map: _omit, ...rest } = section;
    const html = renderSection(rest, <ContactBlock section={rest} />);
    expect(html).not.toContain('<iframe');
  });
});
