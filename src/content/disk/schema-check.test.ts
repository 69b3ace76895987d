import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAgainstSchema } from './schema-check.ts';

// Hostile values against the schema itself (#26): no value may make a pattern or keyword take
// longer than a pass or two over it.

describe('the schema under hostile values', () => {
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
});
