import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InterpretedValidator } from './interpreted-validator';
import { schemaForKind } from './schema-for-kind';

const file = (path: string) => JSON.parse(readFileSync(new URL(`../../site/${path}`, import.meta.url), 'utf8'));

describe('InterpretedValidator', () => {
  it('accepts the shipped files of each kind', () => {
    for (const [kind, path] of [['townFile', 'towns/selma.json'], ['pageFile', 'pages/home.json'], ['siteFile', 'site.json'], ['reviewsFile', 'collections/reviews.json']] as const) {
      const schema = schemaForKind(kind);
      expect(new InterpretedValidator(schema).validateFormData(file(path), schema).errors, path).toEqual([]);
    }
  });

  it('puts a broken field\'s error on that field', () => {
    const schema = schemaForKind('townFile');
    const town = file('towns/selma.json');
    const { errors, errorSchema } = new InterpretedValidator(schema).validateFormData({ ...town, landing: { ...town.landing, heading: '' } }, schema);
    expect(errors.map((e) => e.property)).toEqual(['.landing.heading']);
    expect((errorSchema as { landing: { heading: { __errors: string[] } } }).landing.heading.__errors).toHaveLength(1);
  });

  it('tells which branch of a choice the data is, as the form needs to show the right fields', () => {
    const root = schemaForKind('pageFile') as { $defs: Record<string, object> };
    const validator = new InterpretedValidator(root);
    const hero = root.$defs.heroSection!;
    const cta = root.$defs.ctaBandSection!;
    const section = file('pages/home.json').sections[0];
    expect(section.type).toBe('hero');
    expect(validator.isValid(hero, section)).toBe(true);
    expect(validator.isValid(cta, section)).toBe(false);
  });
});

describe('opening a file in the form', () => {
  it('changes nothing in any shipped file (no empty objects or list items added)', async () => {
    const { getDefaultFormState } = await import('@rjsf/utils');
    const { defaultsBehavior } = await import('./schema-for-kind');
    const { readdirSync } = await import('node:fs');
    const { fileKind } = await import('../content/validate/file-kinds');
    const dirs = ['pages', 'towns', 'collections', 'forms', 'templates'];
    const paths = ['site.json', ...dirs.flatMap((dir) => readdirSync(new URL(`../../site/${dir}`, import.meta.url)).map((name) => `${dir}/${name}`))];
    // One schema and checker per kind, as the studio makes them (building one is the slow part).
    const byKind = new Map<string, { schema: ReturnType<typeof schemaForKind>; validator: InterpretedValidator }>();
    for (const path of paths) {
      const kind = fileKind(path)!;
      if (!byKind.has(kind)) byKind.set(kind, { schema: schemaForKind(kind), validator: new InterpretedValidator(schemaForKind(kind)) });
      const { schema, validator } = byKind.get(kind)!;
      const data = file(path);
      expect(getDefaultFormState(validator, schema, data, schema, false, defaultsBehavior), path).toEqual(data);
    }
  });
});
