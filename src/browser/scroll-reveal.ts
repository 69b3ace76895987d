import { revealOnFocus } from './reveal-on-focus';
import type { SiteFile } from '../generated/site-types';

/**
 * Starts the scroll-reveal animations (AOS) with the settings from site.json once the page is idle.
 * Its stylesheet (which hides blocks until they animate) loads only after AOS itself did, so with
 * scripts off, a failed download or reduced motion, every block simply stays visible.
 */
export function startScrollReveal(settings: SiteFile['scrollReveal']) {
  if (!document.querySelector('[data-aos]')) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  revealOnFocus();
  const idle = (callback: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 2500 }) : setTimeout(callback, 1200));
  idle(() => {
    import('aos')
      .then(async ({ default: AOS }) => {
        AOS.init({ duration: settings.duration, delay: settings.delay, offset: settings.offset, easing: settings.easing, once: settings.once });
        await import('aos/dist/aos.css');
        AOS.refreshHard();
      })
      .catch(() => {
        /* no animation is fine: content is visible without it */
      });
  });
}
