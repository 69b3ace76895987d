import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONGEST_SUGGESTED, closest, didYouMean, editDistance } from './suggest.ts';

describe('did you mean', () => {
  it('counts edits, a swapped pair of letters as one', () => {
    expect(editDistance('ctaBnad', 'ctaBand')).toBe(1);
    expect(editDistance('claytn', 'clayton')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests only a close match, ignoring case', () => {
    expect(closest('Heading', ['heading', 'subheading'])).toBe('heading');
    expect(closest('/testimonals', ['/', '/testimonials', '/contact'])).toBe('/testimonials');
    expect(closest('xyz', ['hero', 'ctaBand'])).toBeUndefined();
    expect(closest('goldsboro', ['goldsboro'])).toBeUndefined();
    expect(didYouMean('wayne', ['Wayne', 'Johnston', 'Lenoir'])).toBe('Did you mean "Wayne"?');
  });
});

describe('did you mean, bounded (#26: a 30,000-letter slug filled the validator\'s memory)', () => {
  it('stops counting past the limit: the answer is then limit + 1', () => {
    expect(editDistance('a'.repeat(10), 'b'.repeat(10), 2)).toBe(3);
    expect(editDistance('claytn', 'clayton', 4)).toBe(1);
  });

  it('does not compare words whose lengths differ by more than the limit', () => {
    // The old table had a row per letter of the 1,900,000-letter word.
    expect(editDistance('k'.repeat(1_900_000), 'name', 4)).toBe(5);
  });

  it('keeps a few rows, not the whole table: two 50,000-letter words stop after a few rows', () => {
    // The old code built 50,001 rows of 50,001 cells (20 GB) before counting anything.
    expect(editDistance('a'.repeat(50_000), 'b'.repeat(50_000), 4)).toBe(5);
  });

  it('with a limit, agrees with the full count wherever the full count is within it', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 9 }), fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 9 }), fc.integer({ min: 0, max: 5 }), (a, b, limit) => {
        expect(editDistance(a, b, limit)).toBe(Math.min(editDistance(a, b), limit + 1));
      }),
    );
  });

  it(`offers nothing for a value longer than ${LONGEST_SUGGESTED} characters, without looking at a candidate`, () => {
    let looked = 0;
    const candidates = {
      *[Symbol.iterator]() {
        looked++;
        yield 'b';
      },
    };
    expect(closest('a'.repeat(30_000), candidates)).toBeUndefined();
    expect(closest('x'.repeat(LONGEST_SUGGESTED + 1), candidates)).toBeUndefined();
    expect(looked).toBe(0);
    expect(closest('x'.repeat(LONGEST_SUGGESTED), ['x'.repeat(LONGEST_SUGGESTED - 1)])).toBe('x'.repeat(LONGEST_SUGGESTED - 1));
  });

  it('still suggests the close one among candidates of every length', () => {
    expect(closest('goldsbor', ['g', 'goldsboro', 'c'.repeat(30_000)])).toBe('goldsboro');
  });
});
