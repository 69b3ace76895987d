import { describe, expect, it } from 'vitest';
import type { TemplateFile, TownFile } from '../generated/site-types';
import { areaLabel } from './area';
import { instantiate, nearbyTowns, type TownSummary } from './town-pages';
import siteJson from '../../site/site.json' with { type: 'json' };
import type { SiteFile } from '../generated/site-types';

const town = (slug: string, county: TownSummary['county'], lat: number, lng: number): TownSummary => ({ slug, name: slug, county, geo: { lat, lng } });
const towns: TownSummary[] = [
  town('goldsboro', 'Wayne', 35.385, -77.993),
  town('mount-olive', 'Wayne', 35.197, -78.066),
  town('pikeville', 'Wayne', 35.497, -77.983),
  town('fremont', 'Wayne', 35.543, -77.974),
  town('seven-springs', 'Wayne', 35.226, -77.846),
  town('smithfield', 'Johnston', 35.508, -78.339),
  town('selma', 'Johnston', 35.536, -78.284),
  town('clayton', 'Johnston', 35.651, -78.456),
  town('la-grange', 'Lenoir', 35.307, -77.788),
];

describe('nearbyTowns', () => {
  it('relates a town to the others of its county, nearest first, never itself', () => {
    const result = nearbyTowns(towns, 'smithfield', ['goldsboro', 'clayton']).map((t) => t.slug);
    expect(result).toEqual(['selma', 'clayton']);
  });

  it('shows at most four towns', () => {
    const result = nearbyTowns(towns, 'goldsboro', ['goldsboro', 'clayton']);
    expect(result).toHaveLength(4);
    expect(result.every((t) => t.county === 'Wayne' && t.slug !== 'goldsboro')).toBe(true);
    expect(result[0]!.slug).toBe('pikeville');
  });

  it('gives La Grange (alone in Lenoir County) its nearest neighbours', () => {
    const result = nearbyTowns(towns, 'la-grange', ['goldsboro', 'clayton']).map((t) => t.slug);
    expect(result).toHaveLength(4);
    expect(result).toContain('goldsboro');
    expect(result).not.toContain('la-grange');
  });

  it('relates an unknown town (or none) to the fallback list', () => {
    expect(nearbyTowns(towns, 'nowhere', ['goldsboro', 'clayton']).map((t) => t.slug)).toEqual(['goldsboro', 'clayton']);
    expect(nearbyTowns(towns, undefined, ['goldsboro', 'clayton']).map((t) => t.slug)).toEqual(['goldsboro', 'clayton']);
  });
});

describe('areaLabel', () => {
  const site = siteJson as unknown as SiteFile;
  it('is "City, NC" for a town and the service area otherwise', () => {
    expect(areaLabel(site, { name: 'Mount Olive', state: 'NC' } as TownFile)).toBe('Mount Olive, NC');
    expect(areaLabel(site)).toBe('Wayne & Johnston County, NC');
  });
});

describe('instantiate', () => {
  it('fills {town.…} facts everywhere in a template and leaves other facts for later', () => {
    const template = {
      template: 'town',
      path: '/{town.slug}/services',
      meta: { title: '{town.services.title}', description: 'Lawn care in {town.name}' },
      sections: [{ type: 'ctaBand', heading: 'Call {business.phone} in {town.name}', action: { label: 'Quote in {town.name}', href: '/contact' } }],
    } as unknown as TemplateFile;
    const selma = { slug: 'selma', name: 'Selma', services: { title: 'Selma services' } } as unknown as TownFile;
    const page = instantiate(template, selma);
    expect(page.path).toBe('/selma/services');
    expect(page.meta.title).toBe('Selma services');
    expect(JSON.stringify(page.sections)).toContain('Call {business.phone} in Selma');
    expect(JSON.stringify(page)).not.toContain('{town.');
    expect('template' in page).toBe(false);
  });

  it('splices a town\'s own list in where a list item names it whole, such as {town.landing.keywords}', () => {
    const template = {
      template: 'town',
      path: '/{town.slug}',
      meta: { title: '{town.landing.title}', description: 'x', keywords: ['{town.landing.keywords}', 'lawn care {town.name}'] },
      sections: [],
    } as unknown as TemplateFile;
    const selma = { slug: 'selma', name: 'Selma', landing: { title: 'Selma', keywords: ['lawn care Selma NC', 'Selma sod'] } } as unknown as TownFile;
    expect(instantiate(template, selma).meta.keywords).toEqual(['lawn care Selma NC', 'Selma sod', 'lawn care Selma']);
  });
});
