import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import schema from '../../../site.schema.json' with { type: 'json' };
import { checkAgainstSchema } from './schema-check.ts';
import { appendErrorsInPlace } from './site-ajv.ts';

// Hostile values against the schema itself (#26): no value may make a pattern or keyword take
// longer than a pass or two over it.

const templatePath = new RegExp(schema.$defs.templateFile.properties.path.pattern, 'u');
/** The pattern before #26: two unbounded runs around {town.slug} backtracked over each other. */
const before = /^\/[a-z0-9/{}.-]*\{town\.slug\}[a-z0-9/{}.-]*$/u;

describe('the schema under hostile values', () => {
  it('a town page layout\'s address pattern accepts and refuses what it did before', () => {
    const pieces = fc.constantFrom('/', 'a', '9', '-', '.', '{', '}', '{town.slug}', '{town.name}', '{town.slug', '!', ' ');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')), (rest) => {
        for (const value of [rest, `/${rest}`]) expect(templatePath.test(value), value).toBe(before.test(value));
      }),
      { numRuns: 2000 },
    );
    expect(templatePath.test('/{town.slug}/services')).toBe(true);
    expect(templatePath.test('/lawn-care/{town.slug}')).toBe(true);
    expect(templatePath.test('/{town.name}/services')).toBe(false);
  });

  it('refuses a 1.3 MB town page layout address in one pass (the old pattern took about two minutes)', () => {
    const path = `/${'{town.slug}'.repeat(120_000)}!`;
    const { errors } = checkAgainstSchema('templateFile', { path, meta: { title: 'x', description: 'x' }, sections: [] });
    // ajv checks every keyword of a value (allErrors), so the pattern runs even where the value is too long.
    expect(errors.filter((e) => e.instancePath === '/path').map((e) => e.keyword)).toContain('pattern');
  });

  it('every list that must not repeat says its entries\' type, so ajv looks repeats up instead of comparing every pair', () => {
    const lists: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as { uniqueItems?: boolean; items?: { type?: unknown } };
      // ajv's uniqueItems keeps a table of the entries seen only when the items' own "type" is a scalar.
      if (n.uniqueItems && !['string', 'number', 'integer', 'boolean'].includes(String(n.items?.type))) lists.push(at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(schema, '#');
    expect(lists).toEqual([]);
  });

  it('finds no repeat among 300,000 different entries of a list in one pass (comparing every pair took minutes)', () => {
    const services = Array.from({ length: 300_000 }, (_, i) => `service-${i}`);
    const { errors } = checkAgainstSchema('serviceGridSection', { type: 'serviceGrid', heading: 'Services', services });
    expect(errors.filter((e) => e.keyword === 'uniqueItems')).toEqual([]);
    const repeated = checkAgainstSchema('serviceGridSection', { type: 'serviceGrid', heading: 'Services', services: [...services, 'service-7'] });
    expect(repeated.errors.filter((e) => e.keyword === 'uniqueItems')).toHaveLength(1);
  });

  it('gathers the errors of 200,000 list entries in one pass (copying the errors so far at each entry took minutes)', () => {
    const reviews = Array.from({ length: 200_000 }, (_, i) => ({ id: `r${i}`, nme: 'A', rating: 5, date: '2026-01-01', text: 'Good.' }));
    // Each entry: "nme" is unknown and "name" is missing.
    expect(checkAgainstSchema('reviewsFile', { reviews }).errors).toHaveLength(400_000);
  });

  it('the studio\'s validators, written out as code, append errors in place too', () => {
    const written = readFileSync(resolve(import.meta.dirname, '../../generated/site-validators.ts'), 'utf8');
    expect(written).toContain('vErrors.push(called)');
    expect(written).not.toContain('vErrors.concat(');
  });

  it('every text has a length limit', () => {
    const unlimited: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as { type?: unknown; enum?: unknown; const?: unknown; maxLength?: number };
      const text = n.type === 'string' || (Array.isArray(n.type) && n.type.includes('string'));
      if (text && n.enum === undefined && n.const === undefined && n.maxLength === undefined) unlimited.push(at);
      for (const [key, value] of Object.entries(node)) if (key !== 'enum') walk(value, `${at}/${key}`);
    };
    walk(schema, '#');
    expect(unlimited).toEqual([]);
  });

  it('refuses a 1.9 MB town name and a 30,000-letter slug by their length', () => {
    const town = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../site/towns/selma.json'), 'utf8'));
    const { errors } = checkAgainstSchema('townFile', { ...town, name: 'x'.repeat(1_900_000), slug: 'a'.repeat(30_000) });
    expect(errors.filter((e) => e.keyword === 'maxLength').map((e) => e.instancePath).sort()).toEqual(['/name', '/slug']);
  });
});

describe('appendErrorsInPlace', () => {
  it('fails loudly when ajv gathers errors in a way it does not know, rather than letting the copying come back unseen', () => {
    expect(() => appendErrorsInPlace('vErrors = vErrors.concat(other, more);')).toThrow(/vErrors\.concat left/);
    expect(appendErrorsInPlace('vErrors = vErrors === null ? e1 : vErrors.concat(e1);')).not.toContain('concat');
  });
});
