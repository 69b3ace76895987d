import { REVEALED, revealOnFocus } from './reveal-on-focus';
import type { SiteFile } from '../generated/site-types';

/** On <html> once the blocks below the screen wait for their turn (loader.css hides them only then). */
export const REVEAL_READY = 'reveal-ready';
/** On each block this script watches; loader.css hides only these until they are revealed. */
const WATCHED = 'reveal-watched';
/** The farthest a waiting block is drawn from its place (loader.css's translate of 100 px). */
const SHIFT_PX = 100;

/**
 * The scroll-reveal animations, with the settings from site.json, started once the page is idle: a
 * block comes in as it enters the screen. An IntersectionObserver says when, so nothing measures the
 * page in a long task (the AOS library this replaces measured every block, and its 3 kB of CSS took a
 * task of ~90 ms on Lighthouse's phone profile). Blocks already on the screen when it starts stay as
 * they are, with no flash. With scripts off, reduced motion or no observer, every block simply stays
 * visible: nothing hides a block before this runs.
 */
export function startScrollReveal(settings: SiteFile['scrollReveal']) {
  const blocks = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'));
  if (blocks.length === 0 || !('IntersectionObserver' in window)) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  revealOnFocus();
  const idle = (callback: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 2500 }) : setTimeout(callback, 1200));
  idle(() => {
    const root = document.documentElement;
    // Set through the CSSOM, which the page's style-src policy allows (unlike a style attribute).
    root.style.setProperty('--reveal-duration', `${settings.duration}ms`);
    root.style.setProperty('--reveal-easing', settings.easing);
    // Every block inherits the site's delay; a grid's cards have their own by place in the row (rowStagger).
    root.style.setProperty('--reveal-delay', `${settings.delay}ms`);
    // Only the blocks watched here ever wait hidden: one drawn later (a page opened in place) is shown as it is.
    for (const block of blocks) block.classList.add(WATCHED);
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const block = entry.target as HTMLElement;
          if (entry.isIntersecting) {
            // On the screen before anything was hidden: it stays as it is, without a transition.
            if (first) block.style.transition = 'none';
            block.classList.add(REVEALED);
            if (settings.once) observer.unobserve(block);
          } else if (!settings.once) block.classList.remove(REVEALED);
        }
        if (first) root.classList.add(REVEAL_READY);
        first = false;
      },
      // `offset`: how far into the screen a block's top must come before it animates. The observer
      // sees a waiting block where it is drawn, up to SHIFT_PX lower than its place (loader.css), so
      // the screen's bottom edge is moved down by as much: a block starts as its place scrolls in.
      { rootMargin: `0px 0px ${SHIFT_PX - settings.offset}px 0px` },
    );
    for (const block of blocks) observer.observe(block);
  });
}
