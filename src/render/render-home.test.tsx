import { describe, expect, it } from 'vitest';
import goldsboro from '../../site/towns/goldsboro.json' with { type: 'json' };
import selma from '../../site/towns/selma.json' with { type: 'json' };
import { renderPath } from './entry-server';

describe('rendering in Node', () => {
  it('renders the whole Home page to a string, sections and layout included', async () => {
    expect(typeof window).toBe('undefined');
    const { html, head, status } = await renderPath('/');
    expect(head).toContain('<title>Lawn Care in Wayne &amp; Johnston County, NC | Cedar Creek</title>');
    expect(head).toContain('<style data-emotion="css');
    expect(html).not.toContain('<title>');
    expect(status).toBe(200);
    expect(html).toContain('Your Lawn, Our Priority');
    expect(html).toContain('Rooted in Faith, Grown Through Service');
    expect(html).toContain('Our Services');
    expect(html).toContain('Our Story');
    expect(html).toContain('Rated 4.8 out of 5 stars on Google, based on over 100 reviews');
    expect(html).toContain('Ready to Transform Your Lawn');
    expect(html).toContain('Get a Free Estimate');
    expect(html).toContain('href="tel:+19195550142"');
    // No loading fallback: every lazy section was resolved before rendering.
    expect(html).not.toContain('role="status"');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('renders a town page with the town filled into its template', async () => {
    const { html } = await renderPath('/selma');
    expect(html).toContain('Lawn Care &amp; Landscaping in Selma, NC');
    expect(html).toContain('Contact Our Selma Team');
    expect(html).toContain('Request a Free Quote in Selma');
  });

  it('gives each town page that town\'s own keywords', async () => {
    const keywords = async (path: string) => (await renderPath(path)).head.match(/<meta name="keywords" content="([^"]*)"/)?.[1];
    expect(await keywords('/goldsboro')).toBe(goldsboro.landing.keywords.join(', '));
    expect(await keywords('/goldsboro/services')).toBe(goldsboro.services.keywords.join(', '));
    expect(await keywords('/selma')).toBe(selma.landing.keywords.join(', '));
  });
});
