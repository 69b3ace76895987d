/** Attributes that let the scroll-reveal script animate a block; without the script they do nothing. */
export function reveal(animation = 'fade-up', delay = 0): Record<string, string> {
  return delay > 0 ? { 'data-aos': animation, 'data-aos-delay': String(delay) } : { 'data-aos': animation };
}
