import { describe, expect, it } from 'vitest';
import { problemsAsErrorSchema, schemaForKind } from './schema-for-kind';

describe('schemaForKind', () => {
  it('points the form at the kind\'s part of the site schema, with every definition it may use', () => {
    const schema = schemaForKind('townFile') as { $ref: string; $defs: Record<string, { title?: string }> };
    expect(schema.$ref).toBe('#/$defs/townFile');
    expect(schema.$defs.townFile?.title).toBeTruthy();
    expect(() => schemaForKind('nothingFile')).toThrow('site.schema.json has no "nothingFile"');
  });
});

describe('problemsAsErrorSchema', () => {
  it('puts each problem on its field, escaped parts included, and whole-file problems at the top', () => {
    expect(
      problemsAsErrorSchema([
        { pointer: '/landing/heading', message: 'Too long.', hint: 'Keep it under 70 characters.' },
        { pointer: '/landing/heading', message: 'Names another town.' },
        { pointer: '/pathMeta/~1commercial~1portfolio/noindex', message: 'Still hidden.' },
        { pointer: '', message: 'Every event has passed.' },
      ]),
    ).toEqual({
      __errors: ['Every event has passed.'],
      landing: { heading: { __errors: ['Too long. Keep it under 70 characters.', 'Names another town.'] } },
      pathMeta: { '/commercial/portfolio': { noindex: { __errors: ['Still hidden.'] } } },
    });
  });
});
