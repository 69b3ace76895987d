// Asks the next page to put focus on its main heading (after a login sends the visitor on). Kept in
// sessionStorage for the one navigation; with storage blocked, focus simply starts at the top.
const FOCUS_HEADING_KEY = 'cc-focus-heading';

/** Marks that the page the visitor is sent to next should focus its heading. */
export function askHeadingFocus() {
  try {
    window.sessionStorage.setItem(FOCUS_HEADING_KEY, '1');
  } catch {
    /* no storage: no focus move, nothing else lost */
  }
}

/** On a page load: whether the previous page asked for the heading to take focus (asked once only). */
export function headingFocusAsked(): boolean {
  try {
    const asked = window.sessionStorage.getItem(FOCUS_HEADING_KEY) === '1';
    window.sessionStorage.removeItem(FOCUS_HEADING_KEY);
    return asked;
  } catch {
    return false;
  }
}

/**
 * Moves focus to the main heading, so a keyboard or screen-reader user starts on the page they were
 * sent to instead of on the form that vanished. The heading may appear a moment later (the staff
 * dashboard shows it once the session is read), so it is awaited.
 */
export function focusMainHeading() {
  const main = document.getElementById('main');
  if (!main) return;
  const focus = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    // tabindex -1: focusable by script but not by Tab; the theme draws no ring for it.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return document.activeElement === heading;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
}
