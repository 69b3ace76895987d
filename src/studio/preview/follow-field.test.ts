import { describe, expect, it } from 'vitest';
import { probeOf } from './follow-field';

// Where the words are found on the page is tried in a real browser (tests/e2e/studio-preview.spec.ts):
// the unit tests have no document. What is looked for is plain text handling.
describe('probeOf', () => {
  it('looks for the first words of a field, its spacing made single spaces', () => {
    expect(probeOf('  Smithfield sits where\n the Neuse River meets I-95, and it has the feel of a county seat')).toBe(
      'Smithfield sits where the Neuse River meets I-95,',
    );
  });

  it('looks for nothing in a box too empty to place (a letter or two is on every page)', () => {
    expect(probeOf('')).toBeUndefined();
    expect(probeOf(' a ')).toBeUndefined();
    expect(probeOf('Yes')).toBe('Yes');
  });
});
