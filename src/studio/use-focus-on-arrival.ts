import { useEffect, useRef } from 'react';

/**
 * An answer the studio gives after she pressed a button (a clash to decide, warnings to read, a
 * failure) appears at the top of the form, which on a phone or in a long form is far from the button.
 * This brings it into view and gives it the focus, so she sees it and a screen reader reads it,
 * once for each new answer: `answer` is the answer itself (a new array or object each time the API
 * answers), and nothing moves while it is absent or while she types.
 */
export function useFocusOnArrival<T extends HTMLElement>(answer: unknown) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (!answer) return;
    element.current?.scrollIntoView({ block: 'nearest' });
    element.current?.focus({ preventScroll: true });
  }, [answer]);
  return element;
}
