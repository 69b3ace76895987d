import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import schema from '../../site.schema.json' with { type: 'json' };
import { renderContentReference, type Schema } from './content-reference.ts';
import { projectRoot } from '../../src/testing/temp-project.ts';

/** Every place in the schema that describes a field an editor can write: properties, list items, named values, $defs. */
function fieldsWithoutHelp(node: unknown, path: string, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, i) => fieldsWithoutHelp(item, `${path}/${i}`, out));
  if (!node || typeof node !== 'object' || Array.isArray(node)) return out;
  const n = node as Record<string, unknown>;
  const check = (child: unknown, where: string) => {
    const c = child as { title?: unknown; description?: unknown } | undefined;
    if (typeof c?.title !== 'string' || !c.title.trim() || typeof c.description !== 'string' || !c.description.trim()) out.push(where);
  };
  for (const [key, child] of Object.entries((n.properties ?? {}) as Record<string, unknown>)) check(child, `${path}/properties/${key}`);
  if (n.items && typeof n.items === 'object' && !Array.isArray(n.items)) check(n.items, `${path}/items`);
  if (n.additionalProperties && typeof n.additionalProperties === 'object') check(n.additionalProperties, `${path}/additionalProperties`);
  for (const [key, child] of Object.entries(n)) fieldsWithoutHelp(child, `${path}/${key}`, out);
  return out;
}

describe('site.schema.json help text', () => {
  it('gives every property, list item and definition a title and a description', () => {
    const defs = Object.entries(schema.$defs).filter(([, def]) => !(def as { title?: string }).title || !(def as { description?: string }).description).map(([name]) => `/$defs/${name}`);
    expect([...defs, ...fieldsWithoutHelp(schema, '')]).toEqual([]);
  });

  it('finds a property without help (the check itself works)', () => {
    const broken = { properties: { a: { title: 'A', description: 'The a.' }, b: { title: 'B' } }, items: { type: 'string' } };
    expect(fieldsWithoutHelp(broken, '')).toEqual(['/properties/b', '/items']);
  });
});

describe('docs/content-reference.md', () => {
  it('is up to date with the schema (run npm run gen:docs after changing site.schema.json)', () => {
    const onDisk = readFileSync(join(projectRoot, 'docs/content-reference.md'), 'utf8');
    expect(onDisk === renderContentReference(schema as unknown as Schema), 'docs/content-reference.md is stale: run npm run gen:docs').toBe(true);
  });

  it('documents every file kind and section type with its fields', () => {
    const text = renderContentReference(schema as unknown as Schema);
    expect(text).toContain('### Town: `site/towns/*.json`');
    expect(text).toContain('| `intro` | yes | list of exactly 3 items, each: text, at least 120 characters, at most 20000 characters |');
    expect(text).toContain('### `hero`: Hero');
    expect(text).toMatch(/\| `county` \| yes \| one of `Wayne`, `Johnston`, `Lenoir` \|/);
    // every in-page link lands on an anchor that exists
    const anchors = new Set([...text.matchAll(/<a id="([^"]+)">/g)].map((m) => m[1]));
    const targets = [...text.matchAll(/\]\(#(def-[^)]+)\)/g)].map((m) => m[1]);
    expect(targets.filter((t) => !anchors.has(t))).toEqual([]);
  });
});
