import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation state asking the page navigated to to put focus on its main heading (used after a login). */
export const FOCUS_HEADING_STATE = { focusHeading: true } as const;

const asksForFocus = (state: unknown) => typeof state === 'object' && state !== null && (state as { focusHeading?: unknown }).focusHeading === true;

/**
 * After a navigation made with FOCUS_HEADING_STATE, focus moves to the new page's h1, so a keyboard
 * or screen-reader user starts on the page they were sent to instead of on the form that vanished.
 * The heading can arrive after the navigation (its code loads lazily), so it is awaited.
 */
export function useHeadingFocus(main: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const wanted = asksForFocus(location.state);
  useEffect(() => {
    const root = main.current;
    if (!wanted || !root) return;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      // tabindex -1: focusable by script but not by Tab; the theme draws no ring for it.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      // A heading React has hidden while the next page loads cannot take focus: wait for the new one.
      return document.activeElement === heading;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [location.key, wanted, main]);
}
