import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PAGE = '<!doctype html><html><head><style data-emotion="css-global 1a">html{}</style><style data-emotion="css 2b 3c">.css-2b{}</style></head><body></body></html>';
const names = () => Array.from(document.querySelectorAll('style')).map((element) => element.getAttribute('data-emotion'));

describe('hidePrerenderedStyles', () => {
  let styles: typeof import('./prerendered-styles');
  beforeEach(async () => {
    vi.stubGlobal('document', parseHTML(PAGE).document);
    vi.resetModules();
    styles = await import('./prerendered-styles');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hides every prerendered style from Emotion and puts each name back on release', () => {
    const held = styles.hidePrerenderedStyles();
    expect(held.names).toEqual(['css-global 1a', 'css 2b 3c']);
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    held.release();
    expect(names()).toEqual(['css-global 1a', 'css 2b 3c']);
  });

  it('keeps them hidden until the last of overlapping holds is released, and gives each hold the names', () => {
    const first = styles.hidePrerenderedStyles();
    const second = styles.hidePrerenderedStyles();
    expect(second.names).toEqual(['css-global 1a', 'css 2b 3c']);
    first.release();
    first.release();
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    second.release();
    expect(names()).toEqual(['css-global 1a', 'css 2b 3c']);
  });

  it('shows them again when the module it waits for fails to load', async () => {
    await expect(styles.withPrerenderedStylesHidden(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(names()).toEqual(['css-global 1a', 'css 2b 3c']);
  });
});
