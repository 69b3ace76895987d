import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteFile } from '../generated/site-types';

let refresh: (() => void) | null = null;

/**
 * Starts AOS after hydration with the settings from site.json. Its stylesheet (which hides blocks
 * until they animate) loads only after AOS itself did, so with scripts off, a failed download or
 * reduced motion, every block simply stays visible.
 */
export function useScrollReveal(settings: SiteFile['scrollReveal']) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    // Animation is a nicety: it waits until the browser is idle after the first screen is interactive.
    const idle = (callback: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 2500 }) : setTimeout(callback, 1200));
    idle(() => void import('aos')
      .then(async ({ default: AOS }) => {
        if (cancelled) return;
        AOS.init({ duration: settings.duration, delay: settings.delay, offset: settings.offset, easing: settings.easing, once: settings.once });
        await import('aos/dist/aos.css');
        refresh = () => AOS.refreshHard();
        refresh();
      })
      .catch(() => {
        /* no animation is fine: content is visible without it */
      }));
    return () => {
      cancelled = true;
    };
  }, [settings]);
  // A new page brings new blocks for AOS to find.
  useEffect(() => {
    const timer = setTimeout(() => refresh?.(), 50);
    return () => clearTimeout(timer);
  }, [pathname]);
}
