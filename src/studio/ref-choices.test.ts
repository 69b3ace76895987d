import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKind } from '../content/validate/file-kinds';
import { buildRefChoices, choicesFor, takesFreeText } from './ref-choices';
import type { OpenedFile } from './content-client';

const siteDir = resolve(import.meta.dirname, '../../site');
/** The shipped site/ as GET /site gives it. */
function shippedSite(): OpenedFile[] {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  return walk(siteDir).map((full) => {
    const path = relative(siteDir, full);
    const text = readFileSync(full, 'utf8');
    return { path, kind: fileKind(path)!, version: '', text, data: JSON.parse(text) };
  });
}
const words = { pagesGroup: 'Pages', townPagesGroup: 'Town pages', factsGroup: 'Business facts', picturesGroup: 'Pictures' };
const images = [
  { path: '/images/towns/benson.jpg', width: 1200, height: 630, bytes: 100 },
  { path: '/images/logo.svg', width: null, height: null, bytes: 10 },
];

describe('buildRefChoices', () => {
  const choices = buildRefChoices(shippedSite(), images, words);

  it('offers every address of the site as a link, pages by their title and town pages by their town', () => {
    expect(choices.link).toContainEqual({ value: '/', label: 'Lawn Care in Wayne & Johnston County, NC (/)', group: 'Pages' });
    expect(choices.link).toContainEqual({ value: '/benson', label: 'Benson (/benson)', group: 'Town pages' });
    expect(choices.link.filter((choice) => choice.value === '/contact')).toHaveLength(1);
    // Pages with a parameter are offered at each address they are built for.
    expect(choices.link.some((choice) => choice.value === '/:type/portfolio')).toBe(false);
  });

  it('offers the business facts that are links as tokens', () => {
    expect(choices.link).toContainEqual({ value: '{business.phoneHref}', label: 'tel:+19195550142 ({business.phoneHref})', group: 'Business facts' });
    expect(choices.link.find((choice) => choice.value === '{business.phone}')).toBeUndefined();
  });

  it('offers towns by name, forms by heading and collection ids by what staff recognise', () => {
    expect(choices.town).toContainEqual({ value: 'wilsons-mills', label: "Wilson's Mills", group: '' });
    expect(choices.town.map((c) => c.label)).toEqual([...choices.town.map((c) => c.label)].sort((a, b) => a.localeCompare(b)));
    expect(choices.form).toContainEqual({ value: 'quote', label: 'Get Your Free Quote', group: '' });
    const services = JSON.parse(readFileSync(join(siteDir, 'collections/services.json'), 'utf8')).services;
    expect(choices.services).toContainEqual({ value: services[0].id, label: services[0].name, group: '' });
    expect(choices.faqs.length).toBeGreaterThan(0);
    expect(choices.faqs.every((choice) => choice.label.length <= 70)).toBe(true);
    expect(choices.reviews.length + choices.testimonials.length + choices.portfolio.length).toBeGreaterThan(0);
  });

  it('offers the pictures with their sizes, and only what a field\'s pattern accepts', () => {
    expect(choices.image[0]).toEqual({ value: '/images/towns/benson.jpg', label: 'benson.jpg', group: 'Pictures', width: 1200, height: 630, description: 'Wide front lawn under tall loblolly pines with pine straw beds on a quiet street in Benson, NC' });
    expect(choices.image[1]?.description).toBe('Cedar Creek Lawn & Landscape, home');
    expect(choicesFor(choices, 'image', '^(/[^\\s]+\\.(mp4|webm)|https://[^\\s]+)$')).toEqual([]);
    expect(choicesFor(choices, 'image', undefined)).toHaveLength(2);
    expect(choicesFor(undefined, 'town', undefined)).toEqual([]);
  });

  it('skips a file broken by hand instead of failing', () => {
    const site = shippedSite().map((file) => (file.path === 'towns/benson.json' ? { ...file, data: null } : file));
    expect(buildRefChoices(site, [], words).town.some((choice) => choice.value === 'benson')).toBe(false);
  });

  it('takes free text only where the schema allows values outside the site\'s lists', () => {
    expect(['link', 'image', 'town', 'services'].map((kind) => takesFreeText(kind as never))).toEqual([true, true, false, false]);
  });
});
