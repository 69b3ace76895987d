import { describe, expect, it } from 'vitest';
import type { TownSummary } from '../../content/town-pages';
import { renderSection } from '../../testing/render-section';
import type { SectionOf } from '../section-types';
import NearbyAreas from './nearby-areas';

const town = (slug: string, name: string, county: TownSummary['county'], lat: number): TownSummary => ({ slug, name, county, geo: { lat, lng: -78 } });
const towns = [town('selma', 'Selma', 'Johnston', 35.5), town('benson', 'Benson', 'Johnston', 35.4), town('goldsboro', 'Goldsboro', 'Wayne', 35.3), town('clayton', 'Clayton', 'Johnston', 35.6)];
const hrefs = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"/g)].map((m) => m[1]);
const base: SectionOf<'nearbyAreas'> = { type: 'nearbyAreas', heading: 'Nearby', cardLabel: 'Lawn Care in {county} County', fallback: ['goldsboro', 'clayton'] };

describe('nearbyAreas', () => {
  it('links the fallback towns\' pages on a page about no town', () => {
    expect(hrefs(renderSection(base, <NearbyAreas section={base} />, { towns }))).toEqual(['/goldsboro', '/clayton']);
  });

  it('lists every town by name, linking each services page, with "towns": "all" and "linkTo": "services"', () => {
    const section: SectionOf<'nearbyAreas'> = { ...base, towns: 'all', linkTo: 'services' };
    expect(hrefs(renderSection(section, <NearbyAreas section={section} />, { towns }))).toEqual(['/benson/services', '/clayton/services', '/goldsboro/services', '/selma/services']);
  });
});
