import { describe, expect, it } from 'vitest';
import type { OpenedFile } from '../content-client';
import { matchesSearch, pictureDescriptions } from './picture-descriptions';

const file = (data: unknown) => ({ path: 'x.json', kind: 'page', data }) as unknown as OpenedFile;

describe('pictureDescriptions', () => {
  it('takes the alt beside a src and a share picture\'s imageAlt, first found first', () => {
    const found = pictureDescriptions([
      file({ meta: { image: '/images/og.jpg', imageAlt: 'Green lawn' }, sections: [{ image: { src: '/images/a.webp', alt: 'Edged path' } }] }),
      file({ image: { src: '/images/a.webp', alt: 'Another words' }, other: { src: '/images/b.webp', alt: '  ' } }),
    ]);
    expect(Object.fromEntries(found)).toEqual({ '/images/og.jpg': 'Green lawn', '/images/a.webp': 'Edged path' });
  });
});

describe('matchesSearch', () => {
  it('finds every word in the description or the file name, in any order', () => {
    expect(matchesSearch('lawn benson', 'Freshly mown lawn in Benson', '/images/x.webp')).toBe(true);
    expect(matchesSearch('BENSON', undefined, '/images/towns/benson.jpg')).toBe(true);
    expect(matchesSearch('lawn goldsboro', 'Freshly mown lawn in Benson', '/images/x.webp')).toBe(false);
    expect(matchesSearch('  ', 'Anything', '/images/x.webp')).toBe(true);
  });
});
