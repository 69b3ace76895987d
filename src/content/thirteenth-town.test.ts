import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempProjects, tempProject } from '../testing/temp-project.ts';
import { validateSite } from './disk/validate-site.ts';
import { siteData } from './site-data.ts';
import { deriveRoutes } from './routes.ts';
import { nearbyTowns } from './town-pages.ts';

afterEach(removeTempProjects);

// Content only: a new town is one file, and it appears everywhere with no code change.
const fremont = {
  $schema: '../../site.schema.json',
  slug: 'fremont',
  name: 'Fremont',
  county: 'Wayne',
  state: 'NC',
  geo: { lat: 35.5435, lng: -77.9742 },
  menu: { show: true, order: 10, isNew: true },
  image: { src: '/images/towns/pikeville.jpg', alt: 'A red barn beside a freshly cut hay field north of Goldsboro', width: 1200, height: 630 },
  landing: {
    title: 'Lawn Care & Landscaping in Fremont, NC',
    description: 'Mowing, shrub care, sod and seasonal cleanups for Fremont homes and farms, from the family crew that has served northern Wayne County since 2011.',
    keywords: ['lawn care Fremont NC', 'landscaping Fremont', 'mowing northern Wayne County'],
    heading: 'Big Yards, Small-Town Care in Fremont',
    subheading: 'Wide lots and farm-edge lawns are our everyday work up here.',
  },
  services: {
    title: 'Lawn & Landscaping Services in Fremont, NC',
    description: 'See every lawn and landscaping service we bring to Fremont: weekly mowing, weed control, shrub pruning, sod and storm cleanup, with free quotes.',
    keywords: ['Fremont lawn services', 'Fremont landscaping', 'yard cleanup Fremont NC'],
    heading: 'Lawn and Landscaping Services for Fremont',
    subheading: 'Everything a Fremont yard needs, season by season.',
  },
  intro: [
    'Fremont sits at the very top of Wayne County, where lawns run right up to soybean rows and the nearest neighbor may be a quarter mile off. Big lots mean long mowing days, and we plan our Fremont route so one crew can handle the wide open acreage without rushing the trim work.',
    'The soil here is sandy and drains fast, so centipede and Bermuda stay green only with smart watering and a fertilizer plan built from a real soil test. We pull samples for every new Fremont customer and send them to the state lab before we spread anything.',
    'After summer thunderstorms roll across the open fields, limbs and pine cones pile up fast. Our Fremont customers get priority storm cleanup, and we haul the debris away instead of leaving it at the road for weeks.',
  ],
};

describe('a thirteenth town, added as one file', () => {
  it('validates, gets both pages, joins the menu and the nearby areas of Wayne County towns', () => {
    const dir = tempProject();
    writeFileSync(join(dir, 'site/towns/fremont.json'), JSON.stringify(fremont, null, 2));
    const result = validateSite({ root: dir });
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const content = result.content!;
    const routes = deriveRoutes(content);
    const paths = routes.map((r) => r.path);
    expect(paths).toContain('/fremont');
    expect(paths).toContain('/fremont/services');

    const { core, bundles } = siteData({ content: result.content!, references: result.references, townPages: result.townPages }, { env: {}, today: '2026-11-26' });
    const bundle = bundles.get(routes.find((r) => r.path === '/fremont')!.id)!;
    expect(JSON.stringify(bundle.page)).toContain('Lawn Care & Landscaping in Fremont, NC');
    expect(bundle.town?.slug).toBe('fremont');

    expect(core.serviceAreas.at(-1)).toEqual({ title: 'Fremont', href: '/fremont', isNew: true });
    const nearPikeville = nearbyTowns(core.towns, 'pikeville', ['goldsboro', 'clayton']).map((t) => t.slug);
    expect(nearPikeville).toContain('fremont');
    expect(nearbyTowns(core.towns, 'smithfield', ['goldsboro', 'clayton']).map((t) => t.slug)).not.toContain('fremont');
  });

  it('leaves the shipped site untouched', () => {
    expect(() => readFileSync(join(import.meta.dirname, '../../site/towns/fremont.json'))).toThrow();
  });
});
