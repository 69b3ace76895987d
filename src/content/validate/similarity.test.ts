import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateSite } from '../disk/validate-site.ts';
import { compareTowns, containment, jaccard, localText, phrases, words, PARAGRAPH_REUSE_THRESHOLD, TOWN_SIMILARITY_THRESHOLD, type TownSimilarity } from './similarity.ts';
import { projectRoot, removeTempProjects, tempProject } from '../../testing/temp-project.ts';
import type { TownFile } from '../../generated/site-types.ts';
import { benchTown, generateTowns } from '../../testing/generate-towns.ts';

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

describe('town similarity guard among 1,000 towns', () => {
  // The bench's generated towns: honest-looking pages that share few phrases, as real ones do.
  const many = Array.from({ length: 1000 }, (_, i) => benchTown(i + 1) as TownFile);
  const source = many[500]!;
  const swapName = (text: string) => text.replaceAll(source.name, 'Kinston');
  const kinston = (intro: string[]): TownFile => ({ ...benchTown(1001), slug: 'kinston', name: 'Kinston', county: 'Lenoir', intro } as TownFile);

  it('catches a town whose intro copies another\'s with the name swapped, and nothing else', () => {
    const dir = tempProject();
    generateTowns(join(dir, 'site/towns'), 1000);
    writeFileSync(join(dir, 'site/towns/kinston.json'), JSON.stringify(kinston(source.intro.map(swapName)), null, 2));
    const { problems } = validateSite({ root: dir });
    expect(problems.map((p) => [p.file, p.severity, p.pointer])).toEqual([
      ['site/towns/bench-town-0501.json', 'warning', '/intro'],
      ['site/towns/kinston.json', 'warning', '/intro'],
    ]);
    expect(problems[1]!.message).toMatch(/^this town's local text is \d+% the same as site\/towns\/bench-town-0501.json/);
  }, 60_000);

  it('finds a pasted paragraph in a town that is otherwise its own', () => {
    const towns = [...many, kinston([source.intro[0]!, ...benchTown(1002).intro.slice(1)].map(swapName))];
    const flagged = compareTowns(towns).filter((p) => p.score >= TOWN_SIMILARITY_THRESHOLD || p.paragraphs.length > 0);
    expect(flagged.map((p) => [p.a, p.b, p.paragraphs.map(([x, y]) => [x, y])])).toEqual([['bench-town-0501', 'kinston', [[0, 0]]]]);
  });

  it('gives exactly what comparing every pair gives, leaving out only pairs that share no phrase', () => {
    // Honest towns, and towns stitched from each other's paragraphs: copies, partial copies, reuse.
    const stitched = Array.from({ length: 60 }, (_, i) => {
      const [a, b, c] = [benchTown(1 + (i % 7)), benchTown(200 + i), benchTown(1 + (i % 5))];
      return { ...b, intro: [a.intro[0]!, b.intro[1]!, i % 3 ? c.intro[2]! : a.intro[2]!] } as TownFile;
    });
    const towns = [...many.slice(0, 100), ...stitched];
    const everyPair = allPairs(towns);
    // Both kinds of warning occur.
    expect(everyPair.filter((p) => p.paragraphs.length > 0).length).toBeGreaterThan(100);
    expect(everyPair.filter((p) => p.score >= TOWN_SIMILARITY_THRESHOLD).length).toBeGreaterThan(20);
    expect(compareTowns(towns)).toEqual(everyPair.filter((p) => p.score > 0));
  }, 60_000);
});

/** The guard's definition, pair by pair, as it was computed before the phrase index. */
function allPairs(towns: TownFile[]): TownSimilarity[] {
  const prepared = towns.map((town) => ({
    slug: town.slug,
    all: phrases(localText(town).flatMap((t) => words(t, town))),
    intro: town.intro.map((p) => phrases(words(p, town))),
  }));
  const pairs: TownSimilarity[] = [];
  prepared.forEach((a, i) => {
    for (const b of prepared.slice(i + 1)) {
      const paragraphs: [number, number, number][] = [];
      a.intro.forEach((pa, x) => b.intro.forEach((pb, y) => {
        const c = containment(pa, pb);
        if (c >= PARAGRAPH_REUSE_THRESHOLD) paragraphs.push([x, y, c]);
      }));
      pairs.push({ a: a.slug, b: b.slug, score: jaccard(a.all, b.all), paragraphs });
    }
  });
  return pairs.sort((x, y) => y.score - x.score);
}
