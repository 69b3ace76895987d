import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateSite } from './validate-site.ts';
import { compareTowns, jaccard, localText, phrases, words, TOWN_SIMILARITY_THRESHOLD } from './similarity.ts';
import { projectRoot, removeTempProjects, tempProject } from './temp-project.ts';
import type { TownFile } from '../../src/generated/site-types.ts';
import { benchTown, generateTowns } from '../bench/generate-towns.ts';

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

  it('finds the same pairs as comparing every pair would', () => {
    const towns = [...many, kinston([source.intro[0]!, ...benchTown(1002).intro.slice(1)].map(swapName))];
    const pairs = compareTowns(towns);
    // The one pasted paragraph, in a text that is otherwise the town's own.
    const flagged = pairs.filter((p) => p.score >= TOWN_SIMILARITY_THRESHOLD || p.paragraphs.length > 0);
    expect(flagged.map((p) => [p.a, p.b, p.paragraphs.map(([x, y]) => [x, y])])).toEqual([['bench-town-0501', 'kinston', [[0, 0]]]]);
    // Against the all-pairs definition, on a slice small enough to compare every pair.
    const some = towns.slice(0, 150);
    const sets = some.map((town) => phrases(localText(town).flatMap((t) => words(t, town))));
    const allPairs = new Map<string, number>();
    sets.forEach((a, i) => sets.slice(i + 1).forEach((b, k) => {
      const score = jaccard(a, b);
      if (score > 0) allPairs.set(`${some[i]!.slug} ${some[i + 1 + k]!.slug}`, score);
    }));
    expect(allPairs.size).toBeGreaterThan(0);
    expect(new Map(compareTowns(some).map((p) => [`${p.a} ${p.b}`, p.score]))).toEqual(allPairs);
  }, 60_000);
});
