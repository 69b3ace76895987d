/**
 * Runs `task` once the browser has painted the next frame. Moving the focus makes the browser bring
 * styles and layout up to date and the field's own focus look redraw (on a slow phone ~50 ms): done
 * after the paint, a press's answer (the message, the next step) shows first and the focus follows.
 */
export function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Runs `moveFocus` after the paint (see `afterPaint`), unless the visitor has put the focus somewhere
 * herself meanwhile: a tap into a field right after NEXT keeps its caret, and what she types goes where
 * she is looking instead of being lost to a heading. The focus still counts as the press's where the
 * press left it (the pressed button, the field she pressed Enter in) or nowhere (a button the press
 * hid or disabled gives the focus up to the page).
 */
export function focusAfterPaint(moveFocus: () => void) {
  const before = document.activeElement;
  afterPaint(() => {
    const now = document.activeElement;
    // A move queued by the same press (a new step's heading, then the thank-you panel) is no reason to stop.
    if (now !== before && now !== null && now !== document.body && now !== placedLast) return;
    moveFocus();
    placedLast = document.activeElement;
  });
}
/** Where the last of these moves put the focus. */
let placedLast: Element | null = null;

/**
 * After a failed check: the form's message (above the fields) is brought into view, then the first
 * failing field takes the focus without scrolling it away, so on a phone she sees both what is wrong
 * and where. The form's code and the page's loader (early-form.ts) both answer this way.
 */
export function focusFailure(form: HTMLElement, field: string) {
  focusAfterPaint(() => {
    form.querySelector<HTMLElement>('[data-form-alert]')?.scrollIntoView({ block: 'nearest' });
    form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus({ preventScroll: true });
  });
}
