import { describe, expect, it } from 'vitest';
import schema from '../../site.schema.json' with { type: 'json' };
import { sectionLoaders } from './registry';

const defs = schema.$defs as Record<string, { properties?: { type?: { const?: string } } }>;
const schemaTypes = (schema.$defs.section.oneOf as { $ref: string }[]).map((ref) => defs[ref.$ref.replace('#/$defs/', '')]?.properties?.type?.const);

describe('section registry', () => {
  it('has a component for every section type in the schema, and no other', () => {
    expect(Object.keys(sectionLoaders).sort()).toEqual([...schemaTypes].sort());
  });

  it('loads every registered component', async () => {
    for (const [type, load] of Object.entries(sectionLoaders)) {
      const mod = await load();
      expect(typeof mod.default, type).toBe('function');
    }
  });
});
