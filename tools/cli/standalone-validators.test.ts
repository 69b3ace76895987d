import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cases from '../../tests/fixtures/validator/cases.json' with { type: 'json' };
import { validators } from '../../src/generated/site-validators.ts';
import { fileKind } from '../../src/content/validate/file-kinds.ts';
import { checkAgainstSchema } from '../../src/content/disk/schema-check.ts';
import { schemaChecker } from '../../src/content/validate/schema-facts.ts';

// The studio checks drafts with the schema compiled to code; the command line compiles it at run
// time. Both must say exactly the same about the same file: the same errors, the same references.
const compiledToCode = schemaChecker((def) => validators[def]!);
const root = join(import.meta.dirname, '../..');
const siteFiles = (dir: string, prefix = ''): string[] =>
  readdirSync(join(root, 'site', dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? siteFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );

const comparable = (result: ReturnType<typeof checkAgainstSchema>) => ({
  errors: result.errors.map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message })),
  references: result.references,
});

describe('the validators compiled to code (src/generated/site-validators.ts)', () => {
  it.each(siteFiles(''))('agree with the run-time validator on site/%s', (path) => {
    const kind = fileKind(path)!;
    const data = JSON.parse(readFileSync(join(root, 'site', path), 'utf8'));
    expect(comparable(compiledToCode(kind, data))).toEqual(comparable(checkAgainstSchema(kind, data)));
  });

  // Each fixture's broken file, where it is still JSON of a known kind (a syntax mistake never reaches the schema).
  const broken = cases.flatMap((c) => {
    const kind = fileKind(c.file.replace(/^site\//, ''));
    try {
      return kind ? [{ description: c.description, kind, data: JSON.parse(readFileSync(join(root, c.file), 'utf8').replace(c.find, c.replace)) as unknown }] : [];
    } catch {
      return [];
    }
  });
  it.each(broken)('agree on a broken file: $description', ({ kind, data }) => {
    const runtime = checkAgainstSchema(kind, data);
    expect(comparable(compiledToCode(kind, data))).toEqual(comparable(runtime));
  });

  it('are compared on broken files too, errors included', () => {
    expect(broken.length).toBeGreaterThan(5);
    expect(broken.some(({ kind, data }) => checkAgainstSchema(kind, data).errors.length > 0)).toBe(true);
  });

  it('record the references a file holds, with their places', () => {
    const benson = JSON.parse(readFileSync(join(root, 'site/towns/benson.json'), 'utf8'));
    const { references } = compiledToCode('townFile', benson);
    expect(references).toContainEqual({ kind: 'image', value: benson.image.src, pointer: '/image/src' });
  });
});
