import { describe, expect, it } from 'vitest';
import { renderTimeTokens } from '../tokens.ts';
import { checkTokens } from './check-references.ts';
import type { LoadedFile } from './read-content.ts';

// The facts a text may name: the site's, the few a visitor's page fills as it renders, and in the
// studio's own words (the dashboard section's `studio`) the studio's particulars.

const known = new Set(['business.phone', 'business.name', ...renderTimeTokens]);
const unknownFacts = (data: unknown) => {
  const found: string[] = [];
  const file = { file: 'site/pages/test.json', siteRelative: 'pages/test.json', kind: 'pageFile', text: '', data } as unknown as LoadedFile;
  checkTokens(file, known, (_file, pointer) => found.push(pointer));
  return found;
};

describe('facts named in a text', () => {
  it('a visitor\'s text naming the studio\'s particulars is told, so "{phone}" never reaches a page', () => {
    expect(unknownFacts({ sections: [{ type: 'richText', body: 'Call {phone} today, {business.name}.' }] })).toEqual(['/sections/0/body']);
  });

  it('the studio\'s own words may name them', () => {
    expect(unknownFacts({ sections: [{ type: 'adminDashboard', studio: { siteWords: { writtenPhone: 'The number {phone} is written out: use the phone fact.' } } }] })).toEqual([]);
  });

  it('but only inside a section\'s studio words', () => {
    expect(unknownFacts({ sections: [{ type: 'adminDashboard', heading: 'Hello {phone}' }], studio: 'Call {phone}' })).toEqual(['/sections/0/heading', '/studio']);
  });
});
