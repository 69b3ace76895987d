import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import siteJson from '../../site/site.json' with { type: 'json' };
import type { SiteCore } from '../content/bundles';
import type { SiteFile } from '../generated/site-types';
import { SiteProvider } from '../app/site-context';
import { StarRating } from './star-rating';

const core: SiteCore = { site: siteJson as unknown as SiteFile, routes: [], redirects: [], serviceAreas: [], servicePages: [], towns: [] };
const render = (...values: number[]) =>
  renderToString(
    <SiteProvider core={core}>
      {values.map((value, i) => (
        <StarRating key={i} value={value} />
      ))}
    </SiteProvider>,
  );

describe('StarRating', () => {
  it('announces the rating and draws one star per point of the scale', () => {
    const html = render(4.8);
    expect(html).toContain('role="img" aria-label="Rated 4.8 out of 5"');
    expect(html.match(/fill="#c9c9c9"/g)).toHaveLength(5);
  });

  it('fills whole stars fully and the last one in part, leaving empty stars grey', () => {
    expect(render(4.8).match(/<svg width="(?:24|19\.2)" height="24" overflow="hidden">/g)).toEqual([...Array(4).fill('<svg width="24" height="24" overflow="hidden">'), '<svg width="19.2" height="24" overflow="hidden">']);
    expect(render(2.5).match(/fill="#b8860b"/g)).toHaveLength(3);
  });

  // Many cards on one page each carry stars; a shared id (the old clipPath ids) made the HTML invalid.
  it('gives its markup no ids, so any number of ratings on a page stays valid', () => {
    expect(render(5, 5, 4.5)).not.toMatch(/\sid="/);
  });
});
