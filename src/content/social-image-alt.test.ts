import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageFile } from '../generated/site-types';

const pagesDir = resolve(import.meta.dirname, '../../site/pages');
const pages = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, page: JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as PageFile }));

// The alt text of a sharing card describes the picture itself, so one picture has one description;
// page-specific words (a French drain, rolls of sod) once described pictures the pages did not have.
describe('social images', () => {
  it('are described alike on every page that shares one', () => {
    const altsBySrc = new Map<string, Set<string>>();
    for (const { page } of pages) {
      if (!page.meta.image) continue;
      const alts = altsBySrc.get(page.meta.image) ?? new Set<string>();
      alts.add(page.meta.imageAlt ?? '');
      altsBySrc.set(page.meta.image, alts);
    }
    expect(altsBySrc.size).toBeGreaterThan(0);
    for (const [src, alts] of altsBySrc) expect([...alts], src).toHaveLength(1);
  });
});
