import { describe, expect, it } from 'vitest';
import { validateSite } from './disk/validate-site.ts';
import { projectRoot } from '../testing/temp-project.ts';
import { siteData } from './site-data.ts';

const today = '2026-11-26';
const result = validateSite({ root: projectRoot, today });
const content = result.content!;

describe('the site data, made one way for every consumer', () => {
  it('reuses the town pages the validator made, and they equal pages made from the filled templates, whatever the day', () => {
    expect(result.townPages!.size).toBeGreaterThanOrEqual(24);
    // A day after every event: a town's dated facts never reach its pages through a template.
    for (const day of [today, '2099-01-01']) {
      const reused = siteData({ content, references: result.references, townPages: result.townPages }, { env: {}, today: day });
      const made = siteData({ content, references: result.references }, { env: {}, today: day });
      expect([...reused.bundles.keys()]).toEqual([...made.bundles.keys()]);
      for (const [id, bundle] of reused.bundles) expect(bundle, `${id} on ${day}`).toStrictEqual(made.bundles.get(id));
    }
  });

  it('fills every fact token once, for the whole site: no bundle or core keeps one', () => {
    const { core, bundles } = siteData({ content, references: result.references, townPages: result.townPages }, { env: {}, today });
    const text = JSON.stringify([core, ...bundles.values()]);
    expect(text).not.toMatch(/\{(business|rating|town)\.[a-zA-Z.]+\}/);
    expect(text).toContain(content.site.business.phone);
  });

  it('makes only the pages asked for, with every entry when no references are given (the preview)', () => {
    const { core, bundles } = siteData({ content }, { env: {}, today, only: (route) => route.paths.includes('/goldsboro') });
    expect([...bundles.keys()]).toEqual(['goldsboro']);
    const bundle = bundles.get('goldsboro')!;
    expect(Object.keys(bundle.collections.testimonials ?? {})).toHaveLength(content.collections.testimonials.length);
    expect(core.routes.length).toBeGreaterThan(40);
  });

  it('gives a town\'s pages the testimonials and reviews that name the town, and no other page those it does not refer to', () => {
    const { bundles } = siteData({ content, references: result.references, townPages: result.townPages }, { env: {}, today });
    const ids = (id: string, name: 'testimonials' | 'reviews') => Object.keys(bundles.get(id)!.collections[name] ?? {});
    expect(ids('princeton', 'reviews')).toEqual(['kevin-aycock']);
    expect(ids('goldsboro', 'reviews')).toEqual(['tasha-boykin']);
    expect(ids('home', 'reviews')).toEqual([]);
    expect(ids('benson', 'reviews')).toEqual([]);
  });
});

