import { describe, expect, it } from 'vitest';
import { validateSite } from '../disk/validate-site.ts';
import { prepareTemplate } from './template-filler.ts';
import { projectRoot } from '../../testing/temp-project.ts';
import { instantiate, townLists, townTokens } from '../town-pages.ts';
import type { TemplateFile, TownFile } from '../../generated/site-types.ts';

const { content } = validateSite({ root: projectRoot });
const towns = content!.towns;
const fill = (template: TemplateFile, town: TownFile) => prepareTemplate(template)(townTokens(town), townLists(town));

describe('prepareTemplate', () => {
  it('makes the same page as instantiate for every shipped template and town', () => {
    for (const { template } of content!.templates) {
      for (const town of towns) expect(fill(template, town)).toStrictEqual(instantiate(template, town));
    }
  });

  it('splices lists, leaves "$schema" and unknown facts alone, and fills nested texts, as instantiate does', () => {
    const template = {
      $schema: '../../site.schema.json',
      template: 'town',
      path: '/{town.slug}/x',
      meta: { title: '{town.landing.title}', description: 'Plain', keywords: ['first', '{town.landing.keywords}', 'a {town.name} b', '{town.nope}'] },
      sections: [
        { type: 'textBlock', heading: 'Static', items: [{ $schema: '{town.name}', text: 'In {town.name}, {business.phone}' }, { text: 'none' }] },
        { type: 'textBlock', heading: '{town.intro}', items: ['{town.intro}'] },
      ],
    } as unknown as TemplateFile;
    for (const town of towns.slice(0, 3)) expect(fill(template, town)).toStrictEqual(instantiate(template, town));
  });

  it('shares the blocks no town changes instead of copying them for each town', () => {
    const template = content!.templates[0]!.template;
    const [a, b] = [fill(template, towns[0]!), fill(template, towns[1]!)];
    const untouched = template.sections.findIndex((s) => !JSON.stringify(s).includes('{town.'));
    expect(untouched).toBeGreaterThanOrEqual(0);
    expect(a.sections[untouched]).toBe(b.sections[untouched]);
    expect(a.sections[untouched]).toBe(template.sections[untouched]);
  });
});
