import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from './suggest.ts';

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
