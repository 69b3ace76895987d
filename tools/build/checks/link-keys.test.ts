import { describe, expect, it } from 'vitest';
import { linkKey, linkOfKey } from './link-keys.ts';

describe('linkKey', () => {
  it('gives back every link as it was, whatever its role and address hold', () => {
    const links = [
      { tag: 'a', attribute: 'href', value: '/goldsboro' },
      { tag: 'a', attribute: 'href', value: '-12:odd address with spaces' },
      { tag: 'link', attribute: 'href', role: 'canonical', value: 'https://www.example.test/' },
      { tag: 'link', attribute: 'href', role: '3:x y', value: '4:z' },
      { tag: 'meta', attribute: 'content', role: '', value: '' },
    ];
    expect(links.map((link) => linkOfKey(linkKey(link)))).toEqual(links);
    expect(new Set(links.map(linkKey)).size).toBe(links.length);
  });
});
