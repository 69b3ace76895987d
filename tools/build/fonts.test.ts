import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { charactersOf, codeCharacters, latinCodePoints, pageFonts, unicodeRange, WEIGHTS } from './fonts.ts';

const root = resolve(import.meta.dirname, '../..');
const cacheDir = mkdtempSync(join(tmpdir(), 'fonts-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** The code points a `unicode-range` value names. */
function pointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.replace('U+', '').split('-');
    for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point++) points.add(point);
  }
  return points;
}

describe('unicodeRange', () => {
  it('joins runs of code points and writes single ones alone', () => {
    expect(unicodeRange([0x41, 0x20, 0x7e, ...Array.from({ length: 0x5d }, (_, i) => 0x21 + i), 0xe9, 0xa0])).toBe('U+20-7E,U+A0,U+E9');
  });
});

describe('charactersOf', () => {
  it('reads every string of the content, however deep and in both cases, beside printable ASCII', () => {
    const points = charactersOf({ towns: [{ name: 'Peñasco', blurb: ['Café “Verde”'] }], count: 3 });
    for (const char of 'ñÑéÉ“”aZ~ ') expect(points.has(char.codePointAt(0)!)).toBe(true);
    expect(points.has('ü'.codePointAt(0)!)).toBe(false);
  });
});

describe('codeCharacters', () => {
  it('finds what the page code draws itself, such as the breadcrumb separator', () => {
    expect(codeCharacters(root)).toContain('›');
  });
});

describe('pageFonts', () => {
  it('cuts each weight to the content’s characters and leaves every other Latin character to the whole file', async () => {
    const fonts = await pageFonts(root, { town: 'Café Verde' }, cacheDir);
    const faces = [...fonts.css.matchAll(/font-weight:(\d+);src:url\(\/assets\/([^)]+)\) format\('woff2'\);unicode-range:([^;]+);/g)];
    expect(faces).toHaveLength(WEIGHTS.length * 2);
    const latin = latinCodePoints();
    for (const weight of WEIGHTS) {
      const [whole, cut] = faces.filter((face) => face[1] === String(weight));
      expect(whole![2]).toMatch(new RegExp(`^inter-latin-${weight}-`));
      expect(cut![2]).toMatch(new RegExp(`^inter-subset-${weight}-`));
      // The cut-down face is declared last and the ranges do not overlap: the whole file is fetched
      // only for a character the cut-down one lacks, and together they cover Latin as before.
      const cutPoints = pointsOf(cut![3]!);
      const wholePoints = pointsOf(whole![3]!);
      expect([...cutPoints].filter((point) => wholePoints.has(point))).toEqual([]);
      expect(new Set([...cutPoints, ...wholePoints])).toEqual(latin);
      expect(cutPoints.has('é'.codePointAt(0)!)).toBe(true);
      expect(cutPoints.has('\n'.codePointAt(0)!)).toBe(true);
      expect(wholePoints.has('ñ'.codePointAt(0)!)).toBe(true);
    }
    expect(fonts.preload).toEqual(fonts.files.filter((file) => file.name.startsWith('inter-subset-')).map((file) => file.name));
    for (const file of fonts.files.filter((f) => f.name.startsWith('inter-subset-'))) {
      // Well within the first round trip of a new connection (about 14.6 kB with its headers).
      expect(file.source.length).toBeLessThan(12_000);
      expect(file.source.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('reuses the cut-down files when no new character came, and cuts new ones when one did', async () => {
    const first = await pageFonts(root, { town: 'Café Verde' }, cacheDir);
    const cached = readdirSync(cacheDir).length;
    const again = await pageFonts(root, { town: 'Verde Café' }, cacheDir);
    expect(again.preload).toEqual(first.preload);
    expect(readdirSync(cacheDir)).toHaveLength(cached);
    const other = await pageFonts(root, { town: 'Peñasco' }, cacheDir);
    expect(other.preload).not.toEqual(first.preload);
  });
});
