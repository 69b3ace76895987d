import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateSite } from './validate-site.ts';
import { compareTowns, jaccard, phrases, words, TOWN_SIMILARITY_THRESHOLD } from './similarity.ts';
import { projectRoot, removeTempProjects, tempProject } from './temp-project.ts';
import type { TownFile } from '../../src/generated/site-types.ts';

afterEach(removeTempProjects);

describe('town similarity guard', () => {
  it('passes the shipped towns, far below the threshold', () => {
    const { content, problems } = validateSite({ root: projectRoot });
    const towns = content!.towns;
    expect(towns.length).toBeGreaterThanOrEqual(12);
    const pairs = compareTowns(towns);
    // The most alike pair of honest town pages shares well under 5% of its five-word phrases.
    expect(pairs[0]!.score).toBeLessThan(TOWN_SIMILARITY_THRESHOLD / 4);
    expect(pairs.flatMap((p) => p.paragraphs)).toEqual([]);
    expect(problems.filter((p) => p.file.startsWith('site/towns/'))).toEqual([]);
  });

  it('flags a town copied from another with the name swapped, on both files', () => {
    const dir = tempProject();
    const goldsboro = readFileSync(join(dir, 'site/towns/goldsboro.json'), 'utf8');
    const copy = goldsboro.replaceAll('Goldsboro', 'Kinston').replaceAll('goldsboro', 'kinston').replace('"Wayne"', '"Lenoir"').replace('/images/towns/kinston.jpg', '/images/towns/goldsboro.jpg');
    writeFileSync(join(dir, 'site/towns/kinston.json'), copy);
    const { problems } = validateSite({ root: dir });
    const flagged = problems.filter((p) => p.message.includes('local text is'));
    expect(flagged.map((p) => [p.file, p.severity, p.pointer])).toEqual([
      ['site/towns/goldsboro.json', 'warning', '/intro'],
      ['site/towns/kinston.json', 'warning', '/intro'],
    ]);
    expect(flagged[1]!.message).toMatch(/^this town's local text is (9\d|100)% the same as site\/towns\/goldsboro.json/);
    // A warning does not stop the build.
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('ignores the town name and county, so swapping them does not hide a copy', () => {
    const a = { name: 'Goldsboro', county: 'Wayne' } as TownFile;
    const b = { name: 'La Grange', county: 'Lenoir' } as TownFile;
    const text = 'Wayne County lawns around Goldsboro need lime in the fall, and Goldsboro yards drain fast.';
    const swapped = text.replaceAll('Goldsboro', 'La Grange').replace('Wayne', 'Lenoir');
    expect(jaccard(phrases(words(text, a)), phrases(words(swapped, b)))).toBe(1);
  });
});
