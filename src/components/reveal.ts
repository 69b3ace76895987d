/** Attributes that let the scroll-reveal script animate a block (src/browser/scroll-reveal.ts); without the script they do nothing. */
export function reveal(animation: RevealAnimation = 'fade-up', delay = 0): Record<string, string> {
  return delay > 0 ? { 'data-reveal': animation, 'data-reveal-delay': String(delay) } : { 'data-reveal': animation };
}

/** How a block comes in: rising, from the left or right, or growing (the looks of loader.css). */
export type RevealAnimation = 'fade-up' | 'fade-left' | 'fade-right' | 'zoom-in';
